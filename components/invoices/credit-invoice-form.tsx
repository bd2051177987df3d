"use client";

import { creditInvoiceAction } from "@/lib/payments/correction-actions";
import { CorrectionForm } from "@/components/admin/correction-form";
import { CorrectionReasonField, REASON_PRINTED_HINT } from "./correction-reason-field";

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
  return (
    <CorrectionForm
      label={`Credit invoice ${number}`}
      number={number}
      request={request}
      action={creditInvoiceAction}
      success={`Invoice ${number} credited`}
      submit="Credit invoice"
    >
      {(errors) => (
        <>
          <CorrectionReasonField hint={REASON_PRINTED_HINT} error={errors.reason?.[0]} />
          {effect && <p className="text-sm text-muted">{effect}</p>}
        </>
      )}
    </CorrectionForm>
  );
}
