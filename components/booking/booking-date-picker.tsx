"use client";

import { useSyncExternalStore } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import {
  bookability,
  formatLongDay,
  fromIsoDay,
  lastBookableDay,
  toIsoDay,
  todayInLondon,
} from "@/lib/dates";

/**
 * The booking calendar: weekends, bank holidays, days before London's today and days past the
 * booking horizon are disabled.
 * Rendered after load only: "today" is the visitor's present, not the moment of the build.
 */
export function BookingDatePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (day: string) => void;
}) {
  const inBrowser = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const today = inBrowser ? todayInLondon() : null;

  if (!today) {
    return (
      <div
        className="mt-4 h-[330px] max-w-sm animate-pulse rounded-xl bg-slate-100"
        aria-hidden="true"
      />
    );
  }
  const start = fromIsoDay(today);
  return (
    <div className="mt-4 overflow-x-auto">
      <DayPicker
        mode="single"
        weekStartsOn={1}
        selected={value ? fromIsoDay(value) : undefined}
        onSelect={(date) => onChange(date ? toIsoDay(date) : "")}
        defaultMonth={value ? fromIsoDay(value) : start}
        startMonth={start}
        endMonth={fromIsoDay(lastBookableDay(today))}
        disabled={(date) => bookability(toIsoDay(date), new Date()) !== "ok"}
        classNames={{ root: "rdp-root booking-calendar" }}
        labels={{ labelDayButton }}
      />
    </div>
  );
}

/**
 * A day's accessible name, e.g. "Today, Monday 23 November 2026, selected". It holds the day's
 * number as a word of its own, as the button shows it (WCAG 2.5.3, Label in Name): the library's
 * default, "Monday, November 23rd, 2026", does not, so "23" spoken to voice control missed it.
 */
function labelDayButton(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const label = formatLongDay(toIsoDay(date));
  return `${modifiers.today ? "Today, " : ""}${label}${modifiers.selected ? ", selected" : ""}`;
}
