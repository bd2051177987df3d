import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatCharge } from "@/lib/shared/prices";
import type { Actor } from "@/lib/shared/actor";
import { refundableBalance, refundFailureReason } from "@/lib/invoices/correction-rules";
import { creditInvoice } from "@/lib/invoices/invoice-credit-notes";
import { emailDocument } from "@/lib/invoices/invoices";
import { refundedOf, standingInvoiceId } from "@/lib/invoices/invoice-record";
import { db } from "@/lib/server/db";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { stripe, type Stripe } from "./stripe";

// Card refunds. A refund is decided inside the transaction that causes it (a paid
// booking cancelled, a payment that arrived for a booking already cancelled): the invoice gets its
// credit note and a Refund row, pending. Stripe is asked after the commit, with the idempotency
// key "refund-{paymentId}" derived from our own row, so every attempt (the first, the refund job's
// retries, two at once) names the same refund and Stripe makes it once. A failed attempt stays
// pending with its error and a later next attempt; the refund_retries job picks it up. The credit
// note is e-mailed to the customer once Stripe has made the refund, not before; a refund Stripe
// refuses for good is shown to the office (Today's Needs attention) as 'Refund failed: {reason}'.

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
  const card = payment?.method === "card" && payment.paymentIntentId ? payment : null;
  // In full, less what the office already refunded of it (invoice-corrections.ts).
  const amountPence = card ? await refundablePence(tx, card) : 0;
  const { creditNote } = await creditInvoice(tx, {
    invoiceId,
    reason: input.reason,
    actor: input.actor,
    now: input.now,
    emails: invoiceEmails,
    emailWhenRefunded: amountPence > 0,
  });
  if (!card || amountPence === 0) return null;
  const refund = await tx.refund.create({
    data: {
      paymentId: card.id,
      creditNoteId: creditNote.id,
      amountPence,
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

/**
 * Stripe made the refund: once, the booking's history row and the credit note it comes with
 * e-mailed to the customer (never before: until then the money is not back). False when it was
 * already recorded as made.
 */
async function refundMade(
  tx: Tx,
  input: { refundId: string; stripeRefundId: string | null; now: Date; attempted?: boolean },
): Promise<boolean> {
  const refund = await tx.refund.findUnique({
    where: { id: input.refundId },
    include: { payment: { select: { bookingId: true } } },
  });
  if (!refund || refund.status === "succeeded") return false;
  const stripeRefundId = refund.stripeRefundId ?? input.stripeRefundId;
  const { count } = await tx.refund.updateMany({
    where: { id: refund.id, status: { not: "succeeded" } },
    data: {
      status: "succeeded",
      stripeRefundId,
      lastError: null,
      ...(input.attempted ? { attempts: { increment: 1 } } : {}),
    },
  });
  if (count === 0) return false;
  if (refund.payment.bookingId) {
    await tx.bookingEvent.create({
      data: {
        bookingId: refund.payment.bookingId,
        kind: "refunded",
        actor: "system",
        detail: `${formatCharge(refund.amountPence)}${stripeRefundId ? ` (${stripeRefundId})` : ""}`,
      },
    });
  }
  await emailDocument(tx, refund.creditNoteId, input.now, invoiceEmails);
  return true;
}

/**
 * Stripe refused the refund for good (it answered failed or cancelled, or refused the request):
 * it is not asked again, what it was for may be refunded again, and the office sees it on Today
 * as 'Refund failed: {reason}'. Stripe can fail a refund it first reported made (the card was
 * closed), so a refund made can still fail; its credit note then stands as issued.
 */
async function refundRefused(
  tx: Tx,
  input: { refundId: string; reason: string; stripeRefundId?: string | null; attempted?: boolean },
): Promise<boolean> {
  const refund = await tx.refund.findUnique({ where: { id: input.refundId } });
  if (!refund || refund.status === "failed") return false;
  const { count } = await tx.refund.updateMany({
    where: { id: refund.id, status: { not: "failed" } },
    data: {
      status: "failed",
      stripeRefundId: refund.stripeRefundId ?? input.stripeRefundId ?? null,
      lastError: input.reason.slice(0, 500),
      ...(input.attempted ? { attempts: { increment: 1 } } : {}),
    },
  });
  return count === 1;
}

export type RefundAttempt = "succeeded" | "waiting" | "retrying" | "failed" | "skipped";

/** A refund Stripe refused outright (an invalid request, a card's refusal): asking again won't help. */
function refusedForGood(error: unknown): error is Error {
  const type = (error as { type?: unknown } | null)?.type;
  return type === "StripeInvalidRequestError" || type === "StripeCardError";
}

/**
 * Asks Stripe for a pending refund, once per call; never more than one refund per payment. A
 * refund Stripe took but has not made yet (its status pending) is read back by its id on the
 * next attempt, never asked for again: an idempotency key is only remembered for a day.
 */
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
    const answer = refund.stripeRefundId
      ? await stripe().refunds.retrieve(refund.stripeRefundId)
      : await stripe().refunds.create(
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
    if (answer.status === "succeeded") {
      await db().$transaction((tx) =>
        refundMade(tx, { refundId: refund.id, stripeRefundId: answer.id, now, attempted: true }),
      );
      return "succeeded";
    }
    if (answer.status === "failed" || answer.status === "canceled") {
      await db().$transaction((tx) =>
        refundRefused(tx, {
          refundId: refund.id,
          reason: refundFailureReason(answer.failure_reason),
          stripeRefundId: answer.id,
          attempted: true,
        }),
      );
      return "failed";
    }
    // Taken, not made yet: Stripe's refund.updated says when; until then the job reads it back.
    const attempts = refund.attempts + 1;
    await db().refund.updateMany({
      where: { id: refund.id, status: "pending" },
      data: {
        stripeRefundId: answer.id,
        attempts,
        lastError: null,
        nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(attempts)),
      },
    });
    return "waiting";
  } catch (error) {
    if (refusedForGood(error)) {
      await db().$transaction((tx) =>
        refundRefused(tx, { refundId: refund.id, reason: error.message, attempted: true }),
      );
      return "failed";
    }
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
  const report = { due: due.length, issued: 0, waiting: 0, retrying: 0, failed: 0 };
  for (const { id } of due) {
    const outcome = await attempt(id);
    if (outcome === "succeeded") report.issued++;
    if (outcome === "waiting") report.waiting++;
    if (outcome === "retrying") report.retrying++;
    if (outcome === "failed") report.failed++;
  }
  return report;
}

/**
 * Stripe reports a charge refunded without naming the refund: our oldest refund of that payment
 * not yet made is done (if there is one).
 */
export async function confirmRefundOfPaymentIntent(
  tx: Tx,
  paymentIntentId: string,
  now: Date,
): Promise<boolean> {
  const refund = await tx.refund.findFirst({
    where: { payment: { paymentIntentId }, status: { not: "succeeded" } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  return refund ? refundMade(tx, { refundId: refund.id, stripeRefundId: null, now }) : false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stripe says where one of its refunds stands (refund.updated, refund.failed, or a refund listed
 * on charge.refunded): ours, found by its id or the refund_id we sent with it, is made or refused
 * accordingly. False when it is not one of ours or nothing changed.
 */
export async function settleStripeRefund(
  tx: Tx,
  answer: Pick<Stripe.Refund, "id" | "status" | "failure_reason" | "metadata">,
  now: Date,
): Promise<boolean> {
  const ourId = answer.metadata?.refund_id;
  const refund =
    (await tx.refund.findUnique({ where: { stripeRefundId: answer.id }, select: { id: true } })) ??
    (ourId && UUID.test(ourId)
      ? await tx.refund.findUnique({ where: { id: ourId }, select: { id: true } })
      : null);
  if (!refund) return false;
  if (answer.status === "succeeded") {
    return refundMade(tx, { refundId: refund.id, stripeRefundId: answer.id, now });
  }
  if (answer.status === "failed" || answer.status === "canceled") {
    return refundRefused(tx, {
      refundId: refund.id,
      reason: refundFailureReason(answer.failure_reason),
      stripeRefundId: answer.id,
    });
  }
  return false;
}
