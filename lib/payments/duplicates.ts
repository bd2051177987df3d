import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatCharge } from "@/lib/shared/prices";
import { db } from "@/lib/server/db";
import { enqueueEmail } from "@/lib/server/mail/outbox";
import { duplicateRefundEmails } from "./payment-notifications";
import { attemptDue, refundRetryDelayMs, type RefundAttempt } from "./refunds";
import { stripe } from "./stripe";

// Duplicate card payments: a Pay now page left open while the office recorded a bank
// transfer, then paid. The money is not a payment of the invoice (it holds one already, or was
// credited): it is written as a duplicate payment in the transaction that settles its Checkout
// Session, and refunded in full after the commit, as refunds.ts does for a cancelled booking:
// Stripe is asked with an idempotency key derived from the duplicate's row, so every attempt (the
// first, the refund job's retries, a redelivered webhook) names the same refund and Stripe makes it
// once. The customer is e-mailed when Stripe has made it; Today counts it until the office has
// seen it (data/duplicate-payments.ts).

type Tx = Prisma.TransactionClient;

/** The idempotency key of a duplicate payment's refund: one refund per duplicate, whoever asks. */
export const duplicateRefundKey = (duplicateId: string) => `duplicate-refund-${duplicateId}`;

/** Written in the transaction that settles the session; returns the duplicate's id. */
export async function recordDuplicatePayment(
  tx: Tx,
  input: {
    invoiceId: string;
    reason: "already_paid" | "credited";
    checkoutSessionId: string;
    paymentIntentId: string | null;
    amountPence: number;
  },
): Promise<string> {
  const noIntent = input.paymentIntentId === null;
  const row = await tx.duplicatePayment.create({
    data: {
      ...input,
      // Nothing Stripe could refund by: the office refunds it from Stripe's dashboard.
      ...(noIntent ? { refundStatus: "failed", lastError: "Stripe named no PaymentIntent" } : {}),
    },
    select: { id: true },
  });
  return row.id;
}

/** The duplicate is refunded: once, the customer's e-mail and the booking's history row. */
async function refunded(tx: Tx, id: string, stripeRefundId: string | null): Promise<boolean> {
  const { count } = await tx.duplicatePayment.updateMany({
    where: { id, refundStatus: { not: "succeeded" } },
    data: { refundStatus: "succeeded", stripeRefundId, lastError: null },
  });
  if (count === 0) return false;
  const duplicate = await tx.duplicatePayment.findUniqueOrThrow({
    where: { id },
    include: {
      invoice: {
        select: {
          id: true,
          number: true,
          bookingId: true,
          customerName: true,
          customerEmail: true,
          creditedBy: { select: { number: true } },
        },
      },
    },
  });
  const { invoice } = duplicate;
  const emails = duplicateRefundEmails({
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    invoiceNumber: invoice.number,
    reason: duplicate.reason,
    amountPence: duplicate.amountPence,
    creditNoteNumber: invoice.creditedBy?.number ?? null,
  });
  for (const email of emails) {
    await enqueueEmail(tx, {
      ...email,
      bookingId: invoice.bookingId ?? undefined,
      invoiceId: invoice.id,
    });
  }
  if (invoice.bookingId) {
    await tx.bookingEvent.create({
      data: {
        bookingId: invoice.bookingId,
        kind: "refunded",
        actor: "system",
        detail: `Duplicate payment ${formatCharge(duplicate.amountPence)} for ${invoice.number}${stripeRefundId ? ` (${stripeRefundId})` : ""}`,
      },
    });
  }
  return true;
}

/** Asks Stripe for a pending duplicate's refund, once per call; never two refunds of it. */
export async function attemptDuplicateRefund(
  id: string,
  now: Date = new Date(),
): Promise<RefundAttempt> {
  const duplicate = await db().duplicatePayment.findUnique({ where: { id } });
  if (!duplicate || duplicate.refundStatus !== "pending" || !duplicate.paymentIntentId) {
    return "skipped";
  }
  try {
    const answer = await stripe().refunds.create(
      {
        payment_intent: duplicate.paymentIntentId,
        amount: duplicate.amountPence,
        reason: "duplicate",
        metadata: { duplicate_payment_id: duplicate.id, invoice_id: duplicate.invoiceId },
      },
      { idempotencyKey: duplicateRefundKey(duplicate.id) },
    );
    if (answer.status === "failed" || answer.status === "canceled") {
      await db().duplicatePayment.updateMany({
        where: { id, refundStatus: "pending" },
        data: {
          refundStatus: "failed",
          stripeRefundId: answer.id,
          attempts: { increment: 1 },
          lastError: `Stripe refund ${answer.id} ${answer.status}`,
        },
      });
      return "failed";
    }
    await db().$transaction(async (tx) => {
      await tx.duplicatePayment.update({ where: { id }, data: { attempts: { increment: 1 } } });
      await refunded(tx, id, answer.id);
    });
    return "succeeded";
  } catch (error) {
    const attempts = duplicate.attempts + 1;
    await db().duplicatePayment.updateMany({
      where: { id, refundStatus: "pending" },
      data: {
        attempts,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(attempts)),
      },
    });
    return "retrying";
  }
}

/** Asks for each duplicate's refund in turn (after the commit that wrote them). */
export async function refundDuplicates(ids: readonly string[], now: Date = new Date()) {
  for (const id of ids) await attemptDuplicateRefund(id, now);
}

/** The refund job's share: every pending duplicate whose next attempt is due, oldest first. */
export async function retryDueDuplicateRefunds(now: Date = new Date(), limit = 20) {
  const due = await db().duplicatePayment.findMany({
    where: { refundStatus: "pending", nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return attemptDue(due, (id) => attemptDuplicateRefund(id, now));
}

/** Stripe reports the charge of a duplicate refunded (charge.refunded): its refund is done. */
export async function confirmDuplicateRefund(
  tx: Tx,
  paymentIntentId: string,
  stripeRefundId: string | null,
): Promise<boolean> {
  // A Pay all open invoices payment may hold several duplicates: the one Stripe names first.
  const duplicate = await tx.duplicatePayment.findFirst({
    where: {
      paymentIntentId,
      ...(stripeRefundId ? { OR: [{ stripeRefundId }, { stripeRefundId: null }] } : {}),
    },
    orderBy: { stripeRefundId: { sort: "asc", nulls: "last" } },
    select: { id: true, stripeRefundId: true },
  });
  if (!duplicate) return false;
  return refunded(tx, duplicate.id, duplicate.stripeRefundId ?? stripeRefundId);
}
