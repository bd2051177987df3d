"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCharge } from "@/lib/shared/prices";

export type FigureRow = { key: string; label: string; values: Record<string, number> };
export type FigureSeries = { key: string; name: string; color: string };

/**
 * One figure's bars (Recharts). The svg is one image to assistive technology, named by its
 * summary; the numbers themselves are in the figure's table view.
 */
export function ReportChart({
  rows,
  series,
  money,
  summary,
  horizontal = false,
}: {
  rows: FigureRow[];
  series: FigureSeries[];
  money: boolean;
  summary: string;
  horizontal?: boolean;
}) {
  const format = (value: unknown) => (money ? formatCharge(Number(value)) : String(value));
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  return (
    <div className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout={horizontal ? "vertical" : "horizontal"}
          accessibilityLayer={false}
          role="img"
          aria-label={summary}
          margin={{ top: 8, right: 16, bottom: 8, left: horizontal ? 24 : 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} tick={{ fill: "#475569", fontSize: 12 }} />
              <YAxis
                type="category"
                dataKey="label"
                width={110}
                tick={{ fill: "#475569", fontSize: 12 }}
              />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={{ fill: "#475569", fontSize: 12 }} />
              <YAxis
                allowDecimals={false}
                width={money ? 80 : 40}
                tickFormatter={(value: number) =>
                  money ? `£${Math.round(value / 100)}` : String(value)
                }
                tick={{ fill: "#475569", fontSize: 12 }}
              />
            </>
          )}
          <Tooltip formatter={format} />
          {series.length > 1 && <Legend />}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
