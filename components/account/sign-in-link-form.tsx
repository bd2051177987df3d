"use client";

import { accountTexts } from "@/lib/account/account-texts";
import { sendSignInLink } from "@/lib/account/sign-in-actions";
import { EmailLinkForm } from "./email-link-form";

const schema = () =>
  import("@/lib/account/sign-in-schemas").then((module) => module.signInLinkSchema);

/** E-mail address and Send me a sign-in link: always accountTexts.linkSent. */
export function SignInLinkForm() {
  return (
    <div className="mt-6">
      <EmailLinkForm
        name={accountTexts.sendLink}
        label={accountTexts.emailLabel}
        submitLabel={accountTexts.sendLink}
        schema={schema}
        send={sendSignInLink}
        variant="secondary"
      />
    </div>
  );
}
