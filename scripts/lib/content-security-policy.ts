// The Content-Security-Policy of every page (docs/security.md). Scripts may come from this
// origin, from the few third-party hosts the ads tag loads after consent, and inline only when
// their exact text is listed by hash. Next writes inline scripts into every page (the RSC payload,
// the runtime bootstrap) and they change whenever a page is regenerated, so no fixed list or
// build-time list can name them, and a nonce would force every page to render per request. The
// server in front of Next (server.ts) therefore hashes the inline scripts of each HTML response
// as it is sent: prerendered pages stay prerendered, and nothing inline runs unless the server
// sent it.
import { createHash } from "node:crypto";

/** Hosts of the Google Ads tag (components/consent/ads-tag.tsx), loaded only after consent. */
const adsScriptHosts = [
  "https://www.googletagmanager.com",
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
];

/** Directives for every response, whatever its type (next.config.ts sets them). */
export const baseDirectives = ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"];

// Data blocks are never executed, so CSP does not apply to them and they need no hash.
const DATA_BLOCK = /\btype\s*=\s*["']?(application\/(ld\+)?json|importmap)/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** 'sha256-...' sources for each distinct executable inline script in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy for an HTML document whose inline scripts hash to `hashes`. */
export function documentPolicy(hashes: string[]): string {
  return [`script-src 'self' ${[...hashes, ...adsScriptHosts].join(" ")}`, ...baseDirectives].join(
    "; ",
  );
}
