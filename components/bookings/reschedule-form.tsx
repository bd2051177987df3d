"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult } from "@/lib/shared/action-result";
import { collectionWhen, manageMessages } from "@/lib/bookings/lifecycle-rules";
import type { ServiceType, TimeSlot } from "@/lib/shared/booking-options";
import { unavailableFor } from "@/lib/bookings/capacity-rules";
import { unavailableMessages } from "@/lib/shared/dates";
import { dayTakenToastOf } from "@/lib/shared/form-messages";
import { formatCharge, priceBooking, priceOfDay, type PriceQuote } from "@/lib/shared/prices";
import { officeMoveMessages, officeMoveRefusal } from "@/lib/bookings/office-move";
import { scheduleTexts } from "@/lib/office/schedule-texts";
import type { RescheduleRequest } from "@/lib/bookings/manage-booking-schema";
import { DateAndSlot } from "./date-and-slot";
import { useAvailability } from "./use-availability";

type Values = { selected_date: string; time_slot: TimeSlot };

export type RescheduleJob = {
  serviceType: ServiceType;
  bagQuantity: number;
  day: string;
  timeSlot: TimeSlot;
};

/**
 * Choose a new date: /book's calendar and slots with the day's capacity, the new price before it
 * is confirmed, and the reschedule action's toasts. On the manage page and the admin's booking
 * page (inside Reschedule) and in the Schedule board's Move dialog, so all keep one set of rules.
 * A contract visit keeps the contract's price (`priced` false: no one-off price is shown).
 * The office (`by` "office") may choose any working day from tomorrow, not only those after the
 * customer's notice cut-off, and its toast says the customer has been e-mailed.
 */
export function RescheduleForm({
  booking,
  job,
  reschedule,
  notice,
  priced = true,
  by = "customer",
  headingId,
  onRescheduled,
}: {
  booking: string;
  job: RescheduleJob;
  reschedule: (request: RescheduleRequest) => Promise<ActionResult<unknown>>;
  notice?: string;
  priced?: boolean;
  /** Who is moving it: the customer (manage page) or the office (admin pages). */
  by?: "customer" | "office";
  headingId?: string;
  onRescheduled: () => void;
}) {
  const [availabilityVersion, setAvailabilityVersion] = useState(0);
  const availability = useAvailability(availabilityVersion);
  const { form, submitting, onSubmit, onFocus } = useActionForm<Values, unknown>({
    defaultValues: { selected_date: "", time_slot: job.timeSlot },
    send: (values) => reschedule({ booking, ...values }),
    sent:
      by === "office"
        ? (sent) => scheduleTexts.jobMoved(sent.selected_date)
        : manageMessages.updated,
    onSent: () => {
      setAvailabilityVersion((v) => v + 1);
      onRescheduled();
    },
    failed: (failure) => {
      const dayTaken = dayTakenToastOf(failure?.message);
      if (dayTaken) {
        setAvailabilityVersion((v) => v + 1);
        return dayTaken;
      }
      return failure?.reason === "validation"
        ? { ...manageMessages.failed, description: failure.message }
        : manageMessages.failed;
    },
  });
  const values = {
    selected_date: "",
    time_slot: job.timeSlot,
    ...useWatch({ control: form.control }),
  };
  const office = by === "office";
  const unavailable = unavailableFor(availability, job.serviceType);
  const chosen = {
    service: job.serviceType,
    bags: job.bagQuantity,
    slot: values.time_slot,
    day: values.selected_date,
  };
  const officeRefusal = office && chosen.day ? officeMoveRefusal(chosen.day, new Date()) : null;
  const price: PriceQuote | null = !chosen.day
    ? null
    : office
      ? officeRefusal
        ? null
        : priceOfDay(chosen)
      : priceBooking(chosen);

  return (
    <form
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label="Choose a new date"
      className="mt-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        Choose a new date
      </h2>
      {notice && <p className="mt-2 font-semibold text-red-800">{notice}</p>}
      <p className="mt-1 text-sm text-muted">
        Now {collectionWhen({ day: job.day, timeSlot: job.timeSlot })}. Monday to Friday; weekends,
        bank holidays, full and closed days cannot be chosen.
      </p>
      <DateAndSlot
        form={form}
        unavailable={unavailable}
        booked={job.day}
        dayRule={office ? (day, now) => officeMoveRefusal(day, now) === null : undefined}
      />
      <div aria-live="polite" className="mt-5">
        {officeRefusal && (
          <p className="font-semibold text-red-700">{officeMoveMessages[officeRefusal]}</p>
        )}
        {price && !price.available && (
          <p className="font-semibold text-red-700">{unavailableMessages[price.reason]}</p>
        )}
        {priced && price?.available && (
          <dl aria-label="New price" className="max-w-sm space-y-1 text-sm">
            <PriceRow label="Subtotal (ex VAT)" pence={price.subtotalPence} />
            <PriceRow label="VAT (20%)" pence={price.vatPence} />
            <PriceRow label="New total (inc VAT)" pence={price.totalPence} strong />
          </dl>
        )}
      </div>
      <button
        type="submit"
        disabled={submitting || !price?.available}
        className={buttonClass("primary", "mt-5")}
      >
        {submitting ? "Updating..." : "Confirm new date"}
      </button>
    </form>
  );
}

function PriceRow({
  label,
  pence,
  strong = false,
}: {
  label: string;
  pence: number;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "text-base font-bold text-brand-900" : ""}`}
    >
      <dt>{label}</dt>
      <dd>{formatCharge(pence)}</dd>
    </div>
  );
}
