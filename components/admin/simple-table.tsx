import type { ReactNode } from "react";

/**
 * A plain admin table with a caption for screen readers. On phones (below the `sm` breakpoint)
 * each row is a card of "label value" lines, first columns first, so no admin list scrolls
 * sideways at 390 px. A cell's value sits in a div: it may hold a form or a disclosure.
 */
export function SimpleTable({
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
                  <div className="min-w-0 break-words">{cell}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
