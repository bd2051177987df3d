import "server-only";

/**
 * Was this request sent by a page of this site? The same test Next applies to server actions: the
 * browser's Origin header must name the host the request was sent to. A cross-site page can make
 * a signed-in browser send a request (a link, a form), but it cannot choose its Origin.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.split(",")[0]!.trim();
  } catch {
    return false;
  }
}
