import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { LONDON_TZ } from "@/lib/shared/dates";
import { certificateSealTexts as texts } from "./certificate-seal-texts";
import { formatSeal } from "@/lib/shared/seal-number";

// The seals a certificate of destruction lists, as rows of its table: one seal a row
// with the time it was collected and destroyed while they fit on the page; when they do not,
// consecutive seals share a row ("S-000101 to S-000148 (48 seals)") with the earliest and latest
// times of the range (a single time when they all share the minute), and a lone seal keeps its
// own row. When even the ranges do not fit, the last row counts the rest. Pure, so the fit and
// every range are unit tested; the PDF (lib/certificates/certificate-pdf.ts) says how many
// rows its page has room for.

/** A seal as the certificate froze it. */
export type CertificateSeal = {
  number: number;
  collectedAt: Date | string;
  destroyedAt: Date | string;
};

export type SealRow = { seal: string; collected: string; destroyed: string };

export type SealListing = {
  /** "each": one seal a row; "ranges": consecutive seals share a row. */
  style: "each" | "ranges";
  rows: SealRow[];
  /** False when the last row only counts the seals that did not fit. */
  complete: boolean;
};

const london = (time: Date | string) => new TZDate(new Date(time).getTime(), LONDON_TZ);
const dayAndTime = (time: Date | string) => format(london(time), "d MMM yyyy, HH:mm");
const clock = (time: Date | string) => format(london(time), "HH:mm");

/** "20 Nov 2026, 10:40"; several: the earliest to the latest, the day said once if it is one. */
export function timeSpan(times: readonly (Date | string)[]): string {
  const sorted = times.map((time) => new Date(time)).sort((a, b) => a.getTime() - b.getTime());
  const [earliest, latest] = [sorted[0]!, sorted.at(-1)!];
  const first = dayAndTime(earliest);
  const last = dayAndTime(latest);
  if (first === last) return first;
  const sameDay = format(london(earliest), "yyyy-MM-dd") === format(london(latest), "yyyy-MM-dd");
  return texts.span(first, sameDay ? clock(latest) : last);
}

/** The seals in number order, cut into runs of consecutive numbers. */
export function consecutiveRuns<T extends { number: number }>(seals: readonly T[]): T[][] {
  const sorted = [...seals].sort((a, b) => a.number - b.number);
  const runs: T[][] = [];
  for (const seal of sorted) {
    const run = runs.at(-1);
    if (run && seal.number === run.at(-1)!.number + 1) run.push(seal);
    else runs.push([seal]);
  }
  return runs;
}

/** "S-000101 to S-000103, S-000200": seals in number order, consecutive ones as a range. */
export function sealRangesText(numbers: readonly number[]): string {
  return consecutiveRuns(numbers.map((number) => ({ number })))
    .map((run) =>
      run.length === 1
        ? formatSeal(run[0]!.number)
        : `${formatSeal(run[0]!.number)} to ${formatSeal(run.at(-1)!.number)}`,
    )
    .join(", ");
}

const rowOf = (seal: CertificateSeal): SealRow => ({
  seal: formatSeal(seal.number),
  collected: dayAndTime(seal.collectedAt),
  destroyed: dayAndTime(seal.destroyedAt),
});

/** One row for several seals: `label`, and the span of their times. */
const groupRow = (label: string, seals: readonly CertificateSeal[]): SealRow => ({
  seal: label,
  collected: timeSpan(seals.map((s) => s.collectedAt)),
  destroyed: timeSpan(seals.map((s) => s.destroyedAt)),
});

const runRow = (run: readonly CertificateSeal[]): SealRow =>
  run.length === 1
    ? rowOf(run[0]!)
    : groupRow(texts.range(run[0]!.number, run.at(-1)!.number), run);

/**
 * The rows listing `seals` in at most `room` rows (at least one): one by one when they fit, else
 * as ranges, else as many ranges as fit with a last row counting the rest.
 */
export function sealListing(seals: readonly CertificateSeal[], room: number): SealListing {
  const rows = Math.max(1, Math.floor(room));
  const sorted = [...seals].sort((a, b) => a.number - b.number);
  if (sorted.length <= rows) return { style: "each", rows: sorted.map(rowOf), complete: true };
  const runs = consecutiveRuns(sorted);
  if (runs.length <= rows) return { style: "ranges", rows: runs.map(runRow), complete: true };
  const shown = runs.slice(0, rows - 1);
  const rest = runs.slice(rows - 1).flat();
  return {
    style: "ranges",
    rows: [
      ...shown.map(runRow),
      groupRow(texts.more(rest.length, rest[0]!.number, rest.at(-1)!.number), rest),
    ],
    complete: false,
  };
}
