"use client";

import { useState, type ReactNode } from "react";
import { scheduleTexts } from "@/lib/office/schedule-texts";

export type BoardColumn = { day: string; short: string; heading: string; content: ReactNode };

/**
 * The board's five days: side by side from a laptop's width; on a phone one at a time, chosen
 * with the day buttons above (today's in the current week, otherwise Monday), so nothing scrolls
 * sideways. Each day is a section named by its heading.
 */
export function WeekBoard({ columns, opening }: { columns: BoardColumn[]; opening: number }) {
  const [shown, setShown] = useState(opening);
  return (
    <>
      <div
        role="group"
        aria-label={scheduleTexts.daySwitcher}
        className="mt-6 grid grid-cols-5 gap-1 lg:hidden"
      >
        {columns.map((column, index) => (
          <button
            key={column.day}
            type="button"
            aria-pressed={index === shown}
            aria-controls={`board-${column.day}`}
            onClick={() => setShown(index)}
            className={`rounded-lg px-1 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 ${index === shown ? "bg-brand-800 text-white" : "border border-slate-300 text-brand-900 hover:bg-brand-50"}`}
          >
            {column.short}
          </button>
        ))}
      </div>
      <div className="mt-4 grid gap-4 lg:mt-6 lg:grid-cols-5">
        {columns.map((column, index) => (
          <section
            key={column.day}
            id={`board-${column.day}`}
            aria-labelledby={`board-${column.day}-heading`}
            className={`min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-3 ${index === shown ? "" : "hidden lg:block"}`}
          >
            <h2 id={`board-${column.day}-heading`} className="font-bold text-brand-900">
              {column.heading}
            </h2>
            {column.content}
          </section>
        ))}
      </div>
    </>
  );
}
