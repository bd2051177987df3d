// Where sign-in and sign-out send the browser afterwards (next-auth's `redirect` callback). The
// callbackUrl comes from the request (form field, query or cookie), so anything may arrive:
// only a path on this site or an address with this site's origin is followed; anything else,
// including text that is not a URL at all (`%E0%A4%A`, `http://[::1`), goes to the site's root
// instead of failing the request with a 500.
export function safeCallbackUrl(url: string, baseUrl: string): string {
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) {
    return `${baseUrl}${url}`;
  }
  try {
    if (new URL(url).origin === new URL(baseUrl).origin) return url;
  } catch {
    // not a URL: fall through to the root
  }
  return baseUrl;
}
