import "server-only";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import type { Prisma } from "@/generated/prisma/client";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import { paths } from "@/lib/shared/paths";
import { bookingInvoiceLines } from "@/lib/invoices/invoice-job-lines";
import { findInvoice } from "@/lib/invoices/invoice-record";
import { findManagedBooking } from "@/lib/bookings/booking-changes";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { invoiceToken, manageToken } from "@/lib/server/signed-links";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
import { stripe } from "./stripe";

// Stripe Checkout Sessions for a card booking (pay now) and for an unpaid invoice: created on the
// server with the server's amount (GBP, VAT included, one line), recorded in checkout_sessions
// (only a recorded session, for its recorded amount, can ever count as a payment), and reused
// while one is open, so a second click does not start a second payment.

/** A Checkout Session lives 30 minutes (the booking's place is held meanwhile). */
export const CHECKOUT_MINUTES = 30;
// Stripe asks for at least 30 minutes from its own clock: a few seconds more so a slow request or
// a clock a little behind is not refused.
const EXPIRY_SLACK_MS = 30_000;
// Namespace of the advisory lock taken while a session is made (the job runner uses 7_462_001).
const CHECKOUT_LOCK = lockNamespaces.checkout;

export type { Purchase as CheckoutPurchase };

export type CheckoutStart =
  | { status: "ready"; url: string; sessionId: string }
  | { status: "paid" }
  | { status: "unavailable" };

type Purchase = {
  amountPence: number;
  description: string;
  email: string;
  metadata: Record<string, string>;
  returnUrl: string;
  bookingId: string | null;
  invoiceId: string | null;
  /** Pay all open invoices: the organisation, and each invoice's share of the amount. */
  organisation?: { id: string; shares: { invoiceId: string; amountPence: number }[] };
};

type Owner = { bookingId: string } | { invoiceId: string };
type Tx = Prisma.TransactionClient;

async function openSession(tx: Tx, where: Owner, now: Date) {
  return tx.checkoutSession.findFirst({
    where: {
      ...where,
      status: "open",
      // Handed out again until its very end: a second session while the first can still be paid
      // could take the money twice.
      expiresAt: { gt: now },
    },
    orderBy: { createdAt: "desc" },
  });
}

/**
 * The open session of what is paid for, or a new one. Two requests at once (a double click, two
 * tabs) queue on a lock of their own for that booking or invoice, so the second finds the first's
 * session rather than start a second payment; the lock is held while Stripe is asked.
 */
async function sessionFor(owner: Owner, purchase: () => Purchase, now: Date) {
  const key = "bookingId" in owner ? owner.bookingId : owner.invoiceId;
  return db().$transaction(
    async (tx): Promise<CheckoutStart> => {
      await lockCheckouts(tx, key);
      // Mark as paid takes the same lock: once we hold it, a payment recorded by hand meanwhile
      // is seen here, and a session made here is seen by its expiry.
      if ("invoiceId" in owner) {
        const settled = await invoiceSettled(tx, owner.invoiceId);
        if (settled) return settled === "paid" ? { status: "paid" } : { status: "unavailable" };
      }
      const open = await openSession(tx, owner, now);
      if (open) return { status: "ready", url: open.url, sessionId: open.id };
      return createSession(tx, purchase(), now);
    },
    { timeout: 45_000, maxWait: 15_000 },
  );
}

/**
 * Holds, until the transaction ends, the lock under which a booking's or an invoice's Checkout
 * Session is made: Mark as paid takes it too, so a session is never made for an invoice it has
 * just paid, nor left out of the sessions it then closes.
 */
export async function lockCheckouts(tx: Tx, bookingOrInvoiceId: string): Promise<void> {
  await tx.$executeRaw`select pg_advisory_xact_lock(${CHECKOUT_LOCK}::int, hashtext(${bookingOrInvoiceId}))`;
}

async function invoiceSettled(tx: Tx, invoiceId: string): Promise<"paid" | "credited" | null> {
  const invoice = await tx.invoice.findUnique({
    where: { id: invoiceId },
    select: { payments: { select: { id: true } }, creditedBy: { select: { id: true } } },
  });
  if (invoice?.creditedBy) return "credited";
  return invoice?.payments.length ? "paid" : null;
}

export async function createSession(tx: Tx, purchase: Purchase, now: Date): Promise<CheckoutStart> {
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000 + EXPIRY_SLACK_MS);
  const separator = purchase.returnUrl.includes("?") ? "&" : "?";
  const session = await stripe().checkout.sessions.create({
    mode: "payment",
    currency: "gbp",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "gbp",
          unit_amount: purchase.amountPence,
          tax_behavior: "inclusive",
          product_data: { name: purchase.description },
        },
      },
    ],
    customer_email: purchase.email,
    client_reference_id:
      purchase.bookingId ?? purchase.invoiceId ?? purchase.organisation?.id ?? undefined,
    metadata: purchase.metadata,
    payment_intent_data: { metadata: purchase.metadata },
    expires_at: Math.floor(expiresAt.getTime() / 1000),
    // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}: the page can confirm it.
    success_url: `${purchase.returnUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: purchase.returnUrl,
  });
  if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no URL`);
  await tx.checkoutSession.create({
    data: {
      id: session.id,
      bookingId: purchase.bookingId,
      invoiceId: purchase.invoiceId,
      amountPence: purchase.amountPence,
      url: session.url,
      expiresAt: new Date(session.expires_at * 1000),
      ...(purchase.organisation
        ? {
            organisationId: purchase.organisation.id,
            invoices: { create: purchase.organisation.shares },
          }
        : {}),
    },
  });
  return { status: "ready", url: session.url, sessionId: session.id };
}

