import { formatSeal } from "@/lib/shared/seal-number";

// What the certificate of destruction and its verification page say about the job's seals
// (written once): the PDF's seal table, its ranges, and the verification page's count.

const seals = (count: number) => `${count} ${count === 1 ? "seal" : "seals"}`;

export const certificateSealTexts = {
  /** The PDF's section listing the seals. */
  section: "Security seals",
  /** The table's time columns (the section's title heads the seals'). */
  collected: "Collected",
  destroyed: "Destroyed",
  /** "S-000101 to S-000148 (48 seals)": consecutive seals of the job in one row. */
  range: (first: number, last: number) =>
    `${formatSeal(first)} to ${formatSeal(last)} (${seals(last - first + 1)})`,
  /** The last row when even ranges do not fit the page: the rest, counted. */
  more: (count: number, first: number, last: number) =>
    `${count} more ${count === 1 ? "seal" : "seals"}, numbered ${formatSeal(first)} to ${formatSeal(last)}`,
  /** "11:05 to 11:42": the earliest and latest time of a range. */
  span: (from: string, to: string) => `${from} to ${to}`,
  /** The verification page: how many seals the certificate lists. */
  verificationLabel: "Security seals",
  count: seals,
} as const;
