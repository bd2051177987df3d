import "server-only";
import { FORWARDED_HOST_HEADER, trustedForwardedHost } from "@/lib/shared/request-headers";
import { env } from "./env";

/**
 * Was this request sent by a page of this site? The same test Next applies to server actions: the
 * browser's Origin header must name the host the request was sent to. A cross-site page can make
 * a signed-in browser send a request (a link, a form), but it cannot choose its Origin.
 */
export function isSameOrigin(request: Request, proxyHops = env().TRUST_PROXY): boolean {
  const origin = request.headers.get("origin");
  // The proxy's own entry, as the server in front of Next leaves it (lib/shared/request-headers.ts).
  const host =
    trustedForwardedHost(request.headers.get(FORWARDED_HOST_HEADER), proxyHops) ??
    request.headers.get("host");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.trim();
  } catch {
    return false;
  }
}
