"use client";

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
