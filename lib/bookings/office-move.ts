import { bookingHorizonDays } from "@/lib/shared/booking-horizon";
import type { Unavailable } from "@/lib/bookings/capacity-rules";
import {
  isBankHoliday,
  isIsoDay,
  isWeekend,
  lastBookableDay,
  todayInLondon,
  unavailableMessages,
  type Bookability,
} from "@/lib/shared/dates";
import { dayTakenMessages } from "@/lib/shared/form-messages";

// Where the office may move a job (the Schedule board's Move, the booking page's Reschedule):
// any working day with room from London's tomorrow on, to the booking horizon. The customer's
// notice cut-off (17:00 on the working day before) is the customer's rule for changing online;
// the office arranges a next-day move with the crew itself, so it is not held to it.

export type OfficeMoveRefusal =
  Exclude<Bookability, "ok" | "too-soon"> | "today" | Unavailable["kind"];

/**
 * Why the office cannot move a job to `day` at `now` (null when it can). `unavailable` is the
 * service's full and closed days as the calendar knows them; the server checks the day's places
 * again under the day's lock.
 */
export function officeMoveRefusal(
  day: string,
  now: Date,
  unavailable: Record<string, Unavailable> = {},
  horizonDays: number = bookingHorizonDays,
): OfficeMoveRefusal | null {
  if (!isIsoDay(day)) return "invalid";
  const today = todayInLondon(now);
  if (day < today) return "past";
  if (day === today) return "today";
  if (day > lastBookableDay(today, horizonDays)) return "beyond-horizon";
  if (isWeekend(day)) return "weekend";
  if (isBankHoliday(day)) return "bank-holiday";
  return unavailable[day]?.kind ?? null;
}

export const officeMoveMessages: Record<OfficeMoveRefusal, string> = {
  invalid: unavailableMessages.invalid,
  past: "This date has passed. Please choose tomorrow or a later working day.",
  today: "A job cannot be moved to today. Please choose tomorrow or a later working day.",
  "beyond-horizon": `Jobs can be moved up to ${bookingHorizonDays} days ahead.`,
  weekend: unavailableMessages.weekend,
  "bank-holiday": unavailableMessages["bank-holiday"],
  full: dayTakenMessages.full.description,
  closed: dayTakenMessages.closed.description,
};
