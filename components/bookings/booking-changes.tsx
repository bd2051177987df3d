"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/shared/action-result";
import { manageMessages } from "@/lib/bookings/lifecycle-rules";
import type { RescheduleRequest, CancelRequest } from "@/lib/bookings/manage-booking-schema";
import { RescheduleForm, type RescheduleJob } from "./reschedule-form";

export type BookingChangeActions = {
  reschedule: (request: RescheduleRequest) => Promise<ActionResult<unknown>>;
  cancel: (request: CancelRequest) => Promise<ActionResult<unknown>>;
};

/**
 * Reschedule and Cancel booking, on the customer's manage page and the admin's booking page.
 * `booking` names it to the actions (the manage link's token, or the id for an admin). The new
 * date follows /book's calendar rules and capacity (RescheduleForm); its price shows before it
 * is confirmed, except for a contract visit (`priced` false), which keeps the contract's price.
 */
export function BookingChanges({
  booking,
  job,
  actions,
  notice,
  priced = true,
  by = "customer",
}: {
  booking: string;
  job: RescheduleJob;
  actions: BookingChangeActions;
  /** Shown above the date picker, which is then open from the start (the office closed the day). */
  notice?: string;
  priced?: boolean;
  /** The customer (manage page) or the office (admin booking page): whose date rule applies. */
  by?: "customer" | "office";
}) {
  const router = useRouter();
  const panelId = useId();
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(Boolean(notice));
  const [confirming, setConfirming] = useState(false);
  const [cancelling, startCancel] = useTransition();
  // Set when a reschedule closes the panel: once it has closed, the page is shorter, so the
  // customer is brought back to the Reschedule button rather than left wherever the page ends.
  const backToButton = useRef(false);
  useEffect(() => {
    if (open || !backToButton.current) return;
    backToButton.current = false;
    rescheduleButton.current?.focus();
    rescheduleButton.current?.scrollIntoView({ block: "nearest" });
  }, [open]);

  const cancel = () => {
    startCancel(async () => {
      const result = await actions.cancel({ booking }).catch(() => null);
      if (result?.ok) {
        toast.success(manageMessages.cancelledToast.title, {
          description: manageMessages.cancelledToast.description,
        });
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
          <RescheduleForm
            booking={booking}
            job={job}
            reschedule={actions.reschedule}
            notice={notice}
            priced={priced}
            by={by}
            onRescheduled={() => {
              setOpen(false);
              backToButton.current = true;
              // The refresh keeps the scroll position.
              router.refresh();
            }}
          />
        )}
      </div>
    </div>
  );
}
