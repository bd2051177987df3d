"use client";

import { useId, useState } from "react";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult, FieldErrors } from "@/lib/shared/action-result";
import type { PlacedRecord } from "@/lib/organisations/office-customer-schema";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import type { Placement } from "@/lib/organisations/placement";

const selectClass =
  "mt-1 block w-full max-w-md rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm focus:ring-2 focus:outline-none";

/** Choose an organisation's site (grouped by organisation) and put the record under it. */
export function AddToOrganisationForm({
  record,
  id,
  organisations,
  add,
}: {
  record: PlacedRecord;
  id: string;
  organisations: Placement["organisations"];
  add: (values: unknown) => Promise<ActionResult<{ organisation: string; site: string }>>;
}) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldId = useId();
  const error = errors.siteId?.[0];
  const sites = new Map(
    organisations.flatMap((organisation) =>
      organisation.sites.map((site) => [site.id, [organisation.name, site.name]] as const),
    ),
  );
  return (
    <form
      aria-label={texts.addToOrganisation}
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = formValues(event);
        const [organisation = "", site = ""] = sites.get(String(values.siteId)) ?? [];
        run(() => add({ ...values, record, id }), texts.added(organisation, site), form, setErrors);
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-ink">
          {texts.chooseSite}
        </label>
        <select
          id={fieldId}
          name="siteId"
          required
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
          onChange={() => setErrors({})}
          className={`${selectClass} ${error ? "border-red-700" : "border-slate-300"}`}
        >
          <option value="" disabled>
            Choose...
          </option>
          {organisations.map((organisation) => (
            <optgroup key={organisation.id} label={organisation.name}>
              {organisation.sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {organisation.name}: {site.name} ({site.postcode})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-muted">
          {texts.chooseSiteHint}
        </p>
        {error && (
          <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={pending} className={buttonClass("secondary")}>
        {texts.addToOrganisation}
      </button>
    </form>
  );
}
