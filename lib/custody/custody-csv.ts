import "server-only";
import { csvStreamResponse, type CsvColumn } from "@/lib/server/csv-export";
import { londonTime } from "@/lib/server/csv-export";
import { parseCustodyFilter } from "./custody-filter";
import { custodyChunks, type CustodyRow } from "./custody-report";
import { custodyReportTexts, sealStateLabels } from "./custody-report-texts";
import { formatSeal } from "@/lib/shared/seal-number";

// The Custody report's CSV: a row a seal, times on London's clock, as the auditor reads them.

const at = (date: Date | null) => (date ? londonTime(date) : "");

export const custodyCsvColumns: CsvColumn<CustodyRow>[] = [
  ["Seal", (s) => formatSeal(s.number)],
  ["State", (s) => sealStateLabels[s.state]],
  ["Label printed (London time)", (s) => at(s.printedAt)],
  ["Printed by", (s) => s.printedBy],
  ["Job reference", (s) => s.reference],
  ["Collected (London time)", (s) => at(s.collectedAt)],
  ["Shredder", (s) => s.shredder],
  ["Operator", (s) => s.operator],
  ["Run started (London time)", (s) => at(s.runStartedAt)],
  ["Destroyed (London time)", (s) => at(s.destroyedAt)],
];

/** The report's filtered seals as CSV, streamed a chunk at a time (the export's route). */
export function custodyCsv(request: Request, today: string): Response {
  const filter = parseCustodyFilter(Object.fromEntries(new URL(request.url).searchParams));
  return csvStreamResponse(
    custodyReportTexts.filename,
    custodyCsvColumns,
    custodyChunks(filter, today),
  );
}
