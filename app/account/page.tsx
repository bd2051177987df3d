import type { Metadata } from "next";
import { AccountControls } from "@/components/account/account-controls";
import { AccountDocuments } from "@/components/account/account-documents";
import { SignInLinkForm } from "@/components/account/sign-in-link-form";
import { OrganisationPanel } from "@/components/organisations/organisation-panel";
import { currentAccount } from "@/lib/account/account-session";
import { accountTexts } from "@/lib/account/account-texts";
import { signInTexts } from "@/lib/account/sign-in-texts";

// A customer's account. Signed out: the form that e-mails a sign-in link. Signed in:
// the account's controls and everything under its addresses. It reads the account's cookie, so
// it renders per request; the public pages stay static. Not in the sitemap, never indexed.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: accountTexts.title,
  robots: { index: false, follow: false },
};

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const account = await currentAccount();
  if (!account) {
    return (
      <section className="mx-auto flex w-full max-w-md flex-col px-4 py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-bold text-brand-900">{accountTexts.title}</h1>
          <p className="mt-2 text-muted">{signInTexts.signedOutIntro}</p>
          <SignInLinkForm />
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{accountTexts.title}</h1>
      <AccountControls account={account} />
      <OrganisationPanel account={account} />
      <AccountDocuments account={account} searchParams={await searchParams} />
    </section>
  );
}
