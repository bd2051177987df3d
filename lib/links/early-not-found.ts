import "server-only";
import { decodeOrNull } from "@/lib/shared/bad-request";
import { parseCertificateNumber } from "@/lib/certificates/certificate-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { pageCountOf, parsePageNumber } from "@/lib/shared/pagination";
import { liveContractIdFromToken } from "@/lib/contracts/contract-link";
import { findCertificate } from "@/lib/certificates/certificates";
import { isTransferNoteYear } from "@/lib/contracts/transfer-note-rules";
import {
  bookingExists,
  contractStartDay,
  contractVisitCertificateExists,
  currentCertificateExists,
  invoiceExists,
} from "./link-targets";
import {
  countPublishedArticlesNow,
  isPublishedArticleNow,
  NEWS_PAGE_SIZE,
} from "@/lib/articles/articles";
import {
  bookingIdFromToken,
  contractIdFromToken,
  invoiceIdFromToken,
  isLinkTokenShaped,
} from "@/lib/server/signed-links";

// 404s decided before Next renders the page (proxy.ts), for every dynamic public route whose
// page would otherwise call notFound() while it renders. Next 16 sends a notFound() thrown while a
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

/** Is /news/{segment} no published article (read now, not from the page's cache)? */
export function isUnknownArticle(segment: string): Promise<boolean> {
  const slug = decodeOrNull(segment);
  // Slugs are short and plain (lib/articles/article-schema.ts); PostgreSQL refuses NUL in text.
  if (slug === null || slug.length > 200 || slug.includes("\0")) return Promise.resolve(true);
  return orNotDecided("article", async () => !(await isPublishedArticleNow(slug)));
}

/** The sections whose pages open through a signed link: /{section}/{token}. */
export const LINK_SECTIONS = ["bookings", "invoices", "contracts"] as const;
export type LinkSection = (typeof LINK_SECTIONS)[number];

export function isLinkSection(section: string | undefined): section is LinkSection {
  return (LINK_SECTIONS as readonly string[]).includes(section ?? "");
}

/**
 * Does /{section}/{token} open nothing: a token of the wrong shape, one that does not verify or
 * has expired, or one naming a booking or invoice that is gone or a contract that has ended? The
 * same checks as the page's own, which then renders only valid links.
 */
export function isInvalidLink(section: LinkSection, token: string): Promise<boolean> {
  if (!isLinkTokenShaped(token)) return Promise.resolve(true);
  const today = todayInLondon();
  return orNotDecided(`${section} link`, async () => {
    switch (section) {
      case "bookings": {
        const id = bookingIdFromToken(token, today);
        return !(id && (await bookingExists(id)));
      }
      case "invoices": {
        const id = invoiceIdFromToken(token, today);
        return !(id && (await invoiceExists(id)));
      }
      case "contracts":
        return (await liveContractIdFromToken(token, today)) === null;
    }
  });
}

/**
 * Does /{section}/{token}/{...file} name a file below a signed link that the route would not send:
 * the link not valid (as above), or no such document behind it (no current certificate yet, a visit
 * of another contract, a year the contract does not run in)? The same checks as the file's route
 * handler, read only (a waste transfer note is made when first sent, not here). A path that is no
 * file route is not decided here (false): Next answers it.
 */
export function isMissingSignedDocument(
  section: LinkSection,
  token: string,
  file: readonly string[],
): Promise<boolean> {
  const today = todayInLondon();
  const [name, second, third] = file;
  const parts = file.length;
  if (section === "bookings" && parts === 1 && name === "certificate") {
    return orNotDecided("certificate link", async () => {
      const id = isLinkTokenShaped(token) ? bookingIdFromToken(token, today) : null;
      return !(id && (await currentCertificateExists(id)));
    });
  }
  if (section === "invoices" && parts === 1 && name === "pdf") return isInvalidLink(section, token);
  if (section !== "contracts") return Promise.resolve(false);
  if (parts === 1 && name === "calendar.ics") return isInvalidLink(section, token);
  if (parts === 2 && name === "waste-transfer-note") {
    return orNotDecided("transfer note link", async () => {
      if (!/^\d{4}$/.test(second!) || (await isInvalidLink(section, token))) return true;
      const startDay = await contractStartDay(contractIdFromToken(token, today)!);
      return !(startDay && isTransferNoteYear(Number(second), startDay, today));
    });
  }
  if (parts === 3 && name === "visits" && third === "certificate") {
    return orNotDecided("visit certificate link", async () => {
      if (await isInvalidLink(section, token)) return true;
      return !(await contractVisitCertificateExists(contractIdFromToken(token, today)!, second!));
    });
  }
  return Promise.resolve(false);
}
