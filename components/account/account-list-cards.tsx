import type { ReactNode } from "react";

/** A list's column: `hidden` ones hold a row's actions, their header read by screen readers only. */
export type Column = { header: string; hidden?: boolean };
export type Row = { key: string; cells: ReactNode[] };

// Every link and button in a card is at least 44 px tall (WCAG's target size), whatever the cell
// made it: the cells are the table's, written once for both.
const targets = "[&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_button]:min-h-11";

/**
 * An account list on a phone (below md): one card per row, its first cell as the card's heading,
 * the other named columns as a description list, and the actions (the hidden-header columns)
 * side by side under it, wrapping rather than running off the screen.
 */
export function AccountListCards({
  headingId,
  columns,
  rows,
}: {
  headingId: string;
  columns: Column[];
  rows: Row[];
}) {
  return (
    <ul aria-labelledby={headingId} className="mt-4 grid gap-3 md:hidden">
      {rows.map((row) => {
        const [title, ...rest] = row.cells;
        const details = rest.flatMap((cell, i) => {
          const column = columns[i + 1];
          return column && !column.hidden ? [{ header: column.header, cell }] : [];
        });
        const actions = rest.filter((cell, i) => columns[i + 1]?.hidden && cell != null);
        return (
          <li
            key={row.key}
            className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm ${targets}`}
          >
            <h3 className="font-semibold break-words text-brand-900">{title}</h3>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {details.map(({ header, cell }) => (
                <div key={header} className="contents">
                  <dt className="text-muted">{header}</dt>
                  <dd className="break-words">{cell}</dd>
                </div>
              ))}
            </dl>
            {actions.length > 0 && (
              <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
                {actions.map((cell, i) => (
                  <div key={i}>{cell}</div>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
