// Finished public pages, kept for one second in front of Next. Under a burst (a campaign, a
// crawler, the news page after a mention) each page is rendered into its response once a second
// instead of once a request: the response as sent (headers, CSP, gzip) is reused byte for byte.
// Only what Next itself marks cacheable for everyone is kept (public, s-maxage, no cookie set),
// never a signed-in visitor's request, and everything is dropped the moment any cache tag is
// invalidated here or on another instance (shared-cache-tags.ts), so an edit shows at once.
// Only requests for the canonical host (SITE_URL's, exactly as the Host header names it) are
// kept or answered: Next's response depends on the host (any other host gets `X-Robots-Tag:
// noindex, nofollow`, next.config.ts), so a page fetched under a foreign Host header must never
// reach a visitor or crawler of the real one.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { resolveSiteUrl } from "../../lib/shared/site-url.ts";

export const PAGE_CACHE_MS = 1_000;
const LIMIT = 500;

type Page = { status: number; headers: OutgoingHttpHeaders; body: Buffer; until: number };
const pages = new Map<string, Page>();

export function clearPageCache(): void {
  pages.clear();
}

/** The host (with its port, if any) of the site's origin: the only one whose pages are cached. */
export function canonicalHost(siteUrl = resolveSiteUrl(process.env)): string {
  if (siteUrl !== lastSiteUrl) [lastSiteUrl, lastHost] = [siteUrl, new URL(siteUrl).host];
  return lastHost;
}
let lastSiteUrl = "";
let lastHost = "";

/** The key of a page request that may be answered from the cache, or null. */
export function pageCacheKey(
  req: IncomingMessage,
  gzip: boolean,
  host = canonicalHost(),
): string | null {
  if (req.method !== "GET") return null;
  if (req.headers.host !== host) return null;
  if (/session-token=/.test(String(req.headers.cookie ?? ""))) return null;
  return `${gzip ? "gzip" : "identity"} ${host} ${req.url}`;
}

/** Answers from the cache when it holds the page; false when Next must answer. */
export function answerFromPageCache(key: string | null, res: ServerResponse): boolean {
  const page = key ? pages.get(key) : undefined;
  if (!page) return false;
  if (page.until < Date.now()) {
    pages.delete(key!);
    return false;
  }
  res.writeHead(page.status, page.headers);
  res.end(page.body);
  return true;
}

/** Keeps a response that is the same for everyone (called with the final headers and body). */
export function rememberPage(key: string | null, res: ServerResponse, body: Buffer): void {
  if (!key || res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/\bs-maxage=/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return;
  if (pages.size >= LIMIT) pages.delete(pages.keys().next().value!);
  pages.set(key, {
    status: 200,
    headers: res.getHeaders(),
    body,
    until: Date.now() + PAGE_CACHE_MS,
  });
}
