import "server-only";
import type { AccountTokenPurpose } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { hitRateLimit } from "@/lib/server/rate-limit";
import { hashSecretToken, newSecretToken } from "@/lib/server/secret-token";
import { addEmailConfirmationEmail, signInLinkEmail } from "./account-link-emails";
import { normaliseEmail } from "./email-address";
import { ACCOUNT_LINK_LIMITS, accountLinkExpiry, withinAccountLinkLimits } from "./sign-in-rules";

// The account's e-mailed links: asking for one, and using one. A link is a random
// token; only its SHA-256 is stored, with its purpose, address, expiry and use. Using it is one
// conditional UPDATE (unused and unexpired -> used), so two clicks, two tabs or two servers use a
// link once. Asking answers nothing about the address: the caller answers the same text before
// this work runs (sign-in-actions.ts), and these functions' outcomes are for tests and logs only.

export type LinkRequest = {
  ip: string;
  now: Date;
  /** The hash of the asking browser's cookie value (account-browser.ts), for a sign-in link. */
  browser?: string | null;
};
export type LinkOutcome = "sent" | "not_sent" | "limited";

/**
 * Counts this request against its network's, its address-and-network's and its address's
 * allowance (sign-in-rules.ts); false when it may not be sent a link.
 */
async function withinLinkLimits(email: string, request: LinkRequest): Promise<boolean> {
  const { perNetwork, perAddressAndNetwork, perAddress } = ACCOUNT_LINK_LIMITS;
  const network = await hitRateLimit(
    `account-link:ip:${request.ip}`,
    perNetwork.limit,
    perNetwork.windowMs,
  );
  const addressFromNetwork = await hitRateLimit(
    `account-link:email-ip:${email}:${request.ip}`,
    perAddressAndNetwork.limit,
    perAddressAndNetwork.windowMs,
  );
  const address = await hitRateLimit(
    `account-link:email:${email}`,
    perAddress.limit,
    perAddress.windowMs,
  );
  return withinAccountLinkLimits({
    network: network.count,
    addressFromNetwork: addressFromNetwork.count,
    address: address.count,
  });
}

/** Does any booking, contract or invoice carry the address, or is it already on an account? */
export async function isKnownAddress(email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  const [row] = await db().$queryRaw<{ known: boolean }[]>`
    select exists (select 1 from account_emails where email = ${address})
        or exists (select 1 from bookings where customer_email = ${address})
        or exists (select 1 from contracts where customer_email = ${address})
        or exists (select 1 from invoices where customer_email = ${address}) as known`;
  return row?.known ?? false;
}

/**
 * Stores a new link's token (its hash) for `link.email` and files the e-mail that carries it, in
 * one transaction.
 */
async function sendLink(
  link: {
    purpose: AccountTokenPurpose;
    email: string;
    /** A sign-in link: the asking browser's. */
    browserHash?: string | null;
    /** An address to add: the account that asked. */
    accountId?: string;
  },
  now: Date,
  email: (link: { to: string; token: string; expiresAt: Date }) => OutgoingEmail,
) {
  const { token, tokenHash } = newSecretToken();
  const expiresAt = accountLinkExpiry(now);
  await db().$transaction(async (tx) => {
    await tx.accountToken.create({ data: { tokenHash, ...link, expiresAt, createdAt: now } });
    await enqueueEmail(tx, email({ to: link.email, token, expiresAt }));
  });
}

/** Sign-in: a link to a known address (within the limits); nothing to an unknown one. */
export async function requestSignInLink(email: string, request: LinkRequest): Promise<LinkOutcome> {
  const address = normaliseEmail(email);
  if (!(await withinLinkLimits(address, request))) return "limited";
  if (!(await isKnownAddress(address))) return "not_sent";
  await sendLink(
    { purpose: "sign_in", email: address, browserHash: request.browser ?? null },
    request.now,
    signInLinkEmail,
  );
  return "sent";
}

/**
 * Add another e-mail address: a confirmation link to that address, for this account. Nothing
 * when the address is already this account's (it would change nothing). An address on another
 * account is sent one too: confirming it proves the mailbox, and moves the address here.
 */
export async function requestAddEmail(
  accountId: string,
  email: string,
  request: LinkRequest,
): Promise<LinkOutcome> {
  const address = normaliseEmail(email);
  const { perAccount } = ACCOUNT_LINK_LIMITS;
  const byAccount = await hitRateLimit(
    `account-link:account:${accountId}`,
    perAccount.limit,
    perAccount.windowMs,
  );
  const withinOthers = await withinLinkLimits(address, request);
  if (!byAccount.allowed || !withinOthers) return "limited";
  const owner = await db().accountEmail.findUnique({ where: { email: address } });
  if (owner?.accountId === accountId) return "not_sent";
  await sendLink(
    { purpose: "add_email", email: address, accountId },
    request.now,
    addEmailConfirmationEmail,
  );
  return "sent";
}

