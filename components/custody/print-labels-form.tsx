"use client";

import { useState } from "react";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";
import { TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { printLabelsAction, type PrintedLabels } from "@/lib/custody/label-actions";
import { MAX_SHEETS } from "@/lib/custody/label-layout";
import { labelTexts } from "@/lib/custody/label-texts";
import { paths } from "@/lib/shared/paths";

/**
 * Print labels: how many A4 sheets; the server issues the seals (the numbers are drawn there)
 * and the print's PDF is then offered for download here, as it is in the list of prints.
 */
export function PrintLabelsForm() {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [printed, setPrinted] = useState<PrintedLabels | null>(null);
  return (
    <div onFocus={prepareToasts}>
      <form
        aria-label={labelTexts.printLabels}
        noValidate
        className="flex flex-wrap items-start gap-3"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const values = formValues(event);
          setPrinted(null);
          run(
            async () => {
              const result = await printLabelsAction(values);
              if (result.ok) setPrinted(result.data);
              return result;
            },
            labelTexts.printed,
            form,
            setErrors,
          );
        }}
      >
        <div className="w-full max-w-xs">
          <TextField
            label={labelTexts.sheetsLabel}
            name="sheets"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SHEETS}
            step={1}
            required
            defaultValue="1"
            hint={labelTexts.sheetsHint}
            error={errors.sheets?.[0]}
          />
        </div>
        <button type="submit" disabled={pending} className={`${buttonClass("primary")} mt-6`}>
          {labelTexts.printLabels}
        </button>
      </form>
      <div role="status" aria-live="polite" className="mt-4">
        {printed && (
          <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-ink">
            {labelTexts.range(printed.firstNumber, printed.lastNumber)} (
            {labelTexts.sheetCount(printed.sheets)}) issued.{" "}
            <a
              href={paths.adminSealLabelsPdf(printed.id)}
              className="font-semibold text-accent-700 underline"
            >
              Download the labels (PDF)
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
