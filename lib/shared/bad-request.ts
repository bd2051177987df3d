// Requests that cannot mean anything are answered 400 with this small page instead of reaching
// code that would fail on them with a 500: a path whose percent-encoding does not decode
// (`/news/%`, `/bookings/%E0%A4%A`; scripts/lib/server.ts, in front of every route) and an admin
// request whose query carries a NUL byte, which PostgreSQL refuses in text (proxy.ts).

export const BAD_REQUEST_TITLE = "Bad request";
export const BAD_REQUEST_TEXT = "This address is not valid.";

export const badRequestHtml = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${BAD_REQUEST_TITLE}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1>${BAD_REQUEST_TITLE}</h1><p>${BAD_REQUEST_TEXT} <a href="/" style="color:#0f4c81">Go to the home page</a></p>
</body></html>
`;

export const badRequestHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "x-content-type-options": "nosniff",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
} as const;

/** A percent-decoded string, or null when its encoding is malformed. */
export function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Does this request target (path and query) have a path that does not percent-decode? */
export function hasMalformedPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return decodeOrNull(path) === null;
}

/** Does any name or value of a query carry a NUL byte (which PostgreSQL refuses in text)? */
export function hasNulByte(params: URLSearchParams): boolean {
  for (const [name, value] of params) {
    if (name.includes("\0") || value.includes("\0")) return true;
  }
  return false;
}
