import "server-only";
// The admin's CSV exports: a column is its header and how a record fills it, so a header can
// never drift from its values.

type Cell = string | number | null | undefined;
export type CsvColumn<T> = [header: string, value: (record: T) => Cell];

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
  const cell = (value: Cell) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const header = columns.map(([name]) => cell(name)).join(",");
  const lines = records.map((record) => columns.map(([, value]) => cell(value(record))).join(","));
  return [header, ...lines].join("\r\n") + "\r\n";
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
  return new Response(UTF8_BOM + csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
