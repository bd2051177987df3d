import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { isEnglandAndWalesBankHoliday } from "./bank-holidays";
import { beyondHorizonMessage, bookingHorizonDays } from "@/lib/shared/booking-horizon";
import { bookingMessages } from "./form-messages";

// Booking dates are calendar days in Europe/London ("yyyy-mm-dd"), whatever the zone of the
// server or the browser. "Today" is London's today.

export const LONDON_TZ = "Europe/London";
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type Bookability =
  "ok" | "invalid" | "past" | "too-soon" | "beyond-horizon" | "weekend" | "bank-holiday";

/** London's calendar date at `now`. */
export function todayInLondon(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), LONDON_TZ), "yyyy-MM-dd");
}

/** Is `day` a real calendar date written yyyy-mm-dd? */
export function isIsoDay(day: string): boolean {
  const match = ISO_DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** 0 = Sunday ... 6 = Saturday, for the calendar date itself (no zone involved). */
export function dayOfWeek(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const dow = dayOfWeek(day);
  return dow === 0 || dow === 6;
}

export function isBankHoliday(day: string): boolean {
  return isEnglandAndWalesBankHoliday(day);
}

/** Monday to Friday and not an England and Wales bank holiday. */
export function isWorkingDay(day: string): boolean {
  return !isWeekend(day) && !isBankHoliday(day);
}

/** The working day before `day`. */
export function workingDayBefore(day: string): string {
  let candidate = toIsoDay(addDays(fromIsoDay(day), -1));
  while (!isWorkingDay(candidate)) candidate = toIsoDay(addDays(fromIsoDay(candidate), -1));
  return candidate;
}

/**
 * Whether work on a job of `jobDay` may be done on `day`: its own day, or the working day after
 * it (a late entry). The crew's recordings and their 'On my way' both keep to it.
 */
export function isDueOn(jobDay: string, day: string): boolean {
  return jobDay === day || jobDay === workingDayBefore(day);
}

/** The first working day on or after `day`. */
export function workingDayOnOrAfter(day: string): string {
  let candidate = day;
  while (!isWorkingDay(candidate)) candidate = nextDay(candidate);
  return candidate;
}

/** The first working day after `day`: the run sheet the Bookings tab offers, Today's planning day. */
export function nextWorkingDay(day: string): string {
  return workingDayOnOrAfter(nextDay(day));
}

/** Online changes close at 17:00 London time on the working day before the collection. */
export function changeDeadline(day: string): Date {
  return parseLondonDateTime(`${workingDayBefore(day)}T17:00`)!;
}

/**
 * The first day a collection can be booked online at `now`: a working day whose change deadline
 * (17:00 London on the working day before it) is still ahead. So before 17:00 on a working day it
 * is the next working day, from 17:00 the one after; on a Saturday or Sunday, Friday's 17:00 has
 * passed, so Monday is too soon. Every online booking can therefore still be changed online.
 */
export function earliestBookableDay(now: Date = new Date()): string {
  let candidate = nextDay(todayInLondon(now));
  while (!isWorkingDay(candidate) || now >= changeDeadline(candidate)) {
    candidate = nextDay(candidate);
  }
  return candidate;
}

/**
 * Can a collection be booked on `day`? A working day (Monday to Friday, not a bank holiday) from
 * the earliest bookable day (a working day's notice, London time) to the booking horizon.
 */
export function bookability(
  day: string,
  now: Date = new Date(),
  horizonDays: number = bookingHorizonDays,
): Bookability {
  if (!isIsoDay(day)) return "invalid";
  const today = todayInLondon(now);
  if (day < today) return "past";
  if (day > lastBookableDay(today, horizonDays)) return "beyond-horizon";
  if (isWeekend(day)) return "weekend";
  if (isBankHoliday(day)) return "bank-holiday";
  if (day < earliestBookableDay(now)) return "too-soon";
  return "ok";
}

/** The last day that can be booked when London's today is `today`. */
export function lastBookableDay(today: string, horizonDays: number = bookingHorizonDays): string {
  return toIsoDay(addDays(fromIsoDay(today), horizonDays));
}

/** A local Date (as a date picker hands it over) to its calendar day. */
export function toIsoDay(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** The calendar day as a local Date at midnight (for a date picker). */
export function fromIsoDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** 'Wednesday 25 November 2026' */
export function formatLongDay(day: string): string {
  return format(fromIsoDay(day), "EEEE d MMMM yyyy");
}

export function previousDay(day: string): string {
  return toIsoDay(addDays(fromIsoDay(day), -1));
}

export function nextDay(day: string): string {
  return toIsoDay(addDays(fromIsoDay(day), 1));
}

/**
 * A schedule time from the admin form ("yyyy-MM-ddTHH:mm", London wall-clock) or an ISO instant
 * with a zone (the webhook), as an instant. Null when empty or unreadable.
 */
export function parseLondonDateTime(value: string): Date | null {
  const text = value.trim();
  if (!text) return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((part) => Number(part ?? 0)) as number[];
    return new Date(new TZDate(y!, mo! - 1, d!, h!, mi!, s ?? 0, LONDON_TZ).getTime());
  }
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? null : new Date(instant);
}

/** An instant as London wall-clock "yyyy-MM-ddTHH:mm" (for a datetime-local input). */
export function toLondonDateTimeInput(date: Date): string {
  return format(new TZDate(date.getTime(), LONDON_TZ), "yyyy-MM-dd'T'HH:mm");
}

/**
 * An instant as London's wall clock with its offset ("2026-07-14T15:05:00+01:00"): a `<time>`
 * element's dateTime that reads as the London time shown beside it.
 */
export function toLondonIsoDateTime(date: Date): string {
  return format(new TZDate(date.getTime(), LONDON_TZ), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/** Why a day cannot be booked, in the words the form and the server use. */
export const unavailableMessages: Record<Exclude<Bookability, "ok">, string> = {
  weekend: "Service not available on weekends",
  "bank-holiday": "Service not available on bank holidays",
  past: "Please choose today or a later date",
  "too-soon": bookingMessages.tooSoon.description,
  "beyond-horizon": beyondHorizonMessage(),
  invalid: "Please select a valid date",
};
