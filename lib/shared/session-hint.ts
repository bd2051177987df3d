// A readable cookie that only says "someone signed in from this browser" (no secret: the session
// itself is next-auth's httpOnly cookie). proxy.ts sets it when an admin page is served with a
// session and clears it on /auth without one. Public pages check it before asking the server for
// the session, so an anonymous visitor's page makes no session request at all.

export const SESSION_HINT_COOKIE = "ness-signed-in";

export function hasSessionHint(): boolean {
  return document.cookie.split("; ").some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
}

export function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
