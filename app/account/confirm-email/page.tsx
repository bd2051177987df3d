import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { LinkLandingForm } from "@/components/account/link-landing-form";
import { SignInLinkForm } from "@/components/account/sign-in-link-form";
import { usableLink } from "@/lib/account/account-links";
import { currentAccount } from "@/lib/account/account-session";
import { accountTexts } from "@/lib/account/account-texts";
import { paths } from "@/lib/shared/paths";
import { accountLinkTokenSchema } from "@/lib/account/sign-in-schemas";
import { confirmEmailWithLink } from "@/lib/account/sign-in-actions";
import { signInTexts } from "@/lib/account/sign-in-texts";

// Where an Add another e-mail address link lands: like the sign-in link, opening it changes
// nothing; its button POSTs the token. The page says which account the address joins ('This adds
// {new address} to the account of {account address}.') and waits for the button, so a customer
// signed in to someone else's account sees it before their address and documents go there. It
// works only in the account that asked (lib/account/account-links.ts, confirmAddedEmail): signed
// out, the page asks the customer to sign in first, and the link keeps working until then.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: signInTexts.confirmTitle,
  robots: { index: false, follow: false },
};

export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const token = accountLinkTokenSchema.safeParse((await searchParams).token);
  const link = token.success ? await usableLink(token.data, "add_email") : null;
  // Only the account that asked may use it; any other (or none) is asked to sign in to that one.
  const account = link ? await currentAccount() : null;
  const asker = link && account?.accountId === link.accountId ? account : null;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {!link || !token.success ? (
          <>
            <h1 className="text-2xl font-bold text-brand-900">{accountTexts.linkNotValid}</h1>
            <p className="mt-4">
              <Link href={paths.account} className="font-semibold text-brand-700 underline">
                {accountTexts.title}
              </Link>
            </p>
          </>
        ) : asker ? (
          <>
            <h1 className="text-2xl font-bold text-brand-900">{signInTexts.confirmTitle}</h1>
            <p className="mt-2 break-words">
              {signInTexts.confirmAdds(link.email, asker.emails.join(", "))}
            </p>
            <LinkLandingForm
              action={confirmEmailWithLink}
              token={token.data}
              label={signInTexts.confirmButton}
              pendingLabel="Adding..."
              submitAtOnce={false}
            />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-brand-900">{signInTexts.confirmTitle}</h1>
            <p className="mt-2 text-muted">{signInTexts.confirmNeedsAccount}</p>
            <SignInLinkForm />
          </>
        )}
      </div>
    </section>
  );
}
