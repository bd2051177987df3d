"use client";

import { useId } from "react";
import { Controller, useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { slotLabels, TIME_SLOTS, type TimeSlot } from "@/lib/shared/booking-options";
import type { Unavailable } from "@/lib/bookings/capacity-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { slotSurchargeLabel } from "@/lib/shared/prices";
import { BookingDatePicker } from "./booking-date-picker";
import { ChoiceCards } from "./choice-cards";

type DateAndSlotValues = { selected_date: string; time_slot: TimeSlot };

/**
 * The booking calendar and, once a day is chosen, the time slot: /book and a reschedule share
 * it, so both keep the same rules. `unavailable` is the service's full and closed days.
 */
export function DateAndSlot<Values extends DateAndSlotValues>({
  form,
  unavailable,
  booked,
  dayRule,
}: {
  form: UseFormReturn<Values, unknown, Values>;
  unavailable: Record<string, Unavailable>;
  /** A reschedule's current day: the calendar opens on its month and marks it. */
  booked?: string;
  /** Which days can be chosen, capacity aside, when not /book's (the office's move). */
  dayRule?: (day: string, now: Date) => boolean;
}) {
  const date = "selected_date" as Path<Values>;
  const day = useWatch({ control: form.control, name: date }) as string;
  const error = form.formState.errors.selected_date?.message;
  const errorId = useId();
  const hasError = typeof error === "string" && error !== "";
  return (
    <>
      <div
        role="group"
        aria-label="Collection date"
        data-field="selected_date"
        tabIndex={-1}
        aria-describedby={hasError ? errorId : undefined}
        className="rounded-xl focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
      >
        <Controller
          control={form.control}
          name={date}
          render={({ field }) => (
            <BookingDatePicker
              unavailable={unavailable}
              booked={booked}
              dayRule={dayRule}
              value={field.value as string}
              onChange={(chosen) => {
                field.onChange(chosen);
                form.clearErrors(date);
              }}
            />
          )}
        />
      </div>
      {day && (
        <p className="mt-2 text-sm font-semibold text-brand-900" aria-live="polite">
          Selected: {formatLongDay(day)}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {day && (
        <ChoiceCards
          label="Time slot"
          className="sm:grid-cols-3"
          compact
          registration={form.register("time_slot" as Path<Values>)}
          choices={TIME_SLOTS.map((slot) => ({
            value: slot,
            title: slotLabels[slot],
            detail: slotSurchargeLabel(slot),
          }))}
        />
      )}
    </>
  );
}
