import { CHANGEABLE_STATUSES, type BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { bookability, changeDeadline } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { VISIT_HORIZON_DAYS } from "./contract-rules";

// What the customer may change on their contract page, as pure rules shared by the
// page and the server: a visit not yet collected can be skipped or moved until 17:00 London on the
// working day before it, to (or an extra collection ordered on) a working day from the next
// bookable one to the visits' horizon.

/** Can the customer still skip or move a visit on `day` at `now`? */
export function visitChangeableOnline(
  visit: { status: BookingStatus; day: string },
  now: Date,
): boolean {
  return CHANGEABLE_STATUSES.includes(visit.status) && now < changeDeadline(visit.day);
}

/** Can a visit be moved to (or an extra collection ordered on) `day` at `now`? Capacity aside. */
export function visitDayBookable(day: string, now: Date) {
  return bookability(day, now, VISIT_HORIZON_DAYS);
}

/** The page's own words beside the (contractMessages). */
export const visitChangeMessages = {
  confirmSkip: (longDay: string) => `Are you sure you want to skip the visit of ${longDay}?`,
  confirmSkipButton: "Yes, skip visit",
  keepVisit: "Keep visit",
  moveHeading: "Choose a new date",
  confirmMove: "Move visit",
  requestExtra: "Request collection",
  note: "Note (optional)",
  noUpcoming: "No visits are planned in the next 13 weeks.",
  noPast: "No visits have been collected yet.",
  noInvoices: "No invoices yet.",
  notFound: `This contract could not be found. Please call us on ${site.phone.display}.`,
  sameDay: "The visit is already on that day. Please choose another date.",
  failed: {
    title: "Error",
    description: `We could not change your visit. Please try again or call us on ${site.phone.display}.`,
  },
} as const;
