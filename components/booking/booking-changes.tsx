"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/action-result";
import { manageMessages } from "@/lib/booking-lifecycle";
import { slotLabels, type ServiceType, type TimeSlot } from "@/lib/booking-options";
import { unavailableFor } from "@/lib/capacity";
import { formatLongDay, unavailableMessages } from "@/lib/dates";
import { dayTakenMessages } from "@/lib/form-messages";
import { formatCharge, priceBooking } from "@/lib/prices";
import type { RescheduleRequest, CancelRequest } from "@/lib/schemas/manage-booking";
import { DateAndSlot } from "./date-and-slot";
import { useAvailability } from "./use-availability";

type Values = { selected_date: string; time_slot: TimeSlot };

export type BookingChangeActions = {
  reschedule: (request: RescheduleRequest) => Promise<ActionResult<unknown>>;
  cancel: (request: CancelRequest) => Promise<ActionResult<unknown>>;
};

/**
 * Reschedule and Cancel booking, on the customer's manage page and the admin's booking page.
 * `booking` names it to the actions (the manage link's token, or the id for an admin). The new
 * date follows /book's calendar rules and capacity; its price shows before it is confirmed.
 */
export function BookingChanges({
  booking,
  job,
  actions,
  notice,
}: {
  booking: string;
  job: { serviceType: ServiceType; bagQuantity: number; day: string; timeSlot: TimeSlot };
  actions: BookingChangeActions;
  /** Shown above the date picker, which is then open from the start (the office closed the day). */
  notice?: string;
}) {
  const router = useRouter();
  const panelId = useId();
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(Boolean(notice));
  const [confirming, setConfirming] = useState(false);
  const [cancelling, startCancel] = useTransition();
  const [availabilityVersion, setAvailabilityVersion] = useState(0);
  const availability = useAvailability(availabilityVersion);

  const { form, submitting, onSubmit, onFocus } = useActionForm<Values, unknown>({
    defaultValues: { selected_date: "", time_slot: job.timeSlot },
    send: (values) => actions.reschedule({ booking, ...values }),
    sent: manageMessages.updated,
    onSent: () => {
      setOpen(false);
      setAvailabilityVersion((v) => v + 1);
      // The panel closes: keep the customer at the Reschedule button, not wherever the shorter
      // page would leave them; the refresh keeps the scroll position.
      rescheduleButton.current?.focus();
      router.refresh();
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

  const cancel = () => {
    startCancel(async () => {
      const result = await actions.cancel({ booking }).catch(() => null);
      if (result?.ok) {
        toast.success(manageMessages.cancelledToast.title, {
          description: manageMessages.cancelledToast.description,
        });
        setAvailabilityVersion((v) => v + 1);
      } else {
        toast.error(manageMessages.failed.title, {
          description: result && !result.ok ? result.message : manageMessages.failed.description,
        });
      }
      router.refresh();
    });
  };

  return (
    <div className="mt-6">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          ref={rescheduleButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className={buttonClass("secondary")}
        >
          Reschedule
        </button>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={cancelling}
          className={buttonClass("outline", "border-red-700 text-red-800 hover:bg-red-50")}
        >
          {cancelling ? "Cancelling..." : "Cancel booking"}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        question={manageMessages.confirmCancel}
        confirmLabel="Yes, cancel booking"
        cancelLabel="Keep booking"
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
      <div id={panelId} hidden={!open}>
        {open && (
          <form
            onSubmit={onSubmit}
            onFocus={onFocus}
            noValidate
            aria-label="Choose a new date"
            className="mt-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="text-xl font-bold text-brand-900">Choose a new date</h2>
            {notice && <p className="mt-2 font-semibold text-red-800">{notice}</p>}
            <p className="mt-1 text-sm text-muted">
              Now {formatLongDay(job.day)} ({slotLabels[job.timeSlot]}). Monday to Friday; weekends,
              bank holidays, full and closed days cannot be chosen.
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
              {price?.available && (
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
        )}
      </div>
    </div>
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
