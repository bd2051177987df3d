import "server-only";
import { asDate } from "@/lib/shared/db-day";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { aboutTime } from "./arrival-rules";
import { arrivalTexts } from "./arrival-texts";

// The manage page's 'Your crew is on the way: expected about 10:40.': today's notice of the
// booking, while its stop is not yet recorded (no collection, no Could not collect today). The
// caller has read the booking through its signed link.

const londonDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

export async function onTheWayLine(
  bookingId: string,
  now: Date = new Date(),
): Promise<string | null> {
  const today = todayInLondon(now);
  const booking = await db().booking.findUnique({
    where: { id: bookingId },
    select: {
      status: true,
      collection: { select: { bookingId: true } },
      arrivalNotices: { where: { day: asDate(today) }, select: { expectedAt: true } },
      crewRecordings: {
        where: { state: "applied", kind: "not_collected" },
        select: { recordedAt: true },
      },
    },
  });
  const notice = booking?.arrivalNotices[0];
  if (!booking || !notice || booking.status === "cancelled" || booking.collection) return null;
  if (booking.crewRecordings.some((r) => londonDay.format(r.recordedAt) === today)) return null;
  return arrivalTexts.onTheWay(aboutTime(notice.expectedAt));
}
