import { expect } from "vitest";
import { openAccountSession } from "@/lib/account/account-session";
import { redeemSignInLink, requestSignInLink } from "@/lib/account/account-links";
import { nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { db } from "@/lib/server/db";

// The account links' integration tests (account-sign-in.test.ts, account-addresses.test.ts)
// share these: what was e-mailed and the link in it, a known address, where a server action
// redirected, a link page's form, and a device signed in through a real link.

export const sentTo = (email: string) =>
  db().outboxEmail.findMany({ where: { toAddress: email }, orderBy: { createdAt: "asc" } });

/** The token of the last account link e-mailed to `email` (from the e-mail's own text). */
export async function linkTokenFor(email: string, path: string): Promise<string> {
  const mail = (await sentTo(email)).at(-1);
  expect(mail, `no e-mail to ${email}`).toBeDefined();
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

export const day = nextWorkingDay(todayInLondon());
export const known = "known-1@example.test";

/** Where a server action redirected to (Next's redirect() throws, its digest names the path). */
export async function redirectOf(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = (error as { digest?: string } | null)?.digest ?? "";
  expect(digest, String(error)).toMatch(/^NEXT_REDIRECT;/);
  return digest.split(";")[2]!;
}

export const tokenForm = (token: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.set("token", token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** A use of a link by someone who answered 'Sign in as {address}?' (any browser). */
export const answered = { browser: null, confirmed: true } as const;

/** Signs a device in to the account of `email` through a real link; returns its cookie's token. */
export async function signedInAs(email: string): Promise<{ accountId: string; token: string }> {
  await requestSignInLink(email, { ip: "192.0.2.99", now: new Date() });
  const accountId = await redeemSignInLink(
    await linkTokenFor(email, paths.accountSignIn),
    answered,
  );
  expect(accountId).not.toBeNull();
  return { accountId: accountId!, token: await openAccountSession(accountId!) };
}
