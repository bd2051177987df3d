import { slotLabels, type TimeSlot } from "@/lib/shared/booking-options";
import { changeDeadline, formatLongDay, workingDayBefore } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";

// A booking after "Confirm": the job's steps as the customer and the office see them,
// and until when the customer can change it online.

export const BOOKING_STATUSES = [
  "requested",
  "confirmed",
  "collected",
  "destroyed",
  "certificate_issued",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The job's steps in order; a cancelled booking stops wherever it had got to. */
export const JOB_STEPS = [
  "requested",
  "confirmed",
  "collected",
  "destroyed",
  "certificate_issued",
] as const satisfies readonly BookingStatus[];
type JobStep = (typeof JOB_STEPS)[number];

export const statusLabels: Record<BookingStatus, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  collected: "Collected",
  destroyed: "Destroyed",
  certificate_issued: "Certificate issued",
  cancelled: "Cancelled",
};

/** A history row's "what": a step reached, a new date or a cancellation. */
export const eventLabels: Record<
  | BookingStatus
  | "rescheduled"
  | "invoiced"
  | "paid"
  | "refunded"
  | "credited"
  | "payment_expired"
  | "scheduled"
  | "skipped"
  | "moved"
  | "arrived"
  | "not_collected"
  | "recording_checked",
  string
> = {
  ...statusLabels,
  rescheduled: "Rescheduled",
  invoiced: "Invoiced",
  paid: "Paid",
  refunded: "Refunded",
  credited: "Credit note issued",
  payment_expired: "Card payment not completed",
  scheduled: "Contract visit planned",
  skipped: "Visit skipped",
  moved: "Visit moved",
  arrived: "Crew arrived",
  not_collected: "Could not collect",
  recording_checked: "Crew recording checked",
};

export type TimelineStep = { status: BookingStatus; state: "done" | "current" | "upcoming" };

/**
 * The timeline: every step, those before the current one done. A cancelled booking shows the
 * steps it had reached (`reached`, from its history), then Cancelled as the current step.
 */
export function bookingTimeline(
  status: BookingStatus,
  reached: readonly string[] = [],
): TimelineStep[] {
  if (status === "cancelled") {
    const before = JOB_STEPS.filter((step) => step === "requested" || reached.includes(step)).map(
      (step): TimelineStep => ({ status: step, state: "done" }),
    );
    return [...before, { status: "cancelled", state: "current" }];
  }
  const current = JOB_STEPS.indexOf(status);
  return JOB_STEPS.map((step: JobStep, index) => ({
    status: step,
    state: index < current ? "done" : index === current ? "current" : "upcoming",
  }));
}

// The online change deadline lives with the booking dates (lib/shared/dates.ts): new bookings need the
// same notice, so every online booking can be changed online.
export { changeDeadline, workingDayBefore };

/**
 * The office's buttons, in the order of the job. Each moves the booking one step on from the one
 * before it: none can be skipped or repeated, and a cancelled booking takes none. Marking a job
 * destroyed issues its certificate at once (Destroyed, then Certificate issued).
 */
export const JOB_ACTIONS = {
  confirm: { from: "requested", to: "confirmed", label: "Confirm booking" },
  collect: { from: "confirmed", to: "collected", label: "Mark as collected" },
  destroy: { from: "collected", to: "destroyed", label: "Mark as destroyed" },
} as const satisfies Record<string, { from: BookingStatus; to: BookingStatus; label: string }>;
export type JobAction = keyof typeof JOB_ACTIONS;

const cancelledRefusals: Record<JobAction, string> = {
  confirm: "A cancelled booking cannot be confirmed.",
  collect: "A cancelled booking cannot be collected.",
  destroy: "A cancelled booking cannot be marked as destroyed.",
};
const notYet: Record<JobAction, string> = {
  confirm: "",
  collect: "Confirm the booking before marking it as collected.",
  destroy: "Mark the booking as collected before marking it as destroyed.",
};

