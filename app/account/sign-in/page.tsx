import type { Metadata } from "next";
import { LinkLandingForm } from "@/components/account/link-landing-form";
import { SignInLinkForm } from "@/components/account/sign-in-link-form";
import { askingBrowser, isAskingBrowser } from "@/lib/account/account-browser";
import { usableLink } from "@/lib/account/account-links";
import { accountTexts } from "@/lib/account/account-texts";
import { accountLinkTokenSchema } from "@/lib/account/sign-in-schemas";
import { signInWithLink } from "@/lib/account/sign-in-actions";
import { signInTexts } from "@/lib/account/sign-in-texts";

// Where an e-mailed sign-in link lands. Opening it changes nothing (mail scanners open links too):
// the page's button POSTs the token. In the browser that asked for the link the button is pressed
// at once (with JavaScript); any other browser is asked 'Sign in as {address}?' and signs in only
// when its customer presses the button, so nobody is signed in to someone else's account without
// seeing whose (account-browser.ts). A used, expired or unknown link says so, with the form to ask
// for a new one.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: signInTexts.signInTitle,
  robots: { index: false, follow: false },
};

export default async function AccountSignInPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const token = accountLinkTokenSchema.safeParse((await searchParams).token);
  const link = token.success ? await usableLink(token.data, "sign_in") : null;
  const sameBrowser = link !== null && isAskingBrowser(link.browserHash, await askingBrowser());
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {link && token.success && !sameBrowser ? (
          <>
            <h1 className="text-2xl font-bold break-words text-brand-900">
              {signInTexts.signInAs(link.email)}
            </h1>
            <p className="mt-2 text-muted">{signInTexts.signInAsHint}</p>
            <LinkLandingForm
              action={signInWithLink}
              token={token.data}
              fields={{ confirmed: "yes" }}
              label={signInTexts.signInButton}
              pendingLabel={signInTexts.signingIn}
              submitAtOnce={false}
            />
          </>
        ) : link && token.success ? (
          <>
            <h1 className="text-2xl font-bold text-brand-900">{signInTexts.signInTitle}</h1>
            <LinkLandingForm
              action={signInWithLink}
              token={token.data}
              label={signInTexts.signInButton}
              pendingLabel={signInTexts.signingIn}
              submitAtOnce
            />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-brand-900">{accountTexts.linkNotValid}</h1>
            <SignInLinkForm />
          </>
        )}
      </div>
    </section>
  );
}