/**
 * The Checkout Session of a card booking that is not paid yet: its open one, or a new one. Only
 * a live booking (requested or confirmed) whose customer chose to pay now can be paid this way.
 */
export async function checkoutForBooking(
  bookingId: string,
  now: Date = new Date(),
): Promise<CheckoutStart> {
  if (!cardPaymentsEnabled()) return { status: "unavailable" };
  const booking = await findManagedBooking(bookingId);
  if (!booking || booking.paymentChoice !== "card_now") return { status: "unavailable" };
  if (await db().payment.findFirst({ where: { bookingId }, select: { id: true } })) {
    return { status: "paid" };
  }
  if (!CHANGEABLE_STATUSES.includes(booking.status)) return { status: "unavailable" };
  const [line] = bookingInvoiceLines(booking);
  return sessionFor(
    { bookingId },
    () => ({
      amountPence: booking.totalPence,
      description: line!.description,
      email: booking.customerEmail,
      metadata: { booking_reference: booking.reference, booking_id: booking.id },
      returnUrl: `${appUrl()}${paths.manageBooking(manageToken(booking.id, booking.day))}`,
      bookingId: booking.id,
      invoiceId: null,
    }),
    now,
  );
}

/** The Checkout Session of an invoice not yet paid (Unpaid or Overdue): its open one, or a new one. */
export async function checkoutForInvoice(
  invoiceId: string,
  now: Date = new Date(),
): Promise<CheckoutStart> {
  if (!cardPaymentsEnabled()) return { status: "unavailable" };
  const invoice = await findInvoice(invoiceId, now);
  if (!invoice || invoice.kind !== "invoice") return { status: "unavailable" };
  if (invoice.status === "paid") return { status: "paid" };
  if (invoice.status === "credited") return { status: "unavailable" };
  return sessionFor(
    { invoiceId },
    () => ({
      amountPence: invoice.totalPence,
      description: `Invoice ${invoice.number}`,
      email: invoice.customerEmail,
      metadata: {
        invoice_number: invoice.number,
        invoice_id: invoice.id,
        ...(invoice.reference ? { booking_reference: invoice.reference } : {}),
      },
      returnUrl: `${appUrl()}${paths.invoice(invoiceToken(invoice.id, invoice.issuedDay))}`,
      bookingId: null,
      invoiceId: invoice.id,
    }),
    now,
  );
}

/**
 * A card booking cancelled before it was paid: its open Checkout Sessions are closed at Stripe, so
 * a payment page left open in another tab can no longer take the money. Best effort after the
 * commit: a session Stripe will not close (paid meanwhile) is settled by its webhook, and a
 * payment for a cancelled booking is refunded (settle.ts).
 */
export async function closeOpenCheckouts(bookingId: string): Promise<void> {
  await closeSessions({ bookingId, status: "open" });
}

/**
 * An invoice paid by hand (Mark as paid): its open Checkout Sessions, and those of its
 * booking, are closed at Stripe, so a Pay now page left open can no longer take the money twice.
 * After the commit that recorded the payment, so a Stripe outage never loses it: a session Stripe
 * would not close stays open here and the refund job closes it later
 * (closeCheckoutsOfSettledInvoices), and a payment that still arrives is refunded (duplicates.ts).
 */
export async function closeInvoiceCheckouts(invoice: {
  id: string;
  bookingId: string | null;
}): Promise<number> {
  return closeSessions({
    status: "open",
    OR: [
      { invoiceId: invoice.id },
      // A Pay all open invoices session that covers it.
      { invoices: { some: { invoiceId: invoice.id } } },
      ...(invoice.bookingId ? [{ bookingId: invoice.bookingId }] : []),
    ],
  });
}

/**
 * An organisation's open Pay all sessions other than `keep` (they covered other invoices or
 * amounts), closed at Stripe after the commit that made `keep`, so two pages cannot both be paid.
 */
export async function closeOtherOrganisationCheckouts(
  organisationId: string,
  keep: string,
): Promise<number> {
  return closeSessions({ status: "open", organisationId, id: { not: keep } });
}

const settledInvoice = {
  OR: [{ payments: { some: {} } }, { creditedBy: { isNot: null } }],
} satisfies Prisma.InvoiceWhereInput;

/**
 * The refund job's sweep: sessions still open for an invoice that is paid or credited (their
 * closing after Mark as paid failed, Stripe being down) are closed now. Returns how many closed.
 */
export async function closeCheckoutsOfSettledInvoices(now: Date = new Date()): Promise<number> {
  return closeSessions({
    status: "open",
    expiresAt: { gt: now },
    OR: [{ invoice: settledInvoice }, { invoices: { some: { invoice: settledInvoice } } }],
  });
}

/** Closes each session at Stripe and records it closed; returns how many were closed. */
async function closeSessions(where: Prisma.CheckoutSessionWhereInput): Promise<number> {
  if (!cardPaymentsEnabled()) return 0;
  const open = await db().checkoutSession.findMany({ where, select: { id: true } });
  let closed = 0;
  for (const { id } of open) {
    try {
      const session = await stripe().checkout.sessions.expire(id);
      if (session.status === "expired") {
        await db().checkoutSession.updateMany({
          where: { id, status: "open" },
          data: { status: "expired" },
        });
        closed++;
      }
    } catch (error) {
      console.error(`Could not close Checkout Session ${id}:`, error);
    }
  }
  return closed;
}
