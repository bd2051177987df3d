import { publicConfig } from "@/lib/shared/public-config";
import { site } from "@/lib/shared/site";

// How far ahead a collection can be booked online: BOOKING_HORIZON_DAYS days after London's
// today, 90 unless set. next.config.ts inlines the variable when the site is built, so the date
// picker in the browser and the server's check read the same number.

export const DEFAULT_BOOKING_HORIZON_DAYS = 90;

export function parseHorizonDays(value: string | undefined): number {
  const days = Number(value);
  return value && Number.isInteger(days) && days > 0 ? days : DEFAULT_BOOKING_HORIZON_DAYS;
}

export const bookingHorizonDays = parseHorizonDays(publicConfig.bookingHorizonDays);

export function beyondHorizonMessage(days = bookingHorizonDays): string {
  return `Online bookings can be made up to ${days} days ahead. For a later date, please call us on ${site.phone.display}.`;
}
