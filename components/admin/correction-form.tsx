"use client";

import { useState, type ReactNode } from "react";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult, FieldErrors } from "@/lib/shared/action-result";
import { formValues, useAdminAction } from "./use-admin-action";

/**
 * One of the office's corrections of invoice `number` that is a form of fields (Credit invoice,
 * Refund): its fields are sent with the invoice's number and the form's own key (`request`, so
 * the same submission sent twice is done once); a refusal shows at its fields.
 */
export function CorrectionForm({
  label,
  number,
  request,
  action,
  success,
  submit,
  children,
}: {
  label: string;
  number: string;
  request: string;
  action: (values: Record<string, unknown>) => Promise<ActionResult<unknown>>;
  success: string;
  submit: string;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      aria-label={label}
      noValidate
      className="grid max-w-xl gap-3"
      onFocus={prepareToasts}
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = { ...formValues(event), invoice: number, request };
        run(() => action(values), success, form, setErrors);
      }}
    >
      {children(errors)}
      <div>
        <button type="submit" disabled={pending} className={buttonClass("secondary")}>
          {submit}
        </button>
      </div>
    </form>
  );
}
