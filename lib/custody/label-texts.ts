import { custodyTexts } from "./custody-texts";
import { MAX_SHEETS } from "./label-layout";
import { formatSeal } from "@/lib/shared/seal-number";

// The Seal labels section's texts, once: the form, its refusals, the list and the PDF.

export const labelTexts = {
  section: custodyTexts.section,
  printLabels: custodyTexts.printLabels,
  sheetsLabel: "Sheets",
  sheetsHint: `A4 sheets of 24 labels (63.5 x 33.9 mm, Avery L7159 or the same stock), 1 to ${MAX_SHEETS}.`,
  sheetsInvalid: `Enter a whole number of sheets from 1 to ${MAX_SHEETS}`,
  failure: "Failed to print the labels",
  printed: "The labels are ready to download.",
  listCaption: "Label prints",
  none: "No labels have been printed yet.",
  /** "S-000001 to S-000024" */
  range: (first: number, last: number) => `${formatSeal(first)} to ${formatSeal(last)}`,
  sheetCount: (sheets: number) => `${sheets} ${sheets === 1 ? "sheet" : "sheets"}`,
  /** The PDF's file name: seal-labels-S-000001-S-000024.pdf */
  fileName: (first: number, last: number) =>
    `seal-labels-${formatSeal(first)}-${formatSeal(last)}.pdf`,
} as const;
