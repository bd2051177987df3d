// TRUST_PROXY: how many proxies in front of the app add to X-Forwarded-For and set
// X-Forwarded-Host (false/0 none, true one, or N). Read by the server's settings
// (lib/server/env.ts, which rejects a malformed value at start) and by the HTTP server in front
// of Next (scripts/lib/server.ts), which cannot load the server-only settings module.

export const TRUST_PROXY_FORMAT = /^(true|false|\d{1,2})?$/;

/** The number of trusted proxies; 0 (trust none) for anything malformed. */
export function proxyHopsOf(value: string | undefined): number {
  const text = value?.trim() ?? "";
  if (!TRUST_PROXY_FORMAT.test(text)) return 0;
  return text === "true" ? 1 : !text || text === "false" ? 0 : Number(text);
}
