// Where sign-in and sign-out send the browser afterwards (next-auth's `redirect` callback). The
// callbackUrl comes from the request (form field, query or cookie), so anything may arrive:
// only a path on this site or an address with this site's origin is followed; anything else,
// including text that is not a URL at all (`%E0%A4%A`, `http://[::1`), goes to the site's root
// instead of failing the request with a 500.
export function safeCallbackUrl(url: string, baseUrl: string): string {
  if (isSitePath(url)) return `${baseUrl}${url}`;
  try {
    if (new URL(url).origin === new URL(baseUrl).origin) return url;
  } catch {
    // not a URL: fall through to the root
  }
  return baseUrl;
}

/** A path on this site ("/crew"), not another host ("//evil.test", "/\\evil.test"). */
function isSitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}

/**
 * Where the login form goes once signed in: back to the page that sent the visitor to sign in
 * (/auth?callbackUrl=/crew, from lib/crew/guard.ts) when that is a path on this site, else
 * `fallback` (the admin's landing page).
 */
export function afterSignIn(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get("callbackUrl") ?? "";
  return isSitePath(target) ? target : fallback;
}
