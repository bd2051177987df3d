"use client";

import { useSyncExternalStore } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { bookingHorizonDays } from "@/lib/shared/booking-horizon";
import { unavailableReason, type Unavailable } from "@/lib/bookings/capacity-rules";
import {
  bookability,
  formatLongDay,
  fromIsoDay,
  lastBookableDay,
  toIsoDay,
  todayInLondon,
} from "@/lib/shared/dates";

/**
 * The booking calendar: weekends, bank holidays, days before London's today, days past the
 * booking horizon, and the days `unavailable` names for the chosen service (fully booked or
 * closed, with the reason) are disabled.
 * Rendered after load only: "today" is the visitor's present, not the moment of the build.
 */
export function BookingDatePicker({
  value,
  onChange,
  unavailable = {},
  booked,
  horizonDays = bookingHorizonDays,
  dayRule,
}: {
  value: string;
  onChange: (day: string) => void;
  unavailable?: Record<string, Unavailable>;
  /** The booking's current day when rescheduling: the calendar opens on it and marks it. */
  booked?: string;
  /** How many days ahead a day can be chosen: /book's horizon, or a contract's visits'. */
  horizonDays?: number;
  /** Which days can be chosen, capacity aside: /book's rules unless given (the office's move). */
  dayRule?: (day: string, now: Date) => boolean;
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
  const open = dayRule ?? ((day: string, now: Date) => bookability(day, now, horizonDays) === "ok");
  return (
    <div className="mt-4 overflow-x-auto">
      <DayPicker
        mode="single"
        weekStartsOn={1}
        selected={value ? fromIsoDay(value) : undefined}
        onSelect={(date) => onChange(date ? toIsoDay(date) : "")}
        defaultMonth={value ? fromIsoDay(value) : booked ? fromIsoDay(booked) : start}
        startMonth={start}
        endMonth={fromIsoDay(lastBookableDay(today, horizonDays))}
        disabled={(date) => {
          const day = toIsoDay(date);
          return !open(day, new Date()) || day in unavailable;
        }}
        modifiers={booked ? { booked: fromIsoDay(booked) } : undefined}
        modifiersClassNames={{ booked: "booking-calendar-booked" }}
        classNames={{ root: "rdp-root booking-calendar" }}
        labels={{
          labelDayButton: (date, modifiers) => {
            const why = unavailable[toIsoDay(date)];
            const current = booked && toIsoDay(date) === booked ? ", your current booking" : "";
            return `${labelDayButton(date, modifiers)}${current}${why ? `, ${unavailableReason(why)}` : ""}`;
          },
        }}
      />
      <UnavailableList unavailable={unavailable} today={today} open={open} />
    </div>
  );
}

/** The days the calendar greys out for a reason of the office's: fully booked or closed. */
function UnavailableList({
  unavailable,
  today,
  open,
}: {
  unavailable: Record<string, Unavailable>;
  today: string;
  open: (day: string, now: Date) => boolean;
}) {
  const days = Object.keys(unavailable)
    .filter((day) => day >= today && open(day, new Date()))
    .sort();
  if (days.length === 0) return null;
  return (
    <div className="mt-3 max-w-sm text-sm">
      <p className="font-semibold text-brand-900">Not available for this service:</p>
      <ul className="mt-1 space-y-0.5 text-muted">
        {days.map((day) => (
          <li key={day}>
            {formatLongDay(day)}: {unavailableReason(unavailable[day]!)}
          </li>
        ))}
      </ul>
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
