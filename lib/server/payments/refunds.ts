import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatCharge } from "@/lib/prices";
import type { Actor } from "../data/booking-changes";
import { refundableBalance } from "@/lib/invoice-corrections";
import { creditInvoice, refundedOf, standingInvoiceId } from "../data/invoices";
import { db } from "../db";
import { invoiceEmails } from "../mail/invoice-notifications";
import { stripe } from "./stripe";

// Card refunds (issue 27). A refund is decided inside the transaction that causes it (a paid
// booking cancelled, a payment that arrived for a booking already cancelled): the invoice gets its
// credit note and a Refund row, pending. Stripe is asked after the commit, with the idempotency
// key "refund-{paymentId}" derived from our own row, so every attempt (the first, the refund job's
// retries, two at once) names the same refund and Stripe makes it once. A failed attempt stays
// pending with its error and a later next attempt; the refund_retries job picks it up.

type Tx = Prisma.TransactionClient;
type Who = Actor | { kind: "system" };

/** The idempotency key of a payment's refund: one refund per payment, whoever asks. */
export const refundKey = (paymentId: string) => `refund-${paymentId}`;

/** After n failed attempts: 1, 2, 4, ... minutes, at most an hour. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * Cancels the booking's standing invoice with a credit note and, when a card paid it, writes the
 * refund to ask Stripe for after the commit. Returns that refund's id, or null when nothing is to
 * be given back through Stripe. The caller holds the booking's row lock.
 */
export async function creditAndRefundBooking(
  tx: Tx,
  input: { bookingId: string; reason: string; actor: Who; now: Date },
): Promise<string | null> {
  const invoiceId = await standingInvoiceId(tx, input.bookingId);
  if (!invoiceId) return null;
  const payment = await tx.payment.findUnique({ where: { invoiceId } });
  const { creditNote } = await creditInvoice(tx, {
    invoiceId,
    reason: input.reason,
    actor: input.actor,
    now: input.now,
    emails: invoiceEmails,
  });
  if (!payment || payment.method !== "card" || !payment.paymentIntentId) return null;
  const refund = await tx.refund.create({
    data: {
      paymentId: payment.id,
      creditNoteId: creditNote.id,
      // In full, less what the office already refunded of it (invoice-corrections.ts).
      amountPence: await refundablePence(tx, payment),
      nextAttemptAt: input.now,
    },
    select: { id: true },
  });
  return refund.id;
}

/** What may still be refunded of a payment: what was paid less its refunds not refused. */
export async function refundablePence(
  tx: Tx,
  payment: { id: string; amountPence: number },
): Promise<number> {
  const refunds = await tx.refund.findMany({
    where: { paymentId: payment.id },
    select: { amountPence: true, status: true },
  });
  return refundableBalance(payment.amountPence, refundedOf(refunds));
}

async function markIssued(
  refund: { id: string; amountPence: number; payment: { bookingId: string | null } },
  stripeRefundId: string,
) {
  await db().$transaction(async (tx) => {
    const { count } = await tx.refund.updateMany({
      where: { id: refund.id, status: "pending" },
      data: { status: "succeeded", stripeRefundId, attempts: { increment: 1 }, lastError: null },
    });
    if (count === 1 && refund.payment.bookingId) {
      await tx.bookingEvent.create({
        data: {
          bookingId: refund.payment.bookingId,
          kind: "refunded",
          actor: "system",
          detail: `${formatCharge(refund.amountPence)} (${stripeRefundId})`,
        },
      });
    }
  });
}

export type RefundAttempt = "succeeded" | "retrying" | "failed" | "skipped";

/** Asks Stripe for a pending refund, once per call; never more than one refund per payment. */
export async function attemptRefund(
  refundId: string,
  now: Date = new Date(),
): Promise<RefundAttempt> {
  const refund = await db().refund.findUnique({
    where: { id: refundId },
    include: { payment: true },
  });
  if (!refund || refund.status !== "pending" || !refund.payment.paymentIntentId) return "skipped";
  try {
    const answer = await stripe().refunds.create(
      {
        payment_intent: refund.payment.paymentIntentId,
        amount: refund.amountPence,
        reason: "requested_by_customer",
        metadata: { refund_id: refund.id, payment_id: refund.paymentId },
      },
      // A payment's one full refund is keyed by the payment; one the office asked for (one of
      // possibly several, invoice-corrections.ts) by its own row.
      { idempotencyKey: refund.idempotencyKey ?? refundKey(refund.paymentId) },
    );
    if (answer.status === "failed" || answer.status === "canceled") {
      await db().refund.updateMany({
        where: { id: refund.id, status: "pending" },
        data: {
          status: "failed",
          stripeRefundId: answer.id,
          attempts: { increment: 1 },
          lastError: `Stripe refund ${answer.id} ${answer.status}`,
        },
      });
      return "failed";
    }
    await markIssued(refund, answer.id);
    return "succeeded";
  } catch (error) {
    const attempts = refund.attempts + 1;
    await db().refund.updateMany({
      where: { id: refund.id, status: "pending" },
      data: {
        attempts,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(attempts)),
      },
    });
    return "retrying";
  }
}

/** Asks for each refund in turn (after the commit that wrote them). */
export async function requestRefunds(ids: readonly string[], now: Date = new Date()) {
  for (const id of ids) await attemptRefund(id, now);
}

/** The refund job: every pending refund whose next attempt is due, oldest first. */
export async function retryDueRefunds(now: Date = new Date(), limit = 20) {
  const due = await db().refund.findMany({
    where: { status: "pending", nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return attemptDue(due, (id) => attemptRefund(id, now));
}

/** Attempts each due refund in turn and counts the outcomes: the refund job's report. */
export async function attemptDue(
  due: readonly { id: string }[],
  attempt: (id: string) => Promise<RefundAttempt>,
) {
  const report = { due: due.length, issued: 0, retrying: 0, failed: 0 };
  for (const { id } of due) {
    const outcome = await attempt(id);
    if (outcome === "succeeded") report.issued++;
    if (outcome === "retrying") report.retrying++;
    if (outcome === "failed") report.failed++;
  }
  return report;
}

/** Stripe reports a charge refunded: our refund of that payment is done (if it was still pending). */
export async function confirmRefundOfPaymentIntent(
  tx: Tx,
  paymentIntentId: string,
  stripeRefundId: string | null,
): Promise<boolean> {
  const payment = await tx.payment.findUnique({
    where: { paymentIntentId },
    include: { refunds: { orderBy: { createdAt: "asc" } } },
  });
  // A payment may have several refunds (the office's, in part): the one Stripe names, else the
  // oldest not yet confirmed.
  const refund =
    payment?.refunds.find((r) => stripeRefundId !== null && r.stripeRefundId === stripeRefundId) ??
    payment?.refunds.find((r) => r.status !== "succeeded");
  if (!payment || !refund || refund.status === "succeeded") return false;
  const { count } = await tx.refund.updateMany({
    where: { id: refund.id, status: { not: "succeeded" } },
    data: {
      status: "succeeded",
      stripeRefundId: refund.stripeRefundId ?? stripeRefundId,
      lastError: null,
    },
  });
  if (count === 1 && payment.bookingId) {
    await tx.bookingEvent.create({
      data: {
        bookingId: payment.bookingId,
        kind: "refunded",
        actor: "system",
        detail: `${formatCharge(refund.amountPence)}${stripeRefundId ? ` (${stripeRefundId})` : ""}`,
      },
    });
  }
  return count === 1;
}
