"use client";

import { useId, useState } from "react";
import { SimpleTable } from "@/components/admin/simple-table";
import { formatCharge } from "@/lib/shared/prices";
import { reportTexts } from "@/lib/office/report-texts";
import { ReportChart, type FigureRow, type FigureSeries } from "./report-chart";

/**
 * One figure of the Reports tab: its heading and note, the chart, and "Show as table", a toggle
 * that puts the same numbers in a table in the chart's place.
 */
export function ReportFigure({
  heading,
  note,
  labelHeader,
  rows,
  series,
  summary,
  money = false,
  horizontal = false,
}: {
  heading: string;
  note: string;
  labelHeader: string;
  rows: FigureRow[];
  series: FigureSeries[];
  summary: string;
  money?: boolean;
  horizontal?: boolean;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const format = (value: number) => (money ? formatCharge(value) : String(value));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {heading}
        </h2>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-slate-50 aria-pressed:bg-brand-50"
        >
          {reportTexts.showAsTable}
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">{note}</p>
      <div className="mt-4">
        {asTable ? (
          <SimpleTable
            caption={heading}
            headers={[labelHeader, ...series.map((s) => s.name)]}
            rows={rows.map((row) => ({
              key: row.key,
              cells: [row.label, ...series.map((s) => format(row.values[s.key] ?? 0))],
            }))}
          />
        ) : (
          <ReportChart
            rows={rows}
            series={series}
            money={money}
            summary={summary}
            horizontal={horizontal}
          />
        )}
      </div>
    </section>
  );
}
