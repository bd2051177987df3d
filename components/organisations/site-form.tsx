"use client";

import { useState } from "react";
import { TextAreaField, TextField } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import type { SiteInput } from "@/lib/organisations/organisation-schema";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { addSiteAction } from "@/lib/organisations/people-actions";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { Answer, failedToast, useAnswer } from "./form-answer";

const schema = () =>
  import("@/lib/organisations/organisation-schema").then((module) => module.siteSchema);

// `website`: the shared form resolver checks the honeypot field every form carries (empty here).
const empty: SiteInput & { accessNotes: string; website: string } = {
  website: "",
  name: "",
  address: "",
  postcode: "",
  accessNotes: "",
  contactName: "",
  contactPhone: "",
};

/**
 * 'Add a site'. A postcode outside the covered districts is accepted; the booking form's
 * outside-area message is shown with the answer.
 */
export function SiteForm() {
  const { answer, clear, done } = useAnswer();
  const [notice, setNotice] = useState<string | null>(null);
  const { submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: empty,
    schema,
    invalidTitle: peopleTexts.checkForm,
    send: (values) => {
      clear();
      setNotice(null);
      return addSiteAction(values);
    },
    sent: null,
    onSent: (data) => {
      setNotice(data.notice);
      done(data.message);
    },
    failed: failedToast,
  });
  return (
    <form
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label={organisationTexts.addSite}
      className="space-y-4"
    >
      <TextField label={organisationTexts.siteName} required {...field("name")} />
      <TextAreaField
        label={organisationTexts.siteAddress}
        required
        rows={3}
        autoComplete="street-address"
        {...field("address")}
      />
      <TextField
        label={organisationTexts.postcode}
        required
        autoComplete="postal-code"
        className="uppercase"
        {...field("postcode")}
      />
      <TextAreaField label={organisationTexts.accessNotes} rows={2} {...field("accessNotes")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={organisationTexts.siteContactName} required {...field("contactName")} />
        <TextField
          label={organisationTexts.siteContactPhone}
          type="tel"
          required
          autoComplete="tel"
          {...field("contactPhone")}
        />
      </div>
      <button type="submit" disabled={submitting} className={buttonClass("secondary")}>
        {submitting ? peopleTexts.pending : organisationTexts.addSite}
      </button>
      <Answer text={answer} />
      {notice && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{notice}</p>}
    </form>
  );
}
