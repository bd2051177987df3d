"use client";

import { useState } from "react";
import { TextAreaField, TextField } from "@/components/forms/field";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult, FieldErrors } from "@/lib/shared/action-result";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";

/** The office's Add a site on an organisation's page: the customer's own fields. */
export function OfficeSiteForm({
  organisationId,
  add,
}: {
  organisationId: string;
  add: (values: unknown) => Promise<ActionResult<{ name: string }>>;
}) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: string) => ({
    name,
    error: errors[name]?.[0],
    onChange: () => setErrors((all) => ({ ...all, [name]: undefined })),
  });
  return (
    <form
      aria-label={organisationTexts.addSite}
      noValidate
      className="max-w-3xl space-y-4 rounded-xl border border-slate-200 bg-white p-6"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const typed = formValues(event);
        const values = { ...typed, organisationId };
        run(() => add(values), texts.siteAdded(String(typed.name ?? "").trim()), form, setErrors);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={organisationTexts.siteName}
          required
          maxLength={100}
          autoComplete="off"
          {...field("name")}
        />
        <TextField
          label={organisationTexts.postcode}
          required
          className="uppercase"
          autoComplete="off"
          hint="Inside the areas we cover."
          {...field("postcode")}
        />
      </div>
      <TextAreaField
        label={organisationTexts.siteAddress}
        required
        rows={2}
        maxLength={500}
        {...field("address")}
      />
      <TextAreaField
        label={organisationTexts.accessNotes}
        rows={2}
        maxLength={1000}
        {...field("accessNotes")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={organisationTexts.siteContactName}
          required
          maxLength={100}
          autoComplete="off"
          {...field("contactName")}
        />
        <TextField
          label={organisationTexts.siteContactPhone}
          type="tel"
          required
          maxLength={20}
          autoComplete="off"
          {...field("contactPhone")}
        />
      </div>
      <button type="submit" disabled={pending} className={buttonClass("primary")}>
        {organisationTexts.addSite}
      </button>
    </form>
  );
}
