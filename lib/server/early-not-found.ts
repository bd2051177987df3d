import "server-only";
import { decodeOrNull } from "@/lib/bad-request";
import { parseCertificateNumber } from "@/lib/certificates";
import { pageCountOf, parsePageNumber } from "@/lib/pagination";
import { findCertificate } from "./data/certificates";
import { countPublishedArticlesNow, NEWS_PAGE_SIZE } from "./data/articles";

// 404s decided before Next renders the page (proxy.ts). Next 16 sends a notFound() thrown while a
// dynamic or on-demand page renders as a bare error shell (`<html id="__next_error__">`, an empty
// body, the text only in the client's data), or, under a streamed loading.tsx, as the loading
// placeholder with status 404. A crawler, a screen reader before hydration and curl then read
// nothing. Deciding here lets the server send the whole page with its status in the first byte.

/** The certificate number a /certificates/{segment} request asks for, as the page reads it. */
export function askedCertificateNumber(segment: string): string {
  return (decodeOrNull(segment) ?? segment).trim().slice(0, 32).toUpperCase();
}

/** A failed read decides nothing: the page then renders as it would have without this check. */
async function orNotDecided(what: string, check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    console.error(`[early-404] ${what} failed:`, error instanceof Error ? error.message : error);
    return false;
  }
}

/** Does /certificates/{segment} name no certificate ever issued? */
export function isUnknownCertificate(segment: string): Promise<boolean> {
  const decoded = decodeOrNull(segment);
  const number = decoded === null ? null : parseCertificateNumber(decoded.slice(0, 32));
  if (number === null) return Promise.resolve(true);
  return orNotDecided("certificate", async () => (await findCertificate(number)) === null);
}

/**
 * Is /news/page/{segment} past the last page of the news list? Anything that is not a page number
 * is not a page either; page 1 is not (it redirects to /news).
 */
export function isMissingNewsPage(segment: string): Promise<boolean> {
  const page = parsePageNumber(segment);
  if (page === null) return Promise.resolve(true);
  if (page === 1) return Promise.resolve(false);
  return orNotDecided(
    "news page count",
    async () => page > pageCountOf(await countPublishedArticlesNow(), NEWS_PAGE_SIZE),
  );
}
