import "server-only";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { LONDON_TZ } from "@/lib/shared/dates";
// The admin's CSV exports: a column is its header and how a record fills it, so a header can
// never drift from its values.

type Cell = string | number | null | undefined;
export type CsvColumn<T> = [header: string, value: (record: T) => Cell];

/** "2026-07-01 09:30" on London's clock (BST or GMT): a spreadsheet reads it as a date and time. */
export const londonTime = (date: Date) =>
  format(new TZDate(date.getTime(), LONDON_TZ), "yyyy-MM-dd HH:mm");

/**
 * Excel reads a CSV file as the PC's legacy code page unless it starts with a UTF-8 byte order
 * mark: without it "£" and accented names come out garbled.
 */
export const UTF8_BOM = "\uFEFF";

/** A plain decimal number ("-1", "-85.80"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * RFC 4180 CSV; cells that a spreadsheet would run as a formula are defused. A negative amount
 * (a credit note's quantity) is left as it is: it is a number, and a ledger must read it as one.
 */
export function toCsv<T>(columns: CsvColumn<T>[], records: T[]): string {
  return [csvHeader(columns), ...records.map((record) => csvLine(columns, record))].join("");
}

function csvCell(value: Cell): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvHeader = <T>(columns: CsvColumn<T>[]) =>
  columns.map(([name]) => csvCell(name)).join(",") + "\r\n";
const csvLine = <T>(columns: CsvColumn<T>[], record: T) =>
  columns.map(([, value]) => csvCell(value(record))).join(",") + "\r\n";

/**
 * A CSV download written as its records are read, a chunk at a time (the Custody report's
 * 100,000 seals): the header at once, then each chunk's lines, never the whole file in memory.
 */
export function csvStreamResponse<T>(
  filename: string,
  columns: CsvColumn<T>[],
  chunks: AsyncIterable<T[]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvHeader(columns)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((r) => csvLine(columns, r)).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers: csvHeaders(filename) });
}

/** A download of the records the query string's filter selects (wrapped in adminRoute). */
export function csvExport<T>(
  filename: string,
  columns: CsvColumn<T>[],
  list: (filter: Record<string, string>) => Promise<T[]>,
) {
  return async (request: Request): Promise<Response> => {
    const filter = Object.fromEntries(new URL(request.url).searchParams);
    return csvResponse(filename, toCsv(columns, await list(filter)));
  };
}

/** A CSV download, BOM first, never cached. */
export function csvResponse(filename: string, csv: string): Response {
  return new Response(UTF8_BOM + csv, { headers: csvHeaders(filename) });
}

const csvHeaders = (filename: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${filename}"`,
  "cache-control": "no-store",
});
