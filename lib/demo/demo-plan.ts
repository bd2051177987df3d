import type { ServiceType, TimeSlot } from "@/lib/shared/booking-options";
import { workingDayOnOrAfter } from "@/lib/shared/dates";
import { addDays, workingDaysAfter, workingDaysBefore } from "./demo-calendar";
import { demoCustomers, type DemoCustomer } from "./demo-customers";

// What `npm run demo` makes, laid out around London's today: the seven working days before it
// (last week and this week's start), the working day of "today's" jobs, and the eight working days
// after that (the rest of this week and next week), plus one older job whose invoice is overdue.
// On a weekend or a bank holiday, "today's" jobs are the next working day's, so the office's Today
// and the crew's phone show a working day's work and the plan is the same size on every day. Pure, so the
// plan's promises (every state, both services, every slot, a full day, a closed day) are tested
// without a database; lib/demo/fill-demo.ts carries it out through the domain functions.

/** Where a job has got to. `done`: destroyed, its certificate issued (and invoiced). */
export type DemoOutcome = "requested" | "confirmed" | "collected" | "done" | "cancelled";

export type DemoPayment =
  { method: "card" } | { method: "bank_transfer" | "cheque"; afterDays: number };

export type DemoJob = {
  day: string;
  customer: DemoCustomer;
  service: ServiceType;
  slot: TimeSlot;
  bags: number;
  outcome: DemoOutcome;
  /** Booked this many days before its day (or as near as the booking rules allow). */
  leadDays: number;
  /** Paid by card when booked, or its invoice paid on account some days after it was issued. */
  payment?: DemoPayment;
  notes?: string;
  hardDrives?: boolean;
  /** The customer's confirmation bounced: the one failed e-mail. */
  failedEmail?: boolean;
};

export type DemoPlan = {
  today: string;
  /** The day of "today's" jobs: today, or the next working day when today is not one. */
  workday: string;
  past: string[];
  future: string[];
  closedDay: { day: string; reason: string };
  /** On-site is booked to capacity here before a contract's visit lands on it. */
  overCapacityDay: string;
  jobs: DemoJob[];
  contracts: {
    /** Weekly console emptying, invoiced per visit. */
    weekly: { startDay: string };
    /** Fortnightly on-site shredding, invoiced monthly in arrears. */
    fortnightly: { startDay: string };
  };
};

type Row = [
  key: string,
  service: ServiceType,
  slot: TimeSlot,
  bags: number,
  outcome: DemoOutcome,
  leadDays: number,
  extra?: Partial<Pick<DemoJob, "payment" | "notes" | "hardDrives" | "failedEmail">> & {
    outside?: boolean;
  },
];

// P1..P7: the working days before today, oldest first; T: the plan's workday; F1..F8: the
// working days after it; O: five weeks before P1 (the job whose invoice is overdue).
const rows: Row[] = [
  ["O", "collection", "allday", 4, "done", 6],
  [
    "P1",
    "collection",
    "allday",
    3,
    "done",
    8,
    { payment: { method: "bank_transfer", afterDays: 6 } },
  ],
  ["P1", "onsite", "am", 8, "done", 5, { payment: { method: "cheque", afterDays: 4 } }],
  ["P2", "collection", "pm", 2, "done", 4],
  ["P2", "collection", "allday", 5, "cancelled", 9],
  ["P3", "onsite", "allday", 12, "done", 10, { payment: { method: "card" } }],
  ["P3", "collection", "am", 4, "done", 6, { notes: "Side entrance on Back Lane; ask for Gary." }],
  [
    "P4",
    "collection",
    "allday",
    6,
    "done",
    7,
    {
      hardDrives: true,
      notes: "Six bags and nine old laptop hard drives.",
      payment: { method: "bank_transfer", afterDays: 2 },
    },
  ],
  ["P5", "collection", "pm", 1, "done", 3],
  ["P5", "onsite", "am", 5, "done", 8],
  ["P6", "collection", "allday", 10, "done", 5],
  ["P7", "collection", "am", 3, "collected", 6],
  ["P7", "collection", "pm", 7, "collected", 4, { notes: "Reception closes at 4pm." }],
  ["T", "collection", "allday", 4, "confirmed", 5],
  ["T", "collection", "am", 2, "confirmed", 3],
  ["T", "onsite", "pm", 7, "confirmed", 9],
  ["F1", "collection", "allday", 3, "confirmed", 6],
  ["F1", "collection", "pm", 15, "requested", 1],
  ["F2", "collection", "am", 2, "confirmed", 2, { payment: { method: "card" } }],
  ["F3", "onsite", "allday", 6, "confirmed", 49],
  ["F3", "onsite", "am", 4, "confirmed", 47],
  ["F3", "onsite", "pm", 9, "confirmed", 46, { notes: "Shred in the car park, bay 4." }],
  ["F3", "collection", "allday", 5, "requested", 1],
  ["F4", "collection", "allday", 1, "cancelled", 4, { payment: { method: "card" } }],
  [
    "F4",
    "collection",
    "am",
    20,
    "requested",
    2,
    { notes: "Archive room in the basement; lift available." },
  ],
  ["F6", "collection", "allday", 3, "requested", 1, { outside: true }],
  ["F6", "onsite", "am", 5, "confirmed", 6, { failedEmail: true }],
  ["F7", "collection", "pm", 2, "requested", 2],
  ["F8", "collection", "allday", 8, "requested", 3],
];

const OUTSIDE_POSTCODE_AREA = "YO";

export function demoPlan(today: string): DemoPlan {
  const workday = workingDayOnOrAfter(today);
  const past = workingDaysBefore(today, 7);
  const future = workingDaysAfter(workday, 8);
  const older = workingDayOnOrAfter(addDays(past[0]!, -35));
  const dayOf = (key: string): string => {
    if (key === "O") return older;
    if (key === "T") return workday;
    const index = Number(key.slice(1)) - 1;
    return (key.startsWith("P") ? past : future)[index]!;
  };
  const outside = demoCustomers.find((c) => c.postcode.startsWith(OUTSIDE_POSTCODE_AREA))!;
  const local = demoCustomers.filter((c) => c !== outside);
  const jobs: DemoJob[] = [];
  for (const [key, service, slot, bags, outcome, leadDays, extra = {}] of rows) {
    const day = dayOf(key);
    const { outside: isOutside, ...rest } = extra;
    const customer = isOutside ? outside : local[jobs.length % local.length]!;
    jobs.push({ day, customer, service, slot, bags, outcome, leadDays, ...rest });
  }
  return {
    today,
    workday,
    past,
    future,
    closedDay: {
      day: future[4]!,
      reason: "Staff training: the vans are in for their annual service",
    },
    overCapacityDay: future[2]!,
    jobs,
    contracts: {
      weekly: { startDay: addDays(future[0]!, -35) },
      fortnightly: { startDay: addDays(future[2]!, -42) },
    },
  };
}
