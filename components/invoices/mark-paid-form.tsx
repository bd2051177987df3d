"use client";

import { useState } from "react";
import { SelectField, TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { OFFICE_PAYMENT_METHODS, paymentMethodLabels } from "@/lib/invoices/invoice-rules";
import { markInvoicePaidAction } from "@/lib/payments/mark-paid-actions";
import { ledgerMessages } from "@/lib/invoices/ledger-schema";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";

const methodOptions = OFFICE_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: paymentMethodLabels[method],
}));

/**
 * Mark as paid on an unpaid or overdue invoice's row: a disclosure holding the method and the
 * date the money arrived (from the invoice's date to today). The server checks both again.
 */
export function MarkPaidForm({
  number,
  issuedDay,
  today,
}: {
  number: string;
  issuedDay: string;
  today: string;
}) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <details className="group" onFocus={prepareToasts}>
      <summary className="cursor-pointer font-semibold text-accent-700 underline">
        Mark as paid<span className="sr-only"> {number}</span>
      </summary>
      <form
        aria-label={`Payment of ${number}`}
        noValidate
        className="mt-2 grid max-w-xs gap-3"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const values = { ...formValues(event), invoice: number };
          run(() => markInvoicePaidAction(values), ledgerMessages.paid(number), form, setErrors);
        }}
      >
        <SelectField
          label="Method"
          name="method"
          required
          defaultValue="bank_transfer"
          options={methodOptions}
          error={errors.method?.[0]}
        />
        <TextField
          label="Date received"
          name="received_on"
          type="date"
          required
          min={issuedDay}
          max={today}
          defaultValue={today}
          error={errors.received_on?.[0]}
        />
        <button type="submit" disabled={pending} className={buttonClass("primary")}>
          Record payment
        </button>
      </form>
    </details>
  );
}
