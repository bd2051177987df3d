import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { CHANGEABLE_STATUSES } from "@/lib/booking-lifecycle";
import { todayInLondon } from "@/lib/dates";
import { lockBooking } from "../data/booking-changes";
import { issueBookingInvoice, recordPayment, standingInvoiceId } from "../data/invoices";
import { enqueueEmail } from "../mail/outbox";
import { invoiceEmails } from "../mail/invoice-notifications";
import { notCompletedEmails } from "../mail/payment-notifications";
import { creditAndRefundBooking } from "./refunds";

// What a Checkout Session's end does to the ledger, whichever path reports it (the webhook, or
// the return page reading the session from Stripe): both call these inside one transaction that
// first locks the session's row, so they queue, and the payment's unique session id makes the
// second a no-op. Events may come twice or out of order:
// - completed, then completed again: one payment (the second finds it);
// - completed, then expired: the session stays completed and the booking stands;
// - expired, then completed (or a payment for a booking cancelled meanwhile): the place was
//   released and may be taken, so the booking is not revived. The money is still recorded (the
//   invoice issued paid) and given back in full: a credit note and a refund, asked of Stripe after
//   the commit like any other refund (refunds.ts).

type Tx = Prisma.TransactionClient;
const system = { kind: "system" } as const;

/** The parts of Stripe's Checkout Session that settle it. */
export type SessionReport = {
  id: string;
  amountTotal: number | null;
  currency: string | null;
  paymentStatus: string;
  paymentIntentId: string | null;
};

export type Settlement = {
  result: "paid" | "already_paid" | "refunding" | "not_paid" | "unknown" | "mismatch" | "duplicate";
  /** Refunds to ask Stripe for once the transaction has committed. */
  refundIds: string[];
  bookingId: string | null;
};

async function lockSession(tx: Tx, id: string) {
  await tx.$queryRaw`select id from checkout_sessions where id = ${id} for update`;
  return tx.checkoutSession.findUnique({ where: { id } });
}

const settled = (
  result: Settlement["result"],
  bookingId: string | null = null,
  refundIds: (string | null)[] = [],
): Settlement => ({
  result,
  bookingId,
  refundIds: refundIds.filter((id): id is string => Boolean(id)),
});

/** A paid Checkout Session: its payment recorded once, against the booking's or invoice's invoice. */
export async function settleCheckout(
  tx: Tx,
  session: SessionReport,
  now: Date,
): Promise<Settlement> {
  const recorded = await lockSession(tx, session.id);
  if (!recorded) return settled("unknown");
  if (session.paymentStatus !== "paid") return settled("not_paid", recorded.bookingId);
  if (session.amountTotal !== recorded.amountPence || session.currency?.toLowerCase() !== "gbp") {
    console.error(
      `Checkout Session ${session.id}: paid ${session.amountTotal} ${session.currency}, ` +
        `expected ${recorded.amountPence} gbp; not recorded`,
    );
    return settled("mismatch", recorded.bookingId);
  }
  if (await tx.payment.findUnique({ where: { checkoutSessionId: session.id } })) {
    return settled("already_paid", recorded.bookingId);
  }
  await tx.checkoutSession.update({ where: { id: session.id }, data: { status: "completed" } });
  const payment = {
    method: "card" as const,
    receivedOn: todayInLondon(now),
    checkoutSessionId: session.id,
    paymentIntentId: session.paymentIntentId,
  };
  if (recorded.bookingId) return settleBooking(tx, recorded.bookingId, payment, now);
  if (recorded.invoiceId) return settleInvoice(tx, recorded.invoiceId, payment);
  return settled("unknown");
}

type CardPayment = {
  method: "card";
  receivedOn: string;
  checkoutSessionId: string;
  paymentIntentId: string | null;
};

function duplicate(what: string, sessionId: string, bookingId: string | null) {
  // Only possible with two sessions paid for one thing, which reusing the open session prevents;
  // the office sees it in the log and refunds it from Stripe's dashboard.
  console.error(`Checkout Session ${sessionId} paid ${what}, which was already paid: not recorded`);
  return settled("duplicate", bookingId);
}

