import type { ServiceType } from "@/lib/shared/booking-options";

// A regular contract as pure facts: its services, invoicing modes and statuses with the
// words the office and the customer see, its number, and how far ahead its visits are planned.

export const CONTRACT_SERVICES = [
  "console_emptying",
  "offsite_collection",
  "onsite_shredding",
] as const;
export type ContractService = (typeof CONTRACT_SERVICES)[number];

export const contractServiceLabels: Record<ContractService, string> = {
  console_emptying: "Console emptying",
  offsite_collection: "Off-site collection",
  onsite_shredding: "On-site shredding",
};

/** The booking service a visit takes its place under (capacity, the job workflow, certificates). */
export const bookingServiceOf: Record<ContractService, ServiceType> = {
  console_emptying: "collection",
  offsite_collection: "collection",
  onsite_shredding: "onsite",
};

export const CONTRACT_INVOICING = ["monthly_in_arrears", "per_visit"] as const;
export type ContractInvoicing = (typeof CONTRACT_INVOICING)[number];

export const contractInvoicingLabels: Record<ContractInvoicing, string> = {
  monthly_in_arrears: "Monthly in arrears",
  per_visit: "Per visit",
};

export const CONTRACT_STATUSES = ["active", "paused", "ended"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const contractStatusLabels: Record<ContractStatus, string> = {
  active: "Active",
  paused: "Paused",
  ended: "Ended",
};

// How often a contract's visits come (its rule is written by schedule.ts). Kept here, free of
// the `rrule` library, so the forms and pages that only name a frequency do not load it.
export const FREQUENCIES = [
  "weekly",
  "fortnightly",
  "every_4_weeks",
  "monthly",
  "quarterly",
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const frequencyLabels: Record<Frequency, string> = {
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  every_4_weeks: "Every 4 weeks",
  monthly: "Monthly",
  quarterly: "Quarterly",
};
export const frequencyLabel = (frequency: Frequency) => frequencyLabels[frequency];

/** CON-{6 digits}: 1 -> "CON-000001". */
export function contractNumber(sequence: number): string {
  return `CON-${String(sequence).padStart(6, "0")}`;
}

/** Visits exist as rows this many weeks ahead (the daily job keeps the horizon). */
export const VISIT_HORIZON_WEEKS = 13;
export const VISIT_HORIZON_DAYS = VISIT_HORIZON_WEEKS * 7;
/** The customer's page lists this many upcoming visits. */
export const UPCOMING_VISITS_SHOWN = 12;
/** The office's list shows this many contracts a page. */
export const CONTRACTS_PER_PAGE = 25;

/** Containers on a contract: a few consoles to a large site's worth. */
export const MAX_CONTAINERS = 200;

/** Every text the issue fixes for contracts, once. */
export const contractMessages = {
  created: "Contract created",
  // The office's actions on a contract (its admin page).
  newContract: "New contract",
  createButton: "Create contract",
  paused: "Contract paused",
  resumed: "Contract resumed",
  ended: "Contract ended",
  scheduleChanged: "Schedule changed",
  confirmEnd: "End this contract? No visits are made from the day it ends.",
  /** Pause contract asks first (like End contract), naming its first day. Exact. */
  confirmPause: (longDay: string) => `Pause visits from ${longDay}?`,
  confirmPauseButton: "Yes, pause contract",
  keepContract: "Keep contract",
  startInPast: "The start date cannot be in the past",
  dayInPast: "The date cannot be in the past",
  beforeStart: "The date cannot be before the contract's start date",
  notActive: "Only an active contract can be paused",
  notPaused: "Only a paused contract can be resumed",
  hasEnded: "This contract has ended",
  notFound: "No such contract",
  visitOf: (number: string) => `Visit of contract ${number}`,
  emailSubject: (number: string) => `Your contract ${number}`,
  manageLink: "Manage your contract",
  heading: (number: string) => `Contract ${number}`,
  upcomingVisits: "Upcoming visits",
  pastVisits: "Past visits",
  invoices: "Invoices",
  skip: "Skip",
  move: "Move",
  skipped: "Visit skipped",
  moved: "Visit moved",
  tooLate: (phone: string) =>
    `This visit can no longer be changed online. Please call us on ${phone}.`,
  extraHeading: "Request an extra collection",
  extraRequested: "Extra collection requested",
  extra: "Extra",
  addToCalendar: "Add to calendar",
  downloadCertificate: "Download certificate",
  downloadInvoice: "Download invoice",
  overCapacity: "Over capacity",
  reminderSubject: (longDay: string) => `Reminder: we collect on ${longDay}`,
  transferNote: "Waste transfer note",
  signName: "Full name",
  sicCode: "SIC code",
  signConfirm: "I confirm the description of the waste is correct",
  signButton: "Sign waste transfer note",
  signed: "Waste transfer note signed",
  noteUnsigned: "Unsigned",
  /** On Today and the run sheet, the first visit of a note's period while the note is unsigned. */
  visitNoteUnsigned: "Waste transfer note unsigned",
  unsignedNotes: (count: number, year: number) =>
    `${count} ${count === 1 ? "contract has" : "contracts have"} not signed the ${year} waste transfer note.`,
} as const;
