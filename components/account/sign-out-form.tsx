"use client";

import { useActionState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { accountTexts } from "@/lib/account/account-texts";
import { paths } from "@/lib/shared/paths";

/**
 * Sign out of the account (this device only): a plain form that works without JavaScript. Its
 * action is the server's; the account's address is the form's own `action` (React writes an empty
 * one for a server action otherwise, which HTML does not allow), where a post without JavaScript
 * runs it.
 */
export function SignOutForm({ signOut }: { signOut: () => Promise<void> }) {
  const [, formAction] = useActionState(signOut, undefined, paths.account);
  return (
    <form action={formAction}>
      <button type="submit" className={buttonClass("outline")}>
        {accountTexts.signOut}
      </button>
    </form>
  );
}
