import { site } from "@/lib/site";
import { nextDay } from "@/lib/dates";

// An all-day calendar entry (RFC 5545) for the booked date, attached to the confirmation. One
// booking is one event for its whole life: the same UID, with SEQUENCE raised by each change, so a
// reschedule moves the entry in the customer's calendar and a cancellation (METHOD:CANCEL)
// removes it rather than adding another.

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
  /** 0 for the first entry, raised by one with each change. */
  sequence: number;
  /** "cancel" withdraws the entry. */
  method?: "publish" | "cancel";
}): string {
  const cancel = booking.method === "cancel";
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
    cancel ? "METHOD:CANCEL" : "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.reference}@northeastsecureshredding.co.uk`,
    `SEQUENCE:${booking.sequence}`,
    `DTSTAMP:${stamp}`,
    `ORGANIZER;CN=${escapeText(site.name)}:mailto:${site.email.address}`,
    ...(cancel ? ["STATUS:CANCELLED"] : []),
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
