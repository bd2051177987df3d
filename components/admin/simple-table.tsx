import type { ReactNode } from "react";

/** A plain admin table with a caption for screen readers and a horizontal scroll on phones. */
export function SimpleTable({
  caption,
  headers,
  rows,
  minWidth = "min-w-[640px]",
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Below this the table scrolls sideways (phones) rather than squeezing its columns. */
  minWidth?: string;
}) {
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
