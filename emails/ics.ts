import { site } from "@/lib/site";
import { nextDay, parseLondonDateTime } from "@/lib/dates";
import { slotWindows, type TimeSlot } from "@/lib/booking-options";

// A calendar entry (RFC 5545) for the booked slot, attached to the confirmation: Morning and
// Afternoon as their window on London's clock (written in UTC, so no time-zone table is needed
// and BST is right), All day as an all-day entry for the date. One
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
  timeSlot: TimeSlot;
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
    ...eventTimes(booking.day, booking.timeSlot),
    `SUMMARY:${escapeText(booking.summary)}`,
    `DESCRIPTION:${escapeText(booking.description)}`,
    ...(booking.location ? [`LOCATION:${escapeText(booking.location)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** "20260701T070000Z": London's wall clock at `hour` on `day`, as UTC. */
function londonHourUtc(day: string, hour: number): string {
  const instant = parseLondonDateTime(`${day}T${String(hour).padStart(2, "0")}:00`);
  if (!instant) throw new Error(`Not a day: ${day}`);
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The slot's window; All day is an all-day entry (DATE values, the end exclusive). */
function eventTimes(day: string, slot: TimeSlot): string[] {
  if (slot === "allday") {
    const compact = (d: string) => d.replace(/-/g, "");
    return [`DTSTART;VALUE=DATE:${compact(day)}`, `DTEND;VALUE=DATE:${compact(nextDay(day))}`];
  }
  const { from, to } = slotWindows[slot];
  return [`DTSTART:${londonHourUtc(day, from)}`, `DTEND:${londonHourUtc(day, to)}`];
}
