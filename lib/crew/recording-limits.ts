import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { parseLondonDateTime, todayInLondon } from "@/lib/shared/dates";
import { base64Bytes } from "./recording-schema";

// What one crew member can store in a day (London): a phone that misbehaves, or a stolen one,
// cannot fill the office's list or the database. Beyond either limit the route answers 429 with
// the exact text below, and the phone shows it and tries again later.

/** Held recordings a crew member can leave for the office in a day. */
export const HELD_PER_DAY = 40;
/** Bytes of photos a crew member can store in a day. */
export const PHOTO_BYTES_PER_DAY = 200 * 1024 * 1024;

export const limitMessage = "Too many recordings from this phone today. Call the office.";

type Tx = Prisma.TransactionClient;

/** The instant London's day of `now` began. */
const startOfLondonDay = (now: Date) => parseLondonDateTime(`${todayInLondon(now)}T00:00`)!;

export type DailyUsage = { held: number; photoBytes: number };

/** What `userId` has stored since London's day began. */
export async function dailyUsage(tx: Tx, userId: string, now: Date): Promise<DailyUsage> {
  const since = startOfLondonDay(now);
  const [row] = await tx.$queryRaw<{ held: bigint; photo_bytes: bigint | null }[]>`
    select
      (select count(*) from crew_recordings r
        where r.user_id = ${userId}::uuid and r.state = 'held' and r.received_at >= ${since})
        as held,
      (select sum(octet_length(p.bytes)) from crew_photos p
        join crew_recordings r on r.id = p.recording_id
        where r.user_id = ${userId}::uuid and r.received_at >= ${since}) as photo_bytes`;
  return { held: Number(row?.held ?? 0), photoBytes: Number(row?.photo_bytes ?? 0) };
}

/** Whether photos of these base64 sizes would take the day's photos over the limit. */
export const photosOverLimit = (usage: DailyUsage, photos: readonly { data: string }[]) =>
  usage.photoBytes + photos.reduce((sum, photo) => sum + base64Bytes(photo.data), 0) >
  PHOTO_BYTES_PER_DAY;

/** Whether one more held recording would take the day over the limit. */
export const heldOverLimit = (usage: DailyUsage) => usage.held >= HELD_PER_DAY;
