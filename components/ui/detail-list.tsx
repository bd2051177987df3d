import type { ReactNode } from "react";

/** Everything a visitor sent, as label/value rows; empty values show as a dash. */
export function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-3 gap-3 p-3 text-sm">
          <dt className="text-muted">{label}</dt>
          <dd className="col-span-2 whitespace-pre-wrap">{value || "-"}</dd>
        </div>
      ))}
    </dl>
  );
}
