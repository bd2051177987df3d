import type { Metadata } from "next";
import { AccountDocuments } from "@/components/account/account-documents";
import { currentAccount } from "@/lib/account/account-session";
import { accountTexts } from "@/lib/account/account-texts";
import { PRIVATE_LINK_REFERRER_POLICY } from "@/lib/private-link";

// A customer's account (issue 39). Minimal here, to show the account's lists; the sign-in
// form and Add another e-mail address are the "signin" branch's page, which replaces this one.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: accountTexts.title,
  robots: { index: false, follow: false },
  referrer: PRIVATE_LINK_REFERRER_POLICY,
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AccountPage({ searchParams }: Props) {
  const account = await currentAccount();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        {accountTexts.title}
      </h1>
      {account ? (
        <>
          <p className="mt-3 text-muted">{account.emails.join(", ")}</p>
          <AccountDocuments account={account} searchParams={await searchParams} />
        </>
      ) : (
        <p className="mt-4">Sign in with the link we e-mail you to see your documents.</p>
      )}
    </div>
  );
}
