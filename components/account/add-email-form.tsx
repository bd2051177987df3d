"use client";

import { accountTexts } from "@/lib/account/account-texts";
import { sendAddEmailLink } from "@/lib/account/sign-in-actions";
import { signInTexts } from "@/lib/account/sign-in-texts";
import { EmailLinkForm } from "./email-link-form";

const schema = () =>
  import("@/lib/account/sign-in-schemas").then((module) => module.addEmailSchema);

/** Add another e-mail address: a confirmation link to it; it joins once confirmed. */
export function AddEmailForm() {
  return (
    <EmailLinkForm
      name={accountTexts.addEmail}
      label={accountTexts.addEmail}
      submitLabel={signInTexts.addEmailButton}
      hint={signInTexts.addEmailHint}
      schema={schema}
      send={sendAddEmailLink}
      variant="outline"
    />
  );
}
