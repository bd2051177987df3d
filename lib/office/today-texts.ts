import { awaitingSeals, custodyHref, overdueSeals } from "@/lib/custody/custody-filter";
import { custodyTexts } from "@/lib/custody/custody-texts";
import { formatLongDay } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";

// Every text of the admin home, Today, once: the page, its jobs, tomorrow's counts and
// what needs attention, and the Failed e-mails list its last count links to.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The "Needs attention" counts, in the order the page lists them. */
export const ATTENTION_KINDS = [
  "requests",
  "overCapacity",
  "unsignedNotes",
  "overdueInvoices",
  "failedEmails",
  "duplicatePayments",
  "couldNotCollect",
  "crewRecordingsHeld",
  "sealsAwaiting",
  "sealsOverdue",
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const todayTexts = {
  /** The London date under the heading: "Wednesday 25 November 2026". */
  date: (day: string) => formatLongDay(day),
  jobsHeading: "Today's jobs",
  jobsCaption:
    "Today's jobs in run order: the office's order, otherwise postcode district, then sector, then time slot",
  noJobs: "No jobs today.",
  visitOf: (number: string) => `Contract ${number}`,
  quantity: (count: number, visit: boolean) =>
    visit ? plural(count, "container", "containers") : plural(count, "bag or box", "bags or boxes"),
  noPostcode: "No postcode",
  tomorrowHeading: (day: string) => `Tomorrow, ${formatLongDay(day)}`,
  /** After a Friday or before a bank holiday the counts are of the next day the crews go out. */
  nextWorkingDayHeading: (day: string) => `Next working day, ${formatLongDay(day)}`,
  notWorkingTomorrow: (day: string) =>
    `Tomorrow, ${formatLongDay(day)}, is not a working day: no collections.`,
  attentionHeading: "Needs attention",
  /** Beside 'Refund failed: {reason}': what it was to give back, of which invoice. */
  failedRefundOf: (amount: string, invoice: string) => `(${amount} of invoice ${invoice})`,
  nothingNeedsAttention: "Nothing needs attention.",
  attention: {
    requests: (n: number) => `${plural(n, "request", "requests")} not yet confirmed`,
    overCapacity: (n: number) => `${plural(n, "job", "jobs")} over capacity`,
    unsignedNotes: (n: number) =>
      `${plural(n, "unsigned waste transfer note", "unsigned waste transfer notes")}`,
    overdueInvoices: (n: number) => plural(n, "overdue invoice", "overdue invoices"),
    failedEmails: (n: number) => `${plural(n, "e-mail", "e-mails")} that failed to send`,
    duplicatePayments: (n: number) =>
      `${plural(n, "duplicate card payment", "duplicate card payments")} refunded`,
    couldNotCollect: (n: number) => `Could not collect: ${plural(n, "job", "jobs")}`,
    crewRecordingsHeld: (n: number) =>
      `Crew recordings to check: ${plural(n, "recording", "recordings")}`,
    /** With the oldest seal's wait in calendar days, when one waits. */
    sealsAwaiting: (n: number, oldestDays: number | null = null) =>
      custodyTexts.awaitingCount(n, oldestDays),
    sealsOverdue: (n: number) => custodyTexts.overdueCount(n),
  } satisfies Record<AttentionKind, (count: number) => string>,
} as const;

/** The list each attention count opens, filtered to what it counts. */
export const attentionLinks: Record<AttentionKind, string> = {
  requests: "/admin/bookings?status=requested",
  overCapacity: "/admin/bookings?capacity=over",
  unsignedNotes: "/admin/contracts?transferNote=unsigned",
  overdueInvoices: "/admin/invoices?status=overdue",
  failedEmails: "/admin/emails?status=failed",
  duplicatePayments: paths.adminDuplicatePayments,
  couldNotCollect: paths.adminCouldNotCollect,
  crewRecordingsHeld: paths.adminCrewRecordings,
  sealsAwaiting: custodyHref(awaitingSeals),
  sealsOverdue: custodyHref(overdueSeals),
};

export const failedEmailTexts = {
  heading: "Failed e-mails",
  intro:
    "E-mails the outbox gave up sending, newest first. Send one again once its cause is fixed.",
  none: "No e-mails failed to send.",
  caption: "E-mails that failed to send, newest first",
  headers: ["Recipient", "Subject", "Last error", "When", "About"],
  booking: (reference: string) => `Booking ${reference}`,
  enquiry: (name: string) => `Enquiry from ${name}`,
  invoice: (number: string) => `Invoice ${number}`,
  noRecord: "-",
} as const;

/** The bookings list's "capacity=over" filter, named above its results. */
export const overCapacityFilterText =
  "Jobs on days from today on that hold more of their service than its capacity.";
/** The contracts list's "transferNote=unsigned" filter, named above its results. */
export const unsignedNoteFilterText = (year: number) =>
  `Contracts whose waste transfer note for ${year} is not signed.`;
