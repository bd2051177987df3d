import { site } from "@/lib/site";
import { nextDay } from "@/lib/dates";

// An all-day calendar entry (RFC 5545) for the booked date, attached to the confirmation.

function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded, as the format requires. */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 73) parts.push((i ? " " : "") + line.slice(i, i + 73));
  return parts.join("\r\n");
}

export function bookingIcs(booking: {
  reference: string;
  day: string;
  summary: string;
  description: string;
  location?: string | null;
  stamp?: Date;
}): string {
  const compact = (day: string) => day.replace(/-/g, "");
  const stamp = (booking.stamp ?? new Date())
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${site.name}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.reference}@northeastsecureshredding.co.uk`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(booking.day)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(booking.day))}`,
    `SUMMARY:${escapeText(booking.summary)}`,
    `DESCRIPTION:${escapeText(booking.description)}`,
    ...(booking.location ? [`LOCATION:${escapeText(booking.location)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
