import type { ServiceType } from "@/lib/shared/booking-options";
import { isBankHoliday, isIsoDay, isWeekend } from "@/lib/shared/dates";

// Capacity: how many bookings a working day takes, per service. An all-day, AM or PM
// booking each takes one place; a cancelled one frees it. A closed day takes none, with a reason.

export type Capacity = Record<ServiceType, number>;

/** The seeded defaults: 8 collections and 3 on-site visits a day. */
export const DEFAULT_CAPACITY: Capacity = { collection: 8, onsite: 3 };

/** Why a day cannot take a booking for a service: full, or closed with the office's reason. */
export type Unavailable = { kind: "full" } | { kind: "closed"; reason: string };

export const FULLY_BOOKED = "Fully booked";

export function placesLeft(capacity: Capacity, service: ServiceType, taken: number): number {
  return Math.max(0, capacity[service] - taken);
}

/** Day ("yyyy-MM-dd") -> the services it cannot take, and why. Days not listed are open. */
export type UnavailableDays = Record<string, Partial<Record<ServiceType, Unavailable>>>;

/**
 * The days in a range that cannot take a booking, per service: the closed ones, and those whose
 * bookings (not cancelled) fill the service's places. Days not listed are open.
 */
export function unavailableDays(
  capacity: Capacity,
  closed: { day: string; reason: string }[],
  taken: { day: string; service: ServiceType; count: number }[],
): UnavailableDays {
  const days: UnavailableDays = {};
  for (const { day, service, count } of taken) {
    if (placesLeft(capacity, service, count) === 0) {
      days[day] = { ...days[day], [service]: { kind: "full" } };
    }
  }
  for (const { day, reason } of closed) {
    days[day] = { collection: { kind: "closed", reason }, onsite: { kind: "closed", reason } };
  }
  return days;
}

/** What the calendar says about an unavailable day. */
export function unavailableReason(unavailable: Unavailable): string {
  return unavailable.kind === "full" ? FULLY_BOOKED : unavailable.reason;
}

/** One service's full and closed days, for its calendar. */
export function unavailableFor(
  days: UnavailableDays,
  service: ServiceType,
): Record<string, Unavailable> {
  return Object.fromEntries(
    Object.entries(days).flatMap(([day, services]) => {
      const why = services[service];
      return why ? [[day, why] as const] : [];
    }),
  );
}

/** Why the office cannot close `day` when London's today is `today` (null when it can). */
export const closeDateMessages = {
  invalid: "Please enter a real date",
  past: "This date has passed. Please choose today or a later date.",
  weekend: "We never collect at weekends. Please choose a weekday.",
  bankHoliday: "We never collect on bank holidays. Please choose another day.",
} as const;

export function closeDateRefusal(day: string, today: string): string | null {
  if (!isIsoDay(day)) return closeDateMessages.invalid;
  if (day < today) return closeDateMessages.past;
  if (isWeekend(day)) return closeDateMessages.weekend;
  if (isBankHoliday(day)) return closeDateMessages.bankHoliday;
  return null;
}

/** What the Close date form says while the chosen day has bookings, and its button then. */
export function closeDateNotice(bookings: number): string {
  return `${bookings} booking(s) on this date will be asked to choose a new date.`;
}
export const CLOSE_DATE = "Close date";
export const CLOSE_DATE_AND_NOTIFY = "Close date and notify customers";
export const NEEDS_NEW_DATE = "Needs a new date";