/** Why `action` cannot be taken on a booking in `status` (null when it can). */
export function jobActionRefusal(action: JobAction, status: BookingStatus): string | null {
  const step = JOB_ACTIONS[action];
  if (status === step.from) return null;
  if (status === "cancelled") return cancelledRefusals[action];
  const done = JOB_STEPS.indexOf(status) >= JOB_STEPS.indexOf(step.to);
  return done ? `This booking is already ${statusLabels[step.to].toLowerCase()}.` : notYet[action];
}

/** The office's next button for a booking in `status`, if any. */
export function nextJobAction(status: BookingStatus): JobAction | null {
  const entry = Object.entries(JOB_ACTIONS).find(([, step]) => step.from === status);
  return entry ? (entry[0] as JobAction) : null;
}

/** Statuses a booking can still be rescheduled or cancelled from (before anyone collects it). */
export const CHANGEABLE_STATUSES: readonly BookingStatus[] = ["requested", "confirmed"];

/**
 * Can the customer still change the booking online? Until the cut-off, or whenever the office has
 * closed its day (`needsNewDate`): then the customer is asked to choose a new date, however late.
 */
export function changeableOnline(
  booking: { status: BookingStatus; day: string; needsNewDate?: boolean },
  now: Date = new Date(),
): boolean {
  if (!CHANGEABLE_STATUSES.includes(booking.status)) return false;
  return booking.needsNewDate === true || now < changeDeadline(booking.day);
}

/** A booking whose day the office closed: what the customer and the office are told. */
export const closedDayMessages = {
  subject: (reference: string) => `Please choose a new date for your collection ${reference}`,
  notice: (day: string) => `We cannot come on ${formatLongDay(day)}. Please choose a new date.`,
} as const;

type When = { day: string; timeSlot: TimeSlot };

/** "Tuesday 1 December 2026, All day (8am - 6pm)" */
export function collectionWhen(b: When): string {
  return `${formatLongDay(b.day)}, ${slotLabels[b.timeSlot]}`;
}

/** A reschedule in the booking's history: "From {old day and slot} to {new day and slot}". */
export function rescheduleDetail(before: When, after: When): string {
  return `From ${collectionWhen(before)} to ${collectionWhen(after)}`;
}

/**
 * A reschedule as its e-mails' subjects name it: the days, with the slots whenever the slot
 * changed (a change of slot alone would otherwise read "Monday 30 November to Monday 30 November").
 */
export function rescheduleSpan(before: When, after: When): { from: string; to: string } {
  if (before.timeSlot === after.timeSlot) {
    return { from: formatLongDay(before.day), to: formatLongDay(after.day) };
  }
  return { from: collectionWhen(before), to: collectionWhen(after) };
}

const TOO_LATE_LEAD = "This booking can no longer be changed online. Please call us on";

export const manageMessages = {
  /** Shown with the number as a link: `${tooLateLead} {phone}.` */
  tooLateLead: TOO_LATE_LEAD,
  tooLate: `${TOO_LATE_LEAD} ${site.phone.display}.`,
  cancelled: "This booking has been cancelled.",
  confirmCancel: "Are you sure you want to cancel this booking?",
  // Not "confirmed": the booking keeps its status (Requested until the office confirms it).
  updated: {
    title: "Booking Updated",
    description: "Your booking has moved to the new date. We have e-mailed you the details.",
  },
  cancelledToast: { title: "Booking Cancelled", description: "Your booking has been cancelled." },
  sameDate: "That is already the booking's date and time slot.",
  /** An invoiced job whose new day has another price: the office changes it. */
  priceChangesOnMove: (date: string) =>
    `Moving to ${date} changes the price. Please call us on ${site.phone.display}.`,
  notFound: `This booking could not be found. Please call us on ${site.phone.display}.`,
  failed: {
    title: "Error",
    description: `We could not change your booking. Please try again or call us on ${site.phone.display}.`,
  },
} as const;
