import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { addDays } from "date-fns";
import { fromIsoDay, toIsoDay } from "./dates";

// The signed links' tokens as pure functions of a secret (lib/server/signed-links.ts says what they
// are and signs them with the server's secret): an id and the link's last valid day, encrypted
// (AES-256-CTR) and then signed (HMAC-SHA-256) with keys derived from the secret for the link's
// purpose. Kept apart from the server's secret so the browser tests can sign a link for their
// test server, whose secret they know.

const VERSION = 1;
const IV_BYTES = 16;
const TAG_BYTES = 16;
/** The link works until this many days after the collection date. */
export const MANAGE_LINK_DAYS_AFTER_COLLECTION = 30;

type Keys = { encryption: Buffer; signing: Buffer };
const DAY_MS = 86_400_000;
/** A token's bytes: version, IV, the encrypted id and last day, the signature. */
const TOKEN_BYTES = 1 + IV_BYTES + 20 + TAG_BYTES;
/** Its length in base64url without padding (71 characters). */
export const LINK_TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 8) / 6);
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Could this be a link's token at all: a string of exactly the token's length in the base64url
 * alphabet, in its one canonical spelling? Checked before a token is verified, put in an address
 * or a redirect, or read for anything. The last character of 53 bytes in base64url carries two
 * unused bits, so four letters there decode to the same bytes; only the one with those bits at
 * zero (what the signer writes) is the token, the other three are refused.
 */
export function isLinkTokenShaped(token: unknown): token is string {
  return (
    typeof token === "string" &&
    token.length === LINK_TOKEN_LENGTH &&
    BASE64URL.test(token) &&
    Buffer.from(token, "base64url").toString("base64url") === token
  );
}

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

/**
 * The booking a token names, or null when it is malformed (isLinkTokenShaped), altered or past
 * its last day.
 */
export function verifyManageToken(
  secret: string,
  token: string,
  today: string,
  purpose: LinkPurpose = "booking",
): string | null {
  if (!isLinkTokenShaped(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== TOKEN_BYTES || bytes[0] !== VERSION) return null;
  const keys = keysFrom(secret, purpose);
  const body = bytes.subarray(1, 1 + IV_BYTES + 20);
  if (!timingSafeEqual(bytes.subarray(1 + IV_BYTES + 20), tagOf(keys, VERSION, body))) return null;
  const decipher = createDecipheriv("aes-256-ctr", keys.encryption, body.subarray(0, IV_BYTES));
  const payload = Buffer.concat([decipher.update(body.subarray(IV_BYTES)), decipher.final()]);
  const lastDay = new Date(payload.readUInt32BE(16) * DAY_MS).toISOString().slice(0, 10);
  return today <= lastDay ? uuidText(payload.subarray(0, 16)) : null;
}

/**
 * A contract's link (/contracts/{token}) has no last day of its own: it works until the contract
 * ends, which its page checks against the contract on every request.
 */
export const CONTRACT_LINK_LAST_DAY = "9999-12-31";
