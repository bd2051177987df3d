"use client";

import { TextField } from "@/components/forms/field";
import { formatCharge } from "@/lib/shared/prices";
import { refundInvoiceAction } from "@/lib/payments/correction-actions";
import { CorrectionForm } from "@/components/admin/correction-form";
import { CorrectionReasonField } from "@/components/invoices/correction-reason-field";

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
  return (
    <CorrectionForm
      label={`Refund invoice ${number}`}
      number={number}
      request={request}
      action={refundInvoiceAction}
      success={`Refund of ${number} requested`}
      submit="Refund"
    >
      {(errors) => (
        <>
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
        </>
      )}
    </CorrectionForm>
  );
}
