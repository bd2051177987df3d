"use client";

import { useSyncExternalStore } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { bookability, fromIsoDay, lastBookableDay, toIsoDay, todayInLondon } from "@/lib/dates";

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
      />
    </div>
  );
}
