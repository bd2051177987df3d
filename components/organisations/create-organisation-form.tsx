"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { TextAreaField, TextField } from "@/components/forms/field";
import { focusFirstField } from "@/components/forms/focus-first-field";
import { formValues } from "@/components/admin/use-admin-action";
import { prepareToasts, toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult, FieldErrors } from "@/lib/shared/action-result";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { paths } from "@/lib/shared/paths";

/**
 * Create organisation, for a customer who calls: its details and the first Administrator's
 * address. On success the organisation's page opens; a refusal shows at its fields.
 */
export function CreateOrganisationForm({
  create,
}: {
  create: (values: unknown) => Promise<ActionResult<{ id: string; name: string }>>;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (name: string) => () => setErrors((all) => ({ ...all, [name]: undefined }));
  const field = (name: string) => ({ name, error: errors[name]?.[0], onChange: clear(name) });

  return (
    <form
      aria-label={texts.createOrganisation}
      noValidate
      onFocus={prepareToasts}
      className="max-w-3xl space-y-5 rounded-xl border border-slate-200 bg-white p-6"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = formValues(event);
        start(async () => {
          const result = await create(values).catch(() => null);
          if (result?.ok) {
            toast.success("Success", {
              description: texts.created(
                result.data.name,
                String(values.administratorEmail).trim(),
              ),
            });
            router.push(paths.adminCustomer(result.data.id));
            return;
          }
          const refused = (result && !result.ok && result.fieldErrors) || {};
          setErrors(refused);
          focusFirstField(form, refused);
          toast.error("Error", {
            description: result && !result.ok ? result.message : "Something went wrong",
          });
        });
      }}
    >
      <TextField
        label={organisationTexts.name}
        required
        maxLength={200}
        autoComplete="off"
        {...field("name")}
      />
      <TextAreaField
        label={organisationTexts.billingAddress}
        required
        rows={3}
        maxLength={500}
        {...field("billingAddress")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={organisationTexts.postcode}
          required
          className="uppercase"
          autoComplete="off"
          {...field("postcode")}
        />
        <TextField
          label={organisationTexts.vatNumber}
          maxLength={20}
          autoComplete="off"
          {...field("vatNumber")}
        />
      </div>
      <fieldset aria-describedby={errors.purchaseOrderRequired ? "po-rule-error" : undefined}>
        <legend className="text-sm font-semibold text-ink">
          {organisationTexts.purchaseOrderRequired}
        </legend>
        <div className="mt-2 flex gap-6">
          {(["yes", "no"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-base">
              <input
                type="radio"
                name="purchaseOrderRequired"
                value={value}
                defaultChecked={value === "no"}
                onChange={clear("purchaseOrderRequired")}
              />
              {value === "yes" ? organisationTexts.yes : organisationTexts.no}
            </label>
          ))}
        </div>
        {errors.purchaseOrderRequired && (
          <p id="po-rule-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.purchaseOrderRequired[0]}
          </p>
        )}
      </fieldset>
      <TextField
        label={texts.administratorEmail}
        hint={texts.administratorEmailHint}
        type="email"
        required
        autoComplete="off"
        {...field("administratorEmail")}
      />
      <button type="submit" disabled={pending} className={buttonClass("primary")}>
        {pending ? "Creating..." : texts.createOrganisation}
      </button>
    </form>
  );
}
