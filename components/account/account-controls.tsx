import type { SignedInAccount } from "@/lib/account/account-session";
import { signOutOfAccount } from "@/lib/account/sign-in-actions";
import { signInTexts } from "@/lib/account/sign-in-texts";
import { AddEmailForm } from "./add-email-form";
import { SignOutForm } from "./sign-out-form";

/**
 * The signed-in account's own controls: whose addresses it holds, Sign out (this
 * device only, a plain form that works without JavaScript) and Add another e-mail address.
 */
export function AccountControls({ account }: { account: SignedInAccount }) {
  return (
    <div className="mt-4 grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-2">
      <div className="flex flex-col items-start gap-3">
        <p className="font-semibold break-words text-brand-900">
          {signInTexts.signedInAs(account.emails.join(", "))}
        </p>
        <SignOutForm signOut={signOutOfAccount} />
      </div>
      <AddEmailForm />
    </div>
  );
}
