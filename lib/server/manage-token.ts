import "server-only";
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { addDays } from "date-fns";
import { fromIsoDay, toIsoDay } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { env, siteUrl } from "./env";

// The manage link's token (/bookings/{token}): the booking's id and the link's last valid day,
// encrypted (AES-256-CTR) and then signed (HMAC-SHA-256) with keys derived from the server's
// secret. Without the secret it reveals nothing (not the booking, not its date) and cannot be
// made or altered; a tampered, expired or unknown token reads as no booking at all. The invoice
// link (/invoices/{token}) is the same kind of token under keys of its own purpose, so one kind can
// never be read as the other.

const VERSION = 1;
const IV_BYTES = 16;
const TAG_BYTES = 16;
/** The link works until this many days after the collection date. */
export const MANAGE_LINK_DAYS_AFTER_COLLECTION = 30;

type Keys = { encryption: Buffer; signing: Buffer };
const DAY_MS = 86_400_000;

/** What a token opens: a booking's manage page or an invoice's page. */
export type LinkPurpose = "booking" | "invoice" | "contract";
const SALTS: Record<LinkPurpose, string> = {
  booking: "ness-booking-manage-link",
  invoice: "ness-invoice-link",
  contract: "ness-contract-link",
};

function keysFrom(secret: string, purpose: LinkPurpose = "booking"): Keys {
  const derive = (use: string) => Buffer.from(hkdfSync("sha256", secret, SALTS[purpose], use, 32));
  return { encryption: derive("encryption"), signing: derive("signing") };
}

function tagOf(keys: Keys, version: number, body: Buffer): Buffer {
  return createHmac("sha256", keys.signing)
    .update(Buffer.of(version))
    .update(body)
    .digest()
    .subarray(0, TAG_BYTES);
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");
const uuidText = (bytes: Buffer) =>
  bytes.toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

/** The last day ("yyyy-MM-dd") a link for a collection on `day` works. */
export function manageLinkLastDay(day: string): string {
  return toIsoDay(addDays(fromIsoDay(day), MANAGE_LINK_DAYS_AFTER_COLLECTION));
}

/** A token for booking `bookingId` that works until the end of `lastDay` (London's calendar). */
export function signManageToken(
  secret: string,
  bookingId: string,
  lastDay: string,
  iv: Buffer = randomBytes(IV_BYTES),
  purpose: LinkPurpose = "booking",
): string {
  const keys = keysFrom(secret, purpose);
  const payload = Buffer.alloc(20);
  uuidBytes(bookingId).copy(payload, 0);
  payload.writeUInt32BE(Date.parse(`${lastDay}T00:00:00Z`) / DAY_MS, 16);
  const cipher = createCipheriv("aes-256-ctr", keys.encryption, iv);
  const body = Buffer.concat([iv, cipher.update(payload), cipher.final()]);
  return Buffer.concat([Buffer.of(VERSION), body, tagOf(keys, VERSION, body)]).toString(
    "base64url",
  );
}

/** The booking a token names, or null when it is malformed, altered or past its last day. */
export function verifyManageToken(
  secret: string,
  token: string,
  today: string,
  purpose: LinkPurpose = "booking",
): string | null {
  if (!/^[A-Za-z0-9_-]{20,120}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== 1 + IV_BYTES + 20 + TAG_BYTES || bytes[0] !== VERSION) return null;
  const keys = keysFrom(secret, purpose);
  const body = bytes.subarray(1, 1 + IV_BYTES + 20);
  if (!timingSafeEqual(bytes.subarray(1 + IV_BYTES + 20), tagOf(keys, VERSION, body))) return null;
  const decipher = createDecipheriv("aes-256-ctr", keys.encryption, body.subarray(0, IV_BYTES));
  const payload = Buffer.concat([decipher.update(body.subarray(IV_BYTES)), decipher.final()]);
  const lastDay = new Date(payload.readUInt32BE(16) * DAY_MS).toISOString().slice(0, 10);
  return today <= lastDay ? uuidText(payload.subarray(0, 16)) : null;
}

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

/**
 * A contract's link (/contracts/{token}) has no last day of its own: it works until the contract
 * ends, which its page checks against the contract on every request.
 */
const CONTRACT_LINK_LAST_DAY = "9999-12-31";

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
