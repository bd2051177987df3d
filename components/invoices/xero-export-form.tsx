"use client";

import { useState } from "react";
import { TextField } from "@/components/forms/field";
import { focusFirstField } from "@/components/forms/focus-first-field";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { paths } from "@/lib/shared/paths";
import { exportRangeSchema } from "@/lib/invoices/ledger-schema";
import * as z from "zod";

/**
 * Export for Xero: a plain GET form (the CSV downloads without leaving the page). The range is
 * checked here with the route's own schema, so a bad one shows at its field instead of fetching.
 */
export function XeroExportForm({ from, to }: { from: string; to: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      action={paths.adminInvoiceExport}
      method="get"
      aria-label="Export for Xero"
      noValidate
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = Object.fromEntries(new FormData(form));
        const parsed = exportRangeSchema.safeParse(values);
        if (parsed.success) {
          setErrors({});
          return;
        }
        event.preventDefault();
        const refused = z.flattenError(parsed.error).fieldErrors;
        setErrors(refused);
        focusFirstField(form, refused);
      }}
    >
      <TextField
        label="Issued from"
        name="from"
        type="date"
        required
        defaultValue={from}
        error={errors.from?.[0]}
      />
      <TextField
        label="Issued to"
        name="to"
        type="date"
        required
        defaultValue={to}
        error={errors.to?.[0]}
      />
      <button type="submit" className={buttonClass("secondary")}>
        Export for Xero
      </button>
    </form>
  );
}
