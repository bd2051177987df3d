import "server-only";
import { cookies } from "next/headers";
import { secureSessionCookies } from "@/lib/server/env";
import { hashSecretToken, newSecretToken } from "@/lib/server/secret-token";
import { ACCOUNT_LINK_MINUTES } from "./sign-in-rules";
import { accountLinkTokenSchema } from "./sign-in-schemas";

// The browser that asked for a sign-in link. Send me a sign-in link leaves a random value in this
// browser's cookie, and the link stores its SHA-256: that browser signs in as soon as the link is
// opened, and any other browser is asked first ('Sign in as {address}?'). Otherwise anyone could
// ask for a link to their own address, send it to a customer, and the customer would be signed in
// to that stranger's account without noticing (login CSRF), then add their own address to it.

export const ACCOUNT_BROWSER_COOKIE = "ness_account_browser";

/**
 * Marks this browser as the one asking (from the action), keeping the value it already has so an
 * earlier link still opens here at once; returns the value's hash for the link.
 */
export async function markAskingBrowser(): Promise<string> {
  const jar = await cookies();
  const kept = accountLinkTokenSchema.safeParse(jar.get(ACCOUNT_BROWSER_COOKIE)?.value);
  const token = kept.success ? kept.data : newSecretToken().token;
  jar.set(ACCOUNT_BROWSER_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureSessionCookies(),
    path: "/account",
    // Lives as long as the last link asked for from here.
    maxAge: ACCOUNT_LINK_MINUTES * 60,
  });
  return hashSecretToken(token);
}

/** The hash of this browser's value, or null when it asked for no link (lately). */
export async function askingBrowser(): Promise<string | null> {
  const value = accountLinkTokenSchema.safeParse(
    (await cookies()).get(ACCOUNT_BROWSER_COOKIE)?.value,
  );
  return value.success ? hashSecretToken(value.data) : null;
}

/** Did this browser (its cookie's hash) ask for the link (its stored hash)? */
export function isAskingBrowser(linkBrowser: string | null, browser: string | null): boolean {
  return linkBrowser !== null && browser !== null && linkBrowser === browser;
}
