import { containersLabel } from "@/lib/shared/booking-options";
import { frequencyLabels, type ContractService, type Frequency } from "./contract-rules";

// The annual waste transfer note of a contract as pure facts. The law (Environmental
// Protection Act 1990 s.34, the duty of care) asks for a note for each transfer of waste, or one
// note covering a series of transfers of the same waste between the same parties for up to a year
// (a "season ticket"), kept two years. A contract has one per calendar year.

/** The European Waste Catalogue entries the company's contracts carry. */
export const EWC = {
  paper: { code: "20 01 01", description: "Confidential paper for secure shredding" },
  hardDrives: {
    code: "16 02 14",
    description: "Hard drives and other data-bearing equipment for secure destruction",
  },
} as const;

export type TransferNoteWaste = { code: string; description: string };

/**
 * The waste the note describes: always confidential paper; hard drives too when a visit of the
 * contract in that year was destroyed by hard drive shredding (the office recorded it).
 */
export function transferNoteWaste(hardDrives: boolean): TransferNoteWaste[] {
  return hardDrives ? [EWC.paper, EWC.hardDrives] : [EWC.paper];
}

/** The period the note covers: 1 January to 31 December, or from the contract's start that year. */
export function transferNotePeriod(year: number, startDay: string): { from: string; to: string } {
  const first = `${year}-01-01`;
  return { from: startDay > first ? startDay : first, to: `${year}-12-31` };
}

/** How the waste is contained: the contract's containers. */
export const containment = (containers: number) => containersLabel(containers);

/**
 * The waste hierarchy declaration the customer ticks when signing: the duty of care regulations,
 * as the Waste (England and Wales) Regulations 2011 amended them, put it on every transfer note.
 * The signed note records and prints it.
 */
export const WASTE_HIERARCHY_DECLARATION =
  "I confirm that I have applied the waste management hierarchy as required by Regulation 12 of the Waste (England and Wales) Regulations 2011.";

/** Visits a year at each frequency (a year of 52 weeks). */
export const VISITS_A_YEAR: Record<Frequency, number> = {
  weekly: 52,
  fortnightly: 26,
  every_4_weeks: 13,
  monthly: 12,
  quarterly: 4,
};

/** The container each service's visit handles, and the unit its quantity is counted in. */
export const containerTypes: Record<ContractService, { type: string; one: string; many: string }> =
  {
    console_emptying: {
      type: "Lockable confidential waste consoles",
      one: "console emptying",
      many: "console emptyings",
    },
    offsite_collection: {
      type: "Lockable confidential waste consoles or containers, collected for shredding",
      one: "container collection",
      many: "container collections",
    },
    onsite_shredding: {
      type: "Lockable confidential waste consoles or containers, shredded on site",
      one: "container shredded on site",
      many: "containers shredded on site",
    },
  };

/**
 * The quantity a note states: an estimate for a year, the containers times the visits a year of
 * the frequency (weekly with 2 consoles: 104 console emptyings a year). Extra collections and
 * skipped visits make the real figure differ, hence "estimated".
 */
export function estimatedYearlyQuantity(
  service: ContractService,
  containers: number,
  frequency: Frequency,
): { count: number; text: string } {
  const visits = VISITS_A_YEAR[frequency];
  const count = containers * visits;
  const unit = containerTypes[service];
  return {
    count,
    text:
      `Estimated ${count} ${count === 1 ? unit.one : unit.many} a year ` +
      `(${containersLabel(containers)}, ${frequencyLabels[frequency].toLowerCase()}: ` +
      `${visits} visits a year)`,
  };
}

/**
 * Does a contract visit on `day` need the crew to see that the note is unsigned? A season ticket
 * covers the transfers from its signature on, so the first transfer of the note's period must not
 * happen before the note is signed: the flag is on the period's first visit (the earliest day of
 * the contract's visits in the period that are not cancelled, extra collections included) while
 * the note of that year has no signature. Once signed, no visit is flagged.
 */
export function visitNeedsSignedNote(visit: {
  day: string;
  /** The earliest day of the contract's visits, not cancelled, in the period of `day`'s note. */
  firstVisitDayOfPeriod: string | null;
  noteSigned: boolean;
}): boolean {
  return !visit.noteSigned && visit.firstVisitDayOfPeriod === visit.day;
}

/** The years a contract can have a note for: from its start's year to the current one. */
export function isTransferNoteYear(year: number, startDay: string, today: string): boolean {
  return (
    Number.isInteger(year) &&
    year >= Number(startDay.slice(0, 4)) &&
    year <= Math.max(Number(today.slice(0, 4)), Number(startDay.slice(0, 4)))
  );
}

/** The note the customer signs now: this year's, or the first year's for a contract not yet begun. */
export function currentTransferNoteYear(startDay: string, today: string): number {
  return Math.max(Number(today.slice(0, 4)), Number(startDay.slice(0, 4)));
}
