import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "@/lib/shared/site";
import { nextDay, parseLondonDateTime } from "@/lib/shared/dates";
import { calendarDay, calendarText } from "@/lib/shared/ical-text";
import { slotWindows, type TimeSlot } from "@/lib/shared/booking-options";

// A calendar entry (RFC 5545) for the booked slot, attached to the confirmation, written by
// `ical-generator` (its escaping and octet line folding, not ours: lib/shared/ical-text.ts): Morning and
// Afternoon as their window on London's clock (written in UTC, so no time-zone table is needed and
// BST is right), All day as an all-day entry for the date. One booking is one event for its whole
// life: the same UID, with SEQUENCE raised by each change, so a reschedule moves the entry in the
// customer's calendar and a cancellation (METHOD:CANCEL) removes it rather than adding another.

/** London's wall clock at `hour` on `day`, as an instant. */
function londonHour(day: string, hour: number): Date {
  const instant = parseLondonDateTime(`${day}T${String(hour).padStart(2, "0")}:00`);
  if (!instant) throw new Error(`Not a day: ${day}`);
  return instant;
}

/** The slot's window; All day is an all-day entry (DATE values, the end exclusive). */
function eventTimes(day: string, slot: TimeSlot) {
  if (slot === "allday") {
    return { start: calendarDay(day), end: calendarDay(nextDay(day)), allDay: true };
  }
  const { from, to } = slotWindows[slot];
  return { start: londonHour(day, from), end: londonHour(day, to), allDay: false };
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
  const calendar = ical({
    prodId: { company: site.name, product: "Bookings", language: "EN" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    ...eventTimes(booking.day, booking.timeSlot),
    id: `${booking.reference}@northeastsecureshredding.co.uk`,
    sequence: booking.sequence,
    stamp: booking.stamp ?? new Date(),
    organizer: { name: site.name, email: site.email.address },
    summary: booking.summary,
    description: booking.description,
    location: booking.location || null,
    status: cancel ? ICalEventStatus.CANCELLED : null,
  });
  return calendarText(calendar);
}
