import "server-only";
import { addDays } from "date-fns";
import { fromIsoDay, toIsoDay } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import {
  CONTRACT_LINK_LAST_DAY,
  manageLinkLastDay,
  signManageToken,
  verifyManageToken,
} from "@/lib/shared/signed-link";
import { env, siteUrl } from "@/lib/server/env";

// The manage link's token (/bookings/{token}): the booking's id and the link's last valid day,
// encrypted (AES-256-CTR) and then signed (HMAC-SHA-256) with keys derived from the server's
// secret. Without the secret it reveals nothing (not the booking, not its date) and cannot be
// made or altered; a tampered, expired or unknown token reads as no booking at all. The invoice
// link (/invoices/{token}) is the same kind of token under keys of its own purpose, so one kind can
// never be read as the other.

export {
  isLinkTokenShaped,
  MANAGE_LINK_DAYS_AFTER_COLLECTION,
  manageLinkLastDay,
  signManageToken,
  verifyManageToken,
  type LinkPurpose,
} from "@/lib/shared/signed-link";

/** The secret the links are signed with: the server's (NEXTAUTH_SECRET), under its own keys. */
function linkSecret(): string {
  const secret = env().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: manage links cannot be signed");
  return secret;
}

export function manageToken(bookingId: string, collectionDay: string): string {
  return signManageToken(linkSecret(), bookingId, manageLinkLastDay(collectionDay));
}

export function bookingIdFromToken(token: string, today: string): string | null {
  return verifyManageToken(linkSecret(), token, today);
}

/**
 * The manage link a signed-in customer's account shows: the e-mailed link's token while
 * that works; once it has run out (30 days after the collection), one that works until the end of
 * tomorrow, so the owner still opens an old booking's page and certificate. Only ever signed for a
 * booking the account was shown to hold; its own cut-offs still govern any change.
 */
export function accountManageToken(
  bookingId: string,
  collectionDay: string,
  today: string,
): string {
  const tomorrow = toIsoDay(addDays(fromIsoDay(today), 1));
  const lastDay = manageLinkLastDay(collectionDay);
  return signManageToken(linkSecret(), bookingId, lastDay >= today ? lastDay : tomorrow);
}

/** The manage link e-mailed to the customer: {SITE_URL}/bookings/{token}. */
export function manageUrl(bookingId: string, collectionDay: string): string {
  return `${siteUrl()}${paths.manageBooking(manageToken(bookingId, collectionDay))}`;
}

/**
 * An invoice's link works for as long as the company keeps its records of it (six years, as
 * HMRC asks of VAT records), so a customer can reopen an old invoice or receipt.
 */
export const INVOICE_LINK_YEARS = 6;

export function invoiceLinkLastDay(issuedDay: string): string {
  return toIsoDay(addDays(fromIsoDay(issuedDay), INVOICE_LINK_YEARS * 366));
}

export function invoiceToken(invoiceId: string, issuedDay: string): string {
  return signManageToken(
    linkSecret(),
    invoiceId,
    invoiceLinkLastDay(issuedDay),
    undefined,
    "invoice",
  );
}

export function invoiceIdFromToken(token: string, today: string): string | null {
  return verifyManageToken(linkSecret(), token, today, "invoice");
}

/** The invoice's page, e-mailed with it: {SITE_URL}/invoices/{token}. */
export function invoiceUrl(invoiceId: string, issuedDay: string): string {
  return `${siteUrl()}${paths.invoice(invoiceToken(invoiceId, issuedDay))}`;
}

export function contractToken(contractId: string): string {
  return signManageToken(linkSecret(), contractId, CONTRACT_LINK_LAST_DAY, undefined, "contract");
}

export function contractIdFromToken(token: string, today: string): string | null {
  return verifyManageToken(linkSecret(), token, today, "contract");
}

/** The contract's page, e-mailed to the customer: {SITE_URL}/contracts/{token}. */
export function contractUrl(contractId: string): string {
  return `${siteUrl()}${paths.contract(contractToken(contractId))}`;
}
