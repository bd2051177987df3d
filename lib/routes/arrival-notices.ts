import "server-only";
import type { ArrivalNoticeSource, Prisma } from "@/generated/prisma/client";
import { asDate, asDay } from "@/lib/shared/db-day";
import { isDueOn, parseLondonDateTime, todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { contractUrl, manageUrl } from "@/lib/server/signed-links";
import { env } from "@/lib/server/env";
import { enqueueEmail } from "@/lib/server/mail/outbox";
import { arrivalEmail } from "./arrival-emails";
import { aboutTime, expectedArrival, pointOf } from "./arrival-rules";
import { arrivalTexts } from "./arrival-texts";
import { FACILITY, type LatLng } from "./route-rules";
import { readRouteSettings } from "./route-settings";
import { crewRun, nextUnrecorded } from "./run-stops";
import { enqueueSms } from "./sms-outbox";
import { smsConfigured } from "./sms-client";

// 'We are on our way', once per job and London day: the notice's row (unique on the booking and
// the day), the customer's e-mail and, when the booking gave a mobile and Twilio is configured,
// the text, all in the caller's transaction. The row is inserted with ON CONFLICT DO NOTHING: a
// second notice (a replayed recording, two phones, 'On my way' then the recording before) waits
// on the first's row, then inserts nothing and files nothing.

type Tx = Prisma.TransactionClient;

const noticeSelect = {
  id: true,
  reference: true,
  customerName: true,
  customerEmail: true,
  collectionAddress: true,
  postcode: true,
  arrivalMobile: true,
  contractId: true,
  selectedDate: true,
} as const satisfies Prisma.BookingSelect;

/**
 * A recording that reaches the server this long after it was made waited on a phone without
 * signal: the crew may be at the next stop already, so it sends no notice.
 */
export const LATE_RECORDING_MS = 15 * 60_000;

export type NoticeOutcome = { status: "sent" | "already"; expectedAt: Date };

/** The text's key: one per job and day, whatever sends it. */
export const arrivalSmsKey = (bookingId: string, day: string) => `arrival:${bookingId}:${day}`;

export async function sendArrivalNotice(
  tx: Tx,
  bookingId: string,
  expectedAt: Date,
  source: ArrivalNoticeSource,
  userId: string | null,
  now: Date = new Date(),
): Promise<NoticeOutcome> {
  const day = todayInLondon(now);
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    insert into arrival_notices (id, booking_id, day, expected_at, source, sent_by_id)
    values (gen_random_uuid(), ${bookingId}::uuid, ${day}::date, ${expectedAt},
            ${source}::arrival_notice_source, ${userId}::uuid)
    on conflict (booking_id, day) do nothing
    returning id`;
  if (inserted.length === 0) {
    const first = await tx.arrivalNotice.findUniqueOrThrow({
      where: { bookingId_day: { bookingId, day: asDate(day) } },
      select: { expectedAt: true },
    });
    return { status: "already", expectedAt: first.expectedAt };
  }
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: noticeSelect,
  });
  const link = booking.contractId
    ? contractUrl(booking.contractId)
    : manageUrl(booking.id, asDay(booking.selectedDate));
  const email = arrivalEmail(
    {
      reference: booking.reference,
      customerName: booking.customerName,
      address: booking.collectionAddress,
      postcode: booking.postcode,
      expectedAt,
    },
    link,
  );
  await enqueueEmail(tx, {
    ...email,
    to: booking.customerEmail,
    replyTo: env().OFFICE_EMAIL,
    bookingId,
  });
  if (booking.arrivalMobile && smsConfigured()) {
    await enqueueSms(tx, {
      to: booking.arrivalMobile,
      body: arrivalTexts.sms(booking.reference, aboutTime(expectedAt)),
      idempotencyKey: arrivalSmsKey(bookingId, day),
      bookingId,
    });
  }
  return { status: "sent", expectedAt };
}

/**
 * After the crew recorded Collected or Could not collect at `bookingId` (in the recording's
 * transaction): the next stop of that crew's run not yet recorded is told when to expect them,
 * leaving now from this stop. Nothing when the recording is not of today's run (a held one the
 * office applies another day, a job carried over from the day before), when either stop has no
 * coordinates (no time is made up), or when the recording arrives more than 15 minutes after it
 * was made (it waited on a phone without signal: the crew may be at the next stop already). A
 * next stop so close that its time has passed when the recording arrives is told "now".
 */
export async function noticeNextStop(
  tx: Tx,
  recorded: { bookingId: string; day: string; crewEmail: string; recordedAt: Date; now: Date },
): Promise<NoticeOutcome | null> {
  const { bookingId, day, recordedAt, now } = recorded;
  if (todayInLondon(recordedAt) !== day || todayInLondon(now) !== day) return null;
  if (now.getTime() - recordedAt.getTime() > LATE_RECORDING_MS) return null;
  const [job, crew] = await Promise.all([
    tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { assigneeId: true } }),
    tx.user.findUnique({ where: { email: recorded.crewEmail }, select: { id: true } }),
  ]);
  // The route the job is on, as Plan route plans it: its crew member's, or the jobs left to any
  // crew.
  const run = await crewRun(tx, day, job.assigneeId);
  const next = nextUnrecorded(run, bookingId);
  if (!next) return null;
  const expectedAt = expectedArrival({
    leavingAt: recordedAt,
    from: run.find((stop) => stop.id === bookingId)?.point ?? null,
    to: next.point,
    slot: next.timeSlot,
    settings: await readRouteSettings(tx),
  });
  if (!expectedAt) return null;
  // A next stop round the corner may be due before the recording has arrived: then "now".
  const at = expectedAt.getTime() < now.getTime() ? now : expectedAt;
  return sendArrivalNotice(tx, next.id, at, "previous_stop", crew?.id ?? null, now);
}

export type OnMyWayOutcome =
  NoticeOutcome | { status: "not-yours" | "not-today" | "recorded" | "no-location" };

/**
 * The crew's 'On my way' on a stop: `member` may press it on a stop of their day (assigned to them
 * or to any crew, the Office any; due today or the working day before, the rule a recording
 * follows), not cancelled and not yet recorded. The arrival is now plus the drive from where the
 * crew is: the stop they recorded last today, or the facility before their first.
 */
export async function onMyWay(
  member: { id: string; isOffice: boolean },
  bookingId: string,
  now: Date = new Date(),
): Promise<OnMyWayOutcome> {
  const today = todayInLondon(now);
  return db().$transaction(async (tx) => {
    const job = await tx.booking.findUnique({
      where: { id: bookingId },
      select: { selectedDate: true, status: true, assigneeId: true },
    });
    if (!job || job.status === "cancelled") return { status: "not-yours" };
    if (!member.isOffice && job.assigneeId !== null && job.assigneeId !== member.id) {
      return { status: "not-yours" };
    }
    if (!isDueOn(asDay(job.selectedDate), today)) return { status: "not-today" };
    const run = await crewRun(tx, asDay(job.selectedDate), job.assigneeId);
    const stop = run.find((s) => s.id === bookingId);
    if (!stop || stop.recorded) return { status: stop ? "recorded" : "not-yours" };
    const expectedAt = expectedArrival({
      leavingAt: now,
      from: await whereTheCrewIs(tx, member.id, today),
      to: stop.point,
      slot: stop.timeSlot,
      settings: await readRouteSettings(tx),
    });
    if (!expectedAt) return { status: "no-location" };
    return sendArrivalNotice(tx, bookingId, expectedAt, "on_my_way", member.id, now);
  });
}

/** The stop `userId` recorded last on `day` (Collected or Could not collect), or the facility. */
async function whereTheCrewIs(tx: Tx, userId: string, day: string): Promise<LatLng | null> {
  const last = await tx.crewRecording.findFirst({
    where: {
      userId,
      state: "applied",
      kind: { in: ["collected", "not_collected"] },
      recordedAt: { gte: parseLondonDateTime(`${day}T00:00`)! },
    },
    orderBy: { recordedAt: "desc" },
    select: {
      booking: {
        select: {
          latitude: true,
          longitude: true,
          contract: { select: { latitude: true, longitude: true } },
        },
      },
    },
  });
  if (!last) return FACILITY;
  const { booking } = last;
  return pointOf(booking) ?? (booking.contract ? pointOf(booking.contract) : null);
}
