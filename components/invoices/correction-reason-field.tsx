import type { ComponentProps } from "react";
import { TextAreaField } from "@/components/forms/field";
import { REASON_MAX } from "@/lib/invoices/correction-schema";

/** Printed on the credit note a correction issues: the hint where the office types it. */
export const REASON_PRINTED_HINT = "Printed on the credit note and in its e-mail to the customer.";

/** The required Reason of the office's invoice corrections (credit, re-issue, refund). */
export function CorrectionReasonField(
  props: Omit<ComponentProps<typeof TextAreaField>, "label" | "name" | "required" | "maxLength">,
) {
  return (
    <TextAreaField
      label="Reason"
      name="reason"
      required
      rows={2}
      maxLength={REASON_MAX}
      {...props}
    />
  );
}
