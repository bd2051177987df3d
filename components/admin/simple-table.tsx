import type { ReactNode } from "react";

/**
 * A plain admin table with a caption for screen readers. On phones it either scrolls sideways or,
 * with `cardsOnPhone`, shows each row as a card of "label value" lines, first columns first.
 */
export function SimpleTable({
  caption,
  headers,
  rows,
  minWidth = "min-w-[640px]",
  cardsOnPhone = false,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Below this the table scrolls sideways (phones) rather than squeezing its columns. */
  minWidth?: string;
  /** Below the `sm` breakpoint, one card per row instead of a table that scrolls. */
  cardsOnPhone?: boolean;
}) {
  if (cardsOnPhone) return <CardTable caption={caption} headers={headers} rows={rows} />;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 align-top last:border-0">
              {row.cells.map((cell, i) => (
                <td key={i} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same table; on phones each row is a card and each cell carries its column's name. */
function CardTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-muted max-sm:sr-only">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr
              key={row.key}
              className="border-b border-slate-100 align-top last:border-0 max-sm:block max-sm:px-3 max-sm:py-2"
            >
              {row.cells.map((cell, i) => (
                <td
                  key={i}
                  className="px-3 py-2 max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-0.5"
                >
                  <span aria-hidden="true" className="w-24 shrink-0 text-muted sm:hidden">
                    {headers[i]}
                  </span>
                  <span className="min-w-0 break-words">{cell}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
