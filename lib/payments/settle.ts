import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { lockBooking } from "@/lib/bookings/booking-changes";
import { emailDocument, issueBookingInvoice, recordPayment } from "@/lib/invoices/invoices";
import { standingInvoiceId } from "@/lib/invoices/invoice-record";
import { enqueueEmail } from "@/lib/server/mail/outbox";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { notCompletedEmails } from "@/lib/payments/payment-notifications";
import { recordDuplicatePayment } from "./duplicates";
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
// - a payment for an invoice already paid (a bank transfer recorded while the Pay now page was
//   open) or credited: not a payment of the invoice but a duplicate, refunded in full after the
//   commit (duplicates.ts), once per session however often it is reported.
// - an organisation's Pay all open invoices session: each invoice it covers is settled as above
//   with its own share (one payment each, all under the session's id), a settled one's share
//   refunded as a duplicate.
// A card payment of an invoice already issued e-mails the customer its receipt, as one at booking
// does.

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
  /** Duplicate payments to refund once the transaction has committed (duplicates.ts). */
  duplicateIds: string[];
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
  duplicateIds: string[] = [],
): Settlement => ({
  result,
  bookingId,
  refundIds: refundIds.filter((id): id is string => Boolean(id)),
  duplicateIds,
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
  if (await tx.payment.findFirst({ where: { checkoutSessionId: session.id } })) {
    return settled("already_paid", recorded.bookingId);
  }
  if (await tx.duplicatePayment.findFirst({ where: { checkoutSessionId: session.id } })) {
    return settled("duplicate", recorded.bookingId);
  }
  await tx.checkoutSession.update({ where: { id: session.id }, data: { status: "completed" } });
  const payment = {
    method: "card" as const,
    receivedOn: todayInLondon(now),
    checkoutSessionId: session.id,
    paymentIntentId: session.paymentIntentId,
    amountPence: recorded.amountPence,
  };
  if (recorded.organisationId) return settleOrganisation(tx, session.id, payment, now);
  if (recorded.bookingId) return settleBooking(tx, recorded.bookingId, payment, now);
  if (recorded.invoiceId) return settleInvoice(tx, recorded.invoiceId, payment, now);
  return settled("unknown");
}

type CardPayment = {
  method: "card";
  receivedOn: string;
  checkoutSessionId: string;
  paymentIntentId: string | null;
  /** What the session took (its recorded amount, which Stripe's report matched). */
  amountPence: number;
};

/** The money is not a payment of the invoice (paid or credited already): refund it in full. */
async function duplicate(
  tx: Tx,
  invoice: { id: string; number: string; bookingId: string | null },
  reason: "already_paid" | "credited",
  { amountPence, checkoutSessionId, paymentIntentId }: CardPayment,
) {
  console.warn(
    `Checkout Session ${checkoutSessionId} paid invoice ${invoice.number}, which was ` +
      `${reason === "credited" ? "credited" : "already paid"}: refunding it`,
  );
  const id = await recordDuplicatePayment(tx, {
    invoiceId: invoice.id,
    reason,
    checkoutSessionId,
    paymentIntentId,
    amountPence,
  });
  return settled("duplicate", invoice.bookingId, [], [id]);
}

async function settleBooking(tx: Tx, bookingId: string, payment: CardPayment, now: Date) {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return settled("unknown");
  const { amountPence: _taken, ...paid } = payment;
  const standing = await standingInvoiceId(tx, bookingId);
  if (standing) {
    const invoice = await tx.invoice.findUniqueOrThrow({
      where: { id: standing },
      select: { id: true, number: true, bookingId: true, payments: { select: { id: true } } },
    });
    if (invoice.payments.length > 0) return duplicate(tx, invoice, "already_paid", payment);
    await recordPayment(tx, {
      invoiceId: standing,
      bookingId,
      ...paid,
      recordedBy: "system",
      actor: system,
    });
    await emailDocument(tx, standing, now, invoiceEmails);
  } else {
    await issueBookingInvoice(tx, {
      booking,
      // The tax point of a payment made before the collection is the day it arrived.
      supplyDay: payment.receivedOn,
      actor: system,
      now,
      emails: invoiceEmails,
      payment: paid,
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

async function settleInvoice(tx: Tx, invoiceId: string, payment: CardPayment, now: Date) {
  const found = await tx.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    select: { bookingId: true },
  });
  // The lock Mark as paid and a cancellation take, then the invoice read under it.
  if (found.bookingId) await lockBooking(tx, found.bookingId);
  await tx.$queryRaw`select id from invoices where id = ${invoiceId}::uuid for update`;
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    include: { payments: true, creditedBy: { select: { id: true } } },
  });
  if (invoice.payments.length > 0) return duplicate(tx, invoice, "already_paid", payment);
  // Paid after it was cancelled by a credit note: nothing was due, the money goes back.
  if (invoice.creditedBy) return duplicate(tx, invoice, "credited", payment);
  const { amountPence: _taken, ...paid } = payment;
  await recordPayment(tx, {
    invoiceId,
    bookingId: invoice.bookingId,
    ...paid,
    recordedBy: "system",
    actor: system,
  });
  // Its receipt, as a card payment at booking sends one.
  await emailDocument(tx, invoiceId, now, invoiceEmails);
  return settled("paid", invoice.bookingId);
}

/**
 * A Pay all open invoices session (under its row lock): each invoice it covers, locked (its
 * booking's lock, then its row, as Mark as paid takes them) one at a time in a stable order
 * (by id) so two settlements never wait on each other crosswise, is paid with its share and
 * e-mailed its receipt; one paid or credited meanwhile gets its share as a duplicate payment,
 * refunded after the commit (duplicates.ts refunds the duplicate's own amount, not the whole
 * payment).
 */
async function settleOrganisation(tx: Tx, sessionId: string, payment: CardPayment, now: Date) {
  const shares = await tx.checkoutInvoice.findMany({
    where: { sessionId },
    orderBy: { invoiceId: "asc" },
  });
  const duplicateIds: string[] = [];
  let paidAny = false;
  for (const share of shares) {
    const part = { ...payment, amountPence: share.amountPence };
    const outcome = await settleInvoice(tx, share.invoiceId, part, now);
    duplicateIds.push(...outcome.duplicateIds);
    paidAny ||= outcome.result === "paid";
  }
  return settled(paidAny ? "paid" : "duplicate", null, [], duplicateIds);
}

/**
 * A booking the office took by phone: its first history row is an office member's. Its
 * card payment link was e-mailed, not chosen at /book with the place held for it, so a Checkout
 * left unpaid does not cancel it: the link still works, and the office chases an unpaid job.
 */
async function bookedByTheOffice(tx: Tx, bookingId: string): Promise<boolean> {
  const row = await tx.bookingEvent.findFirst({
    where: { bookingId, kind: "requested", actor: "admin" },
    select: { id: true },
  });
  return row !== null;
}

/**
 * An unpaid Checkout Session expired. A card booking still waiting for its payment is cancelled
 * (its place released, a history row, the customer e-mailed a link to book again), unless it was
 * paid meanwhile, has another session open, or was booked by the office by phone. Returns whether
 * the booking was cancelled.
 */
export async function expireCheckout(tx: Tx, sessionId: string, now: Date): Promise<boolean> {
  const recorded = await lockSession(tx, sessionId);
  if (!recorded || recorded.status === "completed") return false;
  if (await tx.payment.findFirst({ where: { checkoutSessionId: sessionId } })) return false;
  await tx.checkoutSession.update({ where: { id: sessionId }, data: { status: "expired" } });
  if (!recorded.bookingId) return false;
  const booking = await lockBooking(tx, recorded.bookingId);
  if (!booking || booking.paymentChoice !== "card_now") return false;
  if (!CHANGEABLE_STATUSES.includes(booking.status)) return false;
  if (await tx.payment.findFirst({ where: { bookingId: booking.id }, select: { id: true } })) {
    return false;
  }
  if (await bookedByTheOffice(tx, booking.id)) return false;
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
