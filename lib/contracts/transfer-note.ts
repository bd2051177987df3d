import { containersLabel } from "./contracts";

// The annual waste transfer note of a contract (issue 28) as pure facts. The law (Environmental
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
