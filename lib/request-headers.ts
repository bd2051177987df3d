// Request headers our own server sets or vets for the app. Clients cannot supply them: the
// server overwrites or removes any incoming value.

/** The TCP peer address, set by scripts/lib/server.ts (see lib/server/client-ip.ts). */
export const CLIENT_IP_HEADER = "x-ness-client-ip";

/**
 * X-Forwarded-Host names the host a proxy in front received the request for. Next's server action
 * check compares the browser's Origin with it before Host (as lib/server/same-origin.ts does), so
 * a request that names its own (Origin: http://evil.example, X-Forwarded-Host: evil.example)
 * passed as same-origin. Like X-Forwarded-For (lib/server/client-ip.ts) it is believed only
 * behind a trusted proxy (TRUST_PROXY), which sets it itself; otherwise the server removes it
 * and both checks compare Origin with Host.
 */
export const FORWARDED_HOST_HEADER = "x-forwarded-host";

/** Removes X-Forwarded-Host unless `proxyHops` trusted proxies stand in front. */
export function dropUntrustedForwardedHost(
  headers: Record<string, string | string[] | undefined>,
  proxyHops: number,
): void {
  if (proxyHops < 1) delete headers[FORWARDED_HOST_HEADER];
}