async function settleBooking(tx: Tx, bookingId: string, payment: CardPayment, now: Date) {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return settled("unknown");
  const standing = await standingInvoiceId(tx, bookingId);
  if (standing) {
    if (await tx.payment.findUnique({ where: { invoiceId: standing } })) {
      return duplicate(`booking ${booking.reference}`, payment.checkoutSessionId, bookingId);
    }
    await recordPayment(tx, {
      invoiceId: standing,
      bookingId,
      ...payment,
      recordedBy: "system",
      actor: system,
    });
  } else {
    await issueBookingInvoice(tx, {
      booking,
      // The tax point of a payment made before the collection is the day it arrived.
      supplyDay: payment.receivedOn,
      actor: system,
      now,
      emails: invoiceEmails,
      payment,
    });
  }
  if (booking.status !== "cancelled") return settled("paid", bookingId);
  const refundId = await creditAndRefundBooking(tx, {
    bookingId,
    reason: "Paid after the booking was cancelled",
    actor: system,
    now,
  });
  return settled("refunding", bookingId, [refundId]);
}

async function settleInvoice(tx: Tx, invoiceId: string, payment: CardPayment) {
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    include: { payments: true, creditedBy: { select: { id: true } } },
  });
  if (invoice.bookingId) await lockBooking(tx, invoice.bookingId);
  if (invoice.payments.length > 0) {
    return duplicate(`invoice ${invoice.number}`, payment.checkoutSessionId, invoice.bookingId);
  }
  await recordPayment(tx, {
    invoiceId,
    bookingId: invoice.bookingId,
    ...payment,
    recordedBy: "system",
    actor: system,
  });
  if (!invoice.creditedBy || !payment.paymentIntentId) return settled("paid", invoice.bookingId);
  // Paid after it was cancelled by a credit note: the money goes back.
  const paid = await tx.payment.findUniqueOrThrow({ where: { invoiceId } });
  const refund = await tx.refund.create({
    data: {
      paymentId: paid.id,
      creditNoteId: invoice.creditedBy.id,
      amountPence: paid.amountPence,
    },
    select: { id: true },
  });
  return settled("refunding", invoice.bookingId, [refund.id]);
}

/**
 * An unpaid Checkout Session expired. A card booking still waiting for its payment is cancelled
 * (its place released, a history row, the customer e-mailed a link to book again), unless it was
 * paid meanwhile or has another session open. Returns whether the booking was cancelled.
 */
export async function expireCheckout(tx: Tx, sessionId: string, now: Date): Promise<boolean> {
  const recorded = await lockSession(tx, sessionId);
  if (!recorded || recorded.status === "completed") return false;
  if (await tx.payment.findUnique({ where: { checkoutSessionId: sessionId } })) return false;
  await tx.checkoutSession.update({ where: { id: sessionId }, data: { status: "expired" } });
  if (!recorded.bookingId) return false;
  const booking = await lockBooking(tx, recorded.bookingId);
  if (!booking || booking.paymentChoice !== "card_now") return false;
  if (!CHANGEABLE_STATUSES.includes(booking.status)) return false;
  if (await tx.payment.findFirst({ where: { bookingId: booking.id }, select: { id: true } })) {
    return false;
  }
  const another = await tx.checkoutSession.findFirst({
    where: {
      bookingId: booking.id,
      status: "open",
      id: { not: sessionId },
      expiresAt: { gt: now },
    },
    select: { id: true },
  });
  if (another) return false;
  await tx.booking.update({
    where: { id: booking.id },
    data: { status: "cancelled", calendarSequence: { increment: 1 } },
  });
  await tx.bookingEvent.create({
    data: { bookingId: booking.id, kind: "payment_expired", actor: "system", detail: sessionId },
  });
  for (const email of notCompletedEmails(booking)) {
    await enqueueEmail(tx, { ...email, bookingId: booking.id });
  }
  return true;
}
