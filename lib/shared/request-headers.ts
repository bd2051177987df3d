// Request headers our own server sets or vets for the app. Clients cannot supply them: the
// server overwrites or removes any incoming value.

/** The TCP peer address, set by scripts/lib/server.ts (see lib/server/client-ip.ts). */
export const CLIENT_IP_HEADER = "x-ness-client-ip";

/**
 * X-Forwarded-Host names the host a proxy in front received the request for. Next's server action
 * check compares the browser's Origin with it before Host (as lib/server/same-origin.ts does), so
 * a request that names its own (Origin: http://evil.example, X-Forwarded-Host: evil.example)
 * passed as same-origin. It is read as X-Forwarded-For is (lib/server/client-ip.ts): believed
 * only behind trusted proxies (TRUST_PROXY), and then only the entry the outermost of them wrote,
 * `proxyHops` from the right. A proxy that appends to the header leaves whatever the client sent
 * on the left, and Next reads the first entry, so the server in front of Next keeps that one
 * entry alone, or removes the header when there is none; both checks then compare Origin with it
 * or with Host.
 */
export const FORWARDED_HOST_HEADER = "x-forwarded-host";

/** The host the outermost trusted proxy wrote into X-Forwarded-Host, or null. */
export function trustedForwardedHost(
  value: string | string[] | null | undefined,
  proxyHops: number,
): string | null {
  if (proxyHops < 1 || value === null || value === undefined) return null;
  const chain = (Array.isArray(value) ? value.join(",") : value)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - proxyHops] ?? null;
}

/** Leaves X-Forwarded-Host holding only the trusted proxy's entry, or removes it. */
export function keepTrustedForwardedHost(
  headers: Record<string, string | string[] | undefined>,
  proxyHops: number,
): void {
  const host = trustedForwardedHost(headers[FORWARDED_HOST_HEADER], proxyHops);
  if (host) headers[FORWARDED_HOST_HEADER] = host;
  else delete headers[FORWARDED_HOST_HEADER];
}
