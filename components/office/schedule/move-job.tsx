"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { RescheduleForm, type RescheduleJob } from "@/components/bookings/reschedule-form";
import { buttonClass } from "@/components/ui/button-styles";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import type { ActionResult } from "@/lib/shared/action-result";
import type { RescheduleRequest } from "@/lib/bookings/manage-booking-schema";
import { scheduleTexts } from "@/lib/office/schedule-texts";

/**
 * A job's Move button on the Schedule board: a modal dialog holding the admin booking page's own
 * date choice and action (rescheduleBookingAction, passed in), so the move keeps the reschedule's rules,
 * toasts and customer e-mails. Escape or Close shut it; focus returns to the button. After a move
 * the board is read again and shows the job on its new day.
 */
export function MoveJob({
  id,
  reference,
  job,
  priced,
  reschedule,
}: {
  id: string;
  reference: string;
  job: RescheduleJob;
  /** False for a contract visit, which keeps the contract's price. */
  priced: boolean;
  /** The admin's reschedule action (rescheduleBookingAction), handed down by the page. */
  reschedule: (request: RescheduleRequest) => Promise<ActionResult<unknown>>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { dialog, titleId } = useModalDialog(open);
  return (
    <>
      <button
        type="button"
        aria-label={scheduleTexts.moveLabel(reference)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClass("outline", "px-3 py-1.5 text-xs")}
      >
        {scheduleTexts.move}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-5 shadow-xl backdrop:bg-black/40"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {scheduleTexts.moveHeading(reference)}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className={buttonClass("ghost", "px-3 py-1.5")}
          >
            {scheduleTexts.close}
          </button>
        </div>
        {open && (
          <RescheduleForm
            booking={id}
            job={job}
            reschedule={reschedule}
            priced={priced}
            by="office"
            onRescheduled={() => {
              dialog.current?.close();
              router.refresh();
            }}
          />
        )}
      </dialog>
    </>
  );
}
