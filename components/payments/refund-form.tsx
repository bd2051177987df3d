"use client";

import { useState } from "react";
import { TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { formatCharge } from "@/lib/shared/prices";
import { refundInvoiceAction } from "@/lib/invoices/correction-actions";
import { CorrectionReasonField } from "@/components/invoices/correction-reason-field";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";

/**
 * Refund: part or all of a card payment given back through Stripe, up to what is left, with a
 * credit note for the amount. The server checks the amount against the balance again.
 */
export function RefundForm({
  number,
  request,
  paidPence,
  refundedPence,
  balancePence,
}: {
  number: string;
  request: string;
  paidPence: number;
  refundedPence: number;
  balancePence: number;
}) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      aria-label={`Refund invoice ${number}`}
      noValidate
      className="grid max-w-xl gap-3"
      onFocus={prepareToasts}
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = { ...formValues(event), invoice: number, request };
        run(() => refundInvoiceAction(values), `Refund of ${number} requested`, form, setErrors);
      }}
    >
      <TextField
        label="Amount to refund (£)"
        name="amount"
        inputMode="decimal"
        required
        hint={
          `Up to ${formatCharge(balancePence)}: paid ${formatCharge(paidPence)} by card` +
          (refundedPence > 0 ? `, ${formatCharge(refundedPence)} already refunded.` : ".")
        }
        error={errors.amount?.[0]}
      />
      <CorrectionReasonField error={errors.reason?.[0]} />
      <div>
        <button type="submit" disabled={pending} className={buttonClass("secondary")}>
          Refund
        </button>
      </div>
    </form>
  );
}
