"use server";

import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";
import type { ActionResult } from "@/lib/shared/action-result";
import { noticeHref } from "@/lib/shared/notices";
import { paths } from "@/lib/shared/paths";
import { NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { clientIp } from "@/lib/server/client-ip";
import {
  currentAccount,
  endAccountSession,
  openAccountSession,
  setAccountCookie,
} from "./account-session";
import { askingBrowser, markAskingBrowser } from "./account-browser";
import { askForSignInLink, askToAddEmail, type LinkAnswer } from "./account-link-requests";
import { confirmAddedEmail, redeemSignInLink } from "./account-links";
import { accountLinkTokenSchema } from "./sign-in-schemas";

// The account's actions. Asking for a link answers at once and does the work after
// the response (account-link-requests.ts). Using a link is a POST from its landing page, never
// the GET a mail scanner makes: the page's form sends the token here.

const requestOf = async () => ({ ip: clientIp(await headers()), now: new Date() });

/** Send me a sign-in link: the link opens at once in this browser only (account-browser.ts). */
export async function sendSignInLink(input: unknown): Promise<ActionResult<LinkAnswer>> {
  const browser = await markAskingBrowser();
  return askForSignInLink(input, { ...(await requestOf()), browser }, after);
}

/**
 * The sign-in link's page, its button: signs this device in and opens the account. In a browser
 * other than the one that asked, only the button of 'Sign in as {address}?' (confirmed=yes) does.
 */
export async function signInWithLink(formData: FormData): Promise<void> {
  const token = accountLinkTokenSchema.safeParse(formData.get("token"));
  const use = { browser: await askingBrowser(), confirmed: formData.get("confirmed") === "yes" };
  const accountId = token.success ? await redeemSignInLink(token.data, use) : null;
  if (!accountId) {
    // The page says the link is used or expired, with the form to ask again, or asks the question.
    redirect(token.success ? linkPage(paths.accountSignIn, token.data) : paths.accountSignIn);
  }
  await setAccountCookie(await openAccountSession(accountId));
  redirect(paths.account);
}

/** Sign out: this device only; the account's other devices stay signed in. */
export async function signOutOfAccount(): Promise<void> {
  await endAccountSession();
  redirect(paths.account);
}

/** Add another e-mail address: a confirmation link to it, for the signed-in account. */
export async function sendAddEmailLink(input: unknown): Promise<ActionResult<LinkAnswer>> {
  const account = await currentAccount();
  if (!account) return { ok: false, reason: "server", message: NOT_SIGNED_IN };
  return askToAddEmail(account.accountId, input, await requestOf(), after);
}

/** The confirmation link's page, its button: joins the address to the signed-in account. */
export async function confirmEmailWithLink(formData: FormData): Promise<void> {
  const token = accountLinkTokenSchema.safeParse(formData.get("token"));
  if (!token.success) redirect(paths.accountConfirmEmail);
  const account = await currentAccount();
  const outcome = await confirmAddedEmail(token.data, account?.accountId ?? null);
  if (outcome.status === "joined") redirect(noticeHref(paths.account, "email-added"));
  redirect(linkPage(paths.accountConfirmEmail, token.data));
}

function linkPage(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ token })}`;
}
