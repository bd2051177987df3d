import { createEvent, type EventAttributes } from "ics";
import { site } from "@/lib/site";
import { nextDay, parseLondonDateTime } from "@/lib/dates";
import { slotWindows, type TimeSlot } from "@/lib/booking-options";

// A calendar entry (RFC 5545) for the booked slot, attached to the confirmation, written by the
// `ics` library (its escaping and line folding, not ours): Morning and Afternoon as their window on
// London's clock (written in UTC, so no time-zone table is needed and BST is right), All day as an
// all-day entry for the date. One booking is one event for its whole life: the same UID, with
// SEQUENCE raised by each change, so a reschedule moves the entry in the customer's calendar and
// a cancellation (METHOD:CANCEL) removes it rather than adding another.

type DateArray = [number, number, number];
const dateArray = (day: string) => day.split("-").map(Number) as DateArray;

/** London's wall clock at `hour` on `day`, as an instant. */
function londonHour(day: string, hour: number): number {
  const instant = parseLondonDateTime(`${day}T${String(hour).padStart(2, "0")}:00`);
  if (!instant) throw new Error(`Not a day: ${day}`);
  return instant.getTime();
}

/** The slot's window; All day is an all-day entry (DATE values, the end exclusive). */
function eventTimes(day: string, slot: TimeSlot) {
  if (slot === "allday") return { start: dateArray(day), end: dateArray(nextDay(day)) };
  const { from, to } = slotWindows[slot];
  return {
    start: londonHour(day, from),
    startInputType: "utc",
    startOutputType: "utc",
    end: londonHour(day, to),
    endInputType: "utc",
    endOutputType: "utc",
  } as const;
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
  const event: EventAttributes = {
    ...eventTimes(booking.day, booking.timeSlot),
    productId: `-//${site.name}//Bookings//EN`,
    method: cancel ? "CANCEL" : "PUBLISH",
    uid: `${booking.reference}@northeastsecureshredding.co.uk`,
    sequence: booking.sequence,
    organizer: { name: site.name, email: site.email.address },
    title: booking.summary,
    description: booking.description,
    ...(booking.location ? { location: booking.location } : {}),
    ...(cancel ? { status: "CANCELLED" as const } : {}),
  };
  // DTSTAMP: the library reads `timestamp` (left out of its types); the time of writing by default.
  const stamped = { ...event, timestamp: (booking.stamp ?? new Date()).getTime() };
  const { error, value } = createEvent(stamped);
  if (error || !value) throw error ?? new Error("The calendar entry could not be written");
  return value;
}
