import type { ComponentProps } from "react";
import { TextField } from "@/components/forms/field";
import { checkPostcode, coverageMessage, type CoverageTable } from "@/lib/shared/postcode-check";

/**
 * The booking's optional postcode: as the visitor types, whether we cover it ('We cover Durham')
 * or it is outside our usual area (the booking is still taken). A wrong postcode shows the quote
 * form's message and the form will not send until it is fixed or emptied.
 */
export function PostcodeField({
  coverage,
  postcode,
  field,
}: {
  coverage: CoverageTable;
  postcode: string;
  /** The field's registration and message (field-binder.ts). */
  field: Omit<ComponentProps<typeof TextField>, "label">;
}) {
  const result = postcode.trim() ? checkPostcode(postcode, coverage) : null;
  const complete = result && (result.status !== "invalid" || postcode.trim().length >= 5);
  return (
    <div>
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        className="uppercase"
        {...field}
        error={
          field.error ??
          (complete && result.status === "invalid" ? coverageMessage(result) : undefined)
        }
      />
      <p aria-live="polite" className="mt-1 text-sm font-medium text-brand-900">
        {complete && result.status !== "invalid" ? coverageMessage(result) : ""}
      </p>
    </div>
  );
}
