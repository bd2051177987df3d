import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { LONDON_TZ } from "./dates";

/**
 * 'MMM d, yyyy' (news cards), 'MMMM d, yyyy' (article page), 'd MMMM yyyy' or
 * 'EEEE d MMMM yyyy, HH:mm' (certificates), as the date and clock fall in London.
 */
export function formatLondonDate(
  iso: string | Date,
  pattern: "MMM d, yyyy" | "MMMM d, yyyy" | "d MMMM yyyy" | "EEEE d MMMM yyyy, HH:mm",
): string {
  return format(new TZDate(new Date(iso).getTime(), LONDON_TZ), pattern);
}

/** "21 Nov 2026, 14:05" as the clock showed in London (admin tables). */
export function formatLondonDateTime(date: string | Date): string {
  return format(new TZDate(new Date(date).getTime(), LONDON_TZ), "d MMM yyyy, HH:mm");
}

/** "14:05": the clock in London. */
export function formatLondonClock(date: string | Date): string {
  return format(new TZDate(new Date(date).getTime(), LONDON_TZ), "HH:mm");
}
