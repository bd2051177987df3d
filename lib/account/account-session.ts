import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { secureSessionCookies } from "@/lib/server/env";
import { hashSecretToken, newSecretToken } from "@/lib/server/secret-token";

// A customer's signed-in device. Its own cookie and table, apart from the staff's
// next-auth session: a customer account has no role, and nothing that reads a staff session
// (the admin, /crew, their actions and routes) reads this cookie, so a customer can never pass
// for staff. The cookie holds a random token; the database only its SHA-256. Signing out deletes
// this device's row; the others stay signed in.

export const ACCOUNT_COOKIE = "ness_account";
export const ACCOUNT_SESSION_DAYS = 30;

export type SignedInAccount = {
  accountId: string;
  sessionId: string;
  /** The account's confirmed addresses (trimmed, lower case), the first joined first. */
  emails: string[];
};

/** Opens a session for `accountId` (a sign-in link was used) and returns the cookie's token. */
export async function openAccountSession(accountId: string, now = new Date()): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db().accountSession.create({ data: { tokenHash, accountId, expiresAt } });
  return token;
}

/** Sets the account cookie (from a route handler or a server action). */
export async function setAccountCookie(token: string): Promise<void> {
  (await cookies()).set(ACCOUNT_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureSessionCookies(),
    path: "/",
    maxAge: ACCOUNT_SESSION_DAYS * 24 * 60 * 60,
  });
}

/** The account a session token belongs to, while it is open; null otherwise. */
export async function accountOfToken(
  token: string | undefined,
  now = new Date(),
): Promise<SignedInAccount | null> {
  if (!token) return null;
  const session = await db().accountSession.findUnique({
    where: { tokenHash: hashSecretToken(token) },
    select: {
      id: true,
      expiresAt: true,
      accountId: true,
      account: { select: { emails: { select: { email: true }, orderBy: { confirmedAt: "asc" } } } },
    },
  });
  if (!session || session.expiresAt <= now) return null;
  return {
    accountId: session.accountId,
    sessionId: session.id,
    emails: session.account.emails.map((row) => row.email),
  };
}

/** The signed-in customer of this request, read where the data is read (never from a layout). */
export const currentAccount = cache(async (): Promise<SignedInAccount | null> =>
  accountOfToken((await cookies()).get(ACCOUNT_COOKIE)?.value),
);

/** Signs this device out: its session row goes, and its cookie. */
export async function endAccountSession(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(ACCOUNT_COOKIE)?.value;
  if (token) await db().accountSession.deleteMany({ where: { tokenHash: hashSecretToken(token) } });
  jar.delete(ACCOUNT_COOKIE);
}
