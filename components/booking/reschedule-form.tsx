"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult } from "@/lib/action-result";
import { manageMessages } from "@/lib/booking-lifecycle";
import { slotLabels, type ServiceType, type TimeSlot } from "@/lib/booking-options";
import { unavailableFor } from "@/lib/capacity";
import { formatLongDay, unavailableMessages } from "@/lib/dates";
import { dayTakenMessages } from "@/lib/form-messages";
import { formatCharge, priceBooking } from "@/lib/prices";
import type { RescheduleRequest } from "@/lib/schemas/manage-booking";
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
 */
export function RescheduleForm({
  booking,
  job,
  reschedule,
  notice,
  priced = true,
  headingId,
  onRescheduled,
}: {
  booking: string;
  job: RescheduleJob;
  reschedule: (request: RescheduleRequest) => Promise<ActionResult<unknown>>;
  notice?: string;
  priced?: boolean;
  headingId?: string;
  onRescheduled: () => void;
}) {
  const [availabilityVersion, setAvailabilityVersion] = useState(0);
  const availability = useAvailability(availabilityVersion);
  const { form, submitting, onSubmit, onFocus } = useActionForm<Values, unknown>({
    defaultValues: { selected_date: "", time_slot: job.timeSlot },
    send: (values) => reschedule({ booking, ...values }),
    sent: manageMessages.updated,
    onSent: () => {
      setAvailabilityVersion((v) => v + 1);
      onRescheduled();
    },
    failed: (failure) => {
      const dayTaken = Object.values(dayTakenMessages).find(
        (message) => message.description === failure?.message,
      );
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
  const price = values.selected_date
    ? priceBooking({
        service: job.serviceType,
        bags: job.bagQuantity,
        slot: values.time_slot,
        day: values.selected_date,
      })
    : null;

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
        Now {formatLongDay(job.day)} ({slotLabels[job.timeSlot]}). Monday to Friday; weekends, bank
        holidays, full and closed days cannot be chosen.
      </p>
      <DateAndSlot
        form={form}
        unavailable={unavailableFor(availability, job.serviceType)}
        booked={job.day}
      />
      <div aria-live="polite" className="mt-5">
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
