"use server";

import "server-only";
import { redirect } from "next/navigation";
import { currentAccount } from "@/lib/account/account-session";
import { paths } from "@/lib/shared/paths";
import { memberCan, membershipOf } from "./organisation-access";
import { checkoutForOrganisation } from "./pay-all";

// 'Pay all open invoices' on /account: the account and its membership are read from this
// request's own cookie (nothing from the form), a role without invoices gets nothing, and the
// browser is sent to Stripe's page for the server's total, or back to /account (?pay=none), which
// says there was nothing to pay or card payment is not available.

export async function goPayAllOpenInvoices(): Promise<never> {
  const account = await currentAccount();
  if (!account) redirect(paths.account);
  const member = await membershipOf(account);
  let url: string | null = null;
  if (member && memberCan(member, "invoices")) {
    try {
      const start = await checkoutForOrganisation(member, account.emails[0]!);
      if (start.status === "ready") url = start.url;
    } catch (error) {
      console.error("Could not start Pay all open invoices:", error);
    }
  }
  redirect(url ?? `${paths.account}?pay=none`);
}