export type UsableLink = {
  /** The address the link was sent to. */
  email: string;
  /** add_email: the account that asked. */
  accountId: string | null;
  /** sign_in: the hash of the asking browser's cookie value, if it was asked from a browser. */
  browserHash: string | null;
};

/** A link that could still be used now, or null. For its page: reading a link never uses it. */
export async function usableLink(
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<UsableLink | null> {
  const row = await db().accountToken.findUnique({
    where: { tokenHash: hashSecretToken(token) },
    select: {
      purpose: true,
      usedAt: true,
      expiresAt: true,
      accountId: true,
      email: true,
      browserHash: true,
    },
  });
  const usable = row?.purpose === purpose && row.usedAt === null && row.expiresAt > now;
  return usable
    ? { email: row.email, accountId: row.accountId, browserHash: row.browserHash }
    : null;
}

/**
 * Who is using a sign-in link: the hash of their browser's cookie value (null without one), and
 * whether they answered 'Sign in as {address}?'. The browser that asked for the link signs in at
 * once; any other only after answering.
 */
export type SignInUse = { browser: string | null; confirmed: boolean };

/**
 * Redeems a sign-in link: marks it used if it was unused, unexpired, and used by the browser that
 * asked or after the question, and returns the account of its address (made now, with the address
 * confirmed, on its first sign-in); null otherwise, and then nothing changes.
 */
export async function redeemSignInLink(
  token: string,
  use: SignInUse,
  now = new Date(),
): Promise<string | null> {
  const tokenHash = hashSecretToken(token);
  if (!use.confirmed && use.browser === null) return null;
  const byWhom = use.confirmed ? {} : { browserHash: use.browser };
  return db().$transaction(async (tx) => {
    const { count } = await tx.accountToken.updateMany({
      where: { tokenHash, purpose: "sign_in", usedAt: null, expiresAt: { gt: now }, ...byWhom },
      data: { usedAt: now },
    });
    if (count !== 1) return null;
    const { email } = await tx.accountToken.findUniqueOrThrow({
      where: { tokenHash },
      select: { email: true },
    });
    const owner = await tx.accountEmail.findUnique({ where: { email } });
    if (owner) return owner.accountId;
    // First sign-in of this address. Another first sign-in of it (a second link, used at the
    // same moment) may win the address: ON CONFLICT DO NOTHING, then whoever holds it is the one.
    const account = await tx.customerAccount.create({ data: { createdAt: now } });
    await tx.accountEmail.createMany({
      data: [{ email, accountId: account.id, confirmedAt: now }],
      skipDuplicates: true,
    });
    const holder = await tx.accountEmail.findUniqueOrThrow({ where: { email } });
    if (holder.accountId !== account.id) {
      await tx.customerAccount.delete({ where: { id: account.id } });
    }
    return holder.accountId;
  });
}

export type ConfirmOutcome =
  { status: "joined"; email: string } | { status: "not_valid" } | { status: "wrong_account" };

/**
 * Uses an Add another e-mail address link, only in the account that asked for it: the address
 * joins that account (moving from another account if it was there). A link opened without that
 * account is refused and stays usable, so the customer can sign in and open it again.
 */
export async function confirmAddedEmail(
  token: string,
  accountId: string | null,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const tokenHash = hashSecretToken(token);
  return db().$transaction(async (tx) => {
    const link = await tx.accountToken.findUnique({
      where: { tokenHash },
      select: { purpose: true, email: true, accountId: true, usedAt: true, expiresAt: true },
    });
    const usable = link?.purpose === "add_email" && link.usedAt === null && link.expiresAt > now;
    if (!usable || !link.accountId) return { status: "not_valid" };
    if (link.accountId !== accountId) return { status: "wrong_account" };
    const { count } = await tx.accountToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) return { status: "not_valid" };
    await tx.accountEmail.upsert({
      where: { email: link.email },
      create: { email: link.email, accountId, confirmedAt: now },
      update: { accountId, confirmedAt: now },
    });
    return { status: "joined", email: link.email };
  });
}

/** Housekeeping: links past their expiry and account sessions past their last day. */
export async function purgeExpiredAccountRows(
  now = new Date(),
): Promise<{ tokens: number; sessions: number }> {
  const tokens = await db().accountToken.deleteMany({ where: { expiresAt: { lte: now } } });
  const sessions = await db().accountSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return { tokens: tokens.count, sessions: sessions.count };
}
