"use client";

import { useId, useState } from "react";
import { BookingDatePicker } from "@/components/bookings/booking-date-picker";
import type { Unavailable } from "@/lib/bookings/capacity-rules";
import { VISIT_HORIZON_DAYS } from "@/lib/contracts/contract-rules";
import { formatLongDay } from "@/lib/shared/dates";

/**
 * The calendar of a move or an extra collection: /book's calendar (working days from the next
 * bookable one, full and closed days of the contract's service greyed out) up to the visits'
 * horizon rather than the booking horizon.
 */
export function VisitDatePicker({
  value,
  onChange,
  unavailable,
  current,
  error,
  errorId,
}: {
  value: string;
  onChange: (day: string) => void;
  unavailable: Record<string, Unavailable>;
  current?: string;
  error?: string | null;
  errorId: string;
}) {
  return (
    <>
      <div role="group" aria-label="Collection date" aria-describedby={error ? errorId : undefined}>
        <BookingDatePicker
          value={value}
          onChange={onChange}
          unavailable={unavailable}
          booked={current}
          horizonDays={VISIT_HORIZON_DAYS}
        />
      </div>
      {value && (
        <p className="mt-2 text-sm font-semibold text-brand-900" aria-live="polite">
          Selected: {formatLongDay(value)}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The day chosen in a VisitDatePicker and the message under it: that none is chosen yet (`ready`
 * says so when the form is sent without one), or the server's refusal of the day (`refuse`).
 */
export function useChosenDay() {
  const errorId = useId();
  const [day, setDay] = useState("");
  const [error, setError] = useState<string | null>(null);
  return {
    day,
    /** The picker's value, its change and its message. */
    picker: {
      value: day,
      onChange: (chosen: string) => {
        setDay(chosen);
        setError(null);
      },
      error,
      errorId,
    },
    clear: () => setDay(""),
    refuse: (message: string) => setError(message),
    /** Whether a day is chosen; when none is, the message under the calendar says so. */
    ready: () => {
      if (!day) setError("Please select a date");
      return day !== "";
    },
  };
}
