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

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are defused. */
export function toCsv<T>(columns: CsvColumn<T>[], records: T[]): string {
  const cell = (value: Cell) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
    return new Response(UTF8_BOM + toCsv(columns, await list(filter)), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
      },
    });
  };
}
