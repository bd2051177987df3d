"use client";

import { useState } from "react";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { creditInvoiceAction } from "@/lib/invoices/correction-actions";
import { CorrectionReasonField, REASON_PRINTED_HINT } from "./correction-reason-field";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";

/**
 * Credit invoice: a credit note for the whole invoice, with its reason. `effect` says what it
 * does to money already received (a card payment refunded, a transfer to give back by hand).
 */
export function CreditInvoiceForm({
  number,
  request,
  effect,
}: {
  number: string;
  /** The form's own key: the same submission sent twice issues one credit note. */
  request: string;
  effect: string | null;
}) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      aria-label={`Credit invoice ${number}`}
      noValidate
      className="grid max-w-xl gap-3"
      onFocus={prepareToasts}
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = { ...formValues(event), invoice: number, request };
        run(() => creditInvoiceAction(values), `Invoice ${number} credited`, form, setErrors);
      }}
    >
      <CorrectionReasonField hint={REASON_PRINTED_HINT} error={errors.reason?.[0]} />
      {effect && <p className="text-sm text-muted">{effect}</p>}
      <div>
        <button type="submit" disabled={pending} className={buttonClass("secondary")}>
          Credit invoice
        </button>
      </div>
    </form>
  );
}
