import type { SealState } from "@/generated/prisma/enums";
import { custodyTexts } from "./custody-texts";
import type { DateField } from "./custody-filter";

// The Custody report's texts, once: the page, its filters, its table and its CSV.

export const sealStateLabels: Record<SealState, string> = {
  issued: "Issued",
  collected: "Collected",
  destroyed: "Destroyed",
};

export const custodyReportTexts = {
  heading: custodyTexts.custodyReport,
  intro:
    "Every seal printed, where it is in the chain: issued (printed, not yet used), collected on a " +
    "job, or destroyed in a run at the facility. A collected seal is overdue once a whole working " +
    "day after its collection day has passed.",
  countsLabel: "Seals by state",
  overdueOnly: "Overdue only",
  dateFilter: "Dates of",
  dateFields: { collected: "Collection", destroyed: "Destruction" } satisfies Record<
    DateField,
    string
  >,
  searchHint: "Seal (S-000042) or job reference",
  apply: "Apply filters",
  showAll: "Show all",
  exportCsv: "Export CSV",
  none: "No seals match.",
  caption: "Seals, with their label print, job, collection and destruction",
  headers: ["Seal", "State", "Label printed", "Job", "Collected", "Run", "Destroyed"],
  printed: (when: string, by: string) => `${when} by ${by}`,
  run: (shredder: string, operator: string) => `${shredder}, ${operator}`,
  noun: "seals",
  filename: "custody.csv",
} as const;
