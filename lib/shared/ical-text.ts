import type { ICalCalendar } from "ical-generator";

// The two .ics files (a booking's entry, a contract's schedule) are written by `ical-generator`,
// which escapes text and folds lines at 75 octets without splitting a multi-byte character
// (RFC 5545 3.1). `ics`, used before, folded by characters, so a long summary or address with
// accented letters or emoji gave lines of 84-101 octets that strict readers reject.

/** An all-day value: the library writes a DATE from the UTC parts when no time zone is set. */
export function calendarDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/** The file's text; every content line ends with CRLF, the last one included (RFC 5545 3.1). */
export function calendarText(calendar: ICalCalendar): string {
  return `${calendar.toString()}\r\n`;
}
