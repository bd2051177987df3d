"use client";

import { TextAreaField, TextField } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import type { OrganisationInput } from "@/lib/organisations/organisation-schema";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import {
  saveOrganisationSettingsAction,
  setUpOrganisationAction,
} from "@/lib/organisations/people-actions";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { Answer, failedToast, useAnswer } from "./form-answer";
import { YesNoField } from "./yes-no-field";

const schema = () =>
  import("@/lib/organisations/organisation-schema").then((module) => module.organisationSchema);

const empty: OrganisationInput & { vatNumber: string } = {
  name: "",
  billingAddress: "",
  postcode: "",
  vatNumber: "",
  purchaseOrderRequired: "no",
};

/**
 * 'Set up your organisation' (no values yet) or its Settings (the organisation's values): name,
 * billing address, postcode, VAT number and the purchase order rule.
 */
export function OrganisationForm({
  values,
}: {
  /** The organisation's current values for Settings; none for the set-up form. */
  values?: typeof empty;
}) {
  const settings = values !== undefined;
  const { answer, clear, done } = useAnswer();
  // `website`: the shared form resolver checks the honeypot field every form carries (empty here).
  const defaults = { ...(values ?? empty), website: "" };
  const { form, errors, submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: defaults,
    schema,
    invalidTitle: peopleTexts.checkForm,
    send: (input) => {
      clear();
      return settings ? saveOrganisationSettingsAction(input) : setUpOrganisationAction(input);
    },
    // Setting up replaces this form with the organisation's panel as the page is read again, so
    // its answer is a toast, which stays; the settings form stays and answers in place.
    sent: settings
      ? null
      : (sent) => ({
          title: organisationTexts.setUpDone(sent.name),
          description: organisationTexts.setUpNext,
        }),
    onSent: (data) => {
      if (settings) done(data.message);
    },
    failed: failedToast,
  });
  const label = settings ? peopleTexts.settings : organisationTexts.setUp;
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label={label} className="space-y-4">
      <TextField
        label={organisationTexts.name}
        required
        autoComplete="organization"
        {...field("name")}
      />
      <TextAreaField
        label={organisationTexts.billingAddress}
        required
        rows={3}
        autoComplete="street-address"
        {...field("billingAddress")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={organisationTexts.postcode}
          required
          autoComplete="postal-code"
          className="uppercase"
          {...field("postcode")}
        />
        <TextField label={organisationTexts.vatNumber} {...field("vatNumber")} />
      </div>
      <YesNoField
        legend={organisationTexts.purchaseOrderRequired}
        register={form.register("purchaseOrderRequired")}
        error={errors.purchaseOrderRequired?.message}
      />
      <button type="submit" disabled={submitting} className={buttonClass("secondary")}>
        {submitting
          ? peopleTexts.pending
          : settings
            ? peopleTexts.saveSettings
            : organisationTexts.setUpSubmit}
      </button>
      <Answer text={answer} />
    </form>
  );
}
