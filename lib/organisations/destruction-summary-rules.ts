import { format } from "date-fns";
import { fromIsoDay } from "@/lib/shared/dates";
import { sealRangesText } from "@/lib/certificates/certificate-seals";
import { organisationTexts } from "./organisation-texts";

// The destruction summary an auditor asks for, as pure rules: how its days, seals and totals are
// written, its title and its files' names. Its range is the account's certificate range
// (lib/account/account-documents-rules.ts: From and To as yyyy-MM-dd, both included, London
// days, this year so far by default).

export type SummaryRange = { from: string; to: string };

/** '1 January 2026': the days the summary states, as the invoice and statement write them. */
export const summaryDay = (day: string) => format(fromIsoDay(day), "d MMMM yyyy");

/** 'Destruction summary Quayside Law LLP 1 January 2026 to 27 November 2026'. */
export const summaryTitle = (organisation: string, range: SummaryRange) =>
  organisationTexts.destructionSummaryTitle(
    organisation,
    summaryDay(range.from),
    summaryDay(range.to),
  );

/** destruction-summary-2026-01-01-to-2026-11-27.csv (or .pdf). */
export const summaryFileName = (range: SummaryRange, kind: "csv" | "pdf") =>
  `destruction-summary-${range.from}-to-${range.to}.${kind}`;

/**
 * A collection's seals as the summary lists them: tracked seals in number order, consecutive ones
 * as a range ('S-000101 to S-000148'); a certificate from before seals were tracked gives its
 * typed text; none: empty.
 */
export function sealsText(tracked: readonly number[], typed: string | null): string {
  if (tracked.length === 0) return typed?.trim() ?? "";
  return sealRangesText(tracked);
}

/** The summary's last line: how many collections, and their weight ('12.5'; unweighed count 0). */
export function summaryTotals(rows: ReadonlyArray<{ weightKg: string | null }>) {
  // Weights are stored to a tenth of a kilogram: add them as whole tenths, never as floats.
  const tenths = rows.reduce(
    (sum, row) => sum + (row.weightKg ? Math.round(Number(row.weightKg) * 10) : 0),
    0,
  );
  return { collections: rows.length, kg: (tenths / 10).toFixed(1) };
}
