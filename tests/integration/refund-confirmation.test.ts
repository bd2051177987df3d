import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { refundNotice } from "@/lib/invoices/correction-rules";
import { invoiceStatusText } from "@/lib/invoices/invoice-rules";
import { cancelBookingAs } from "@/lib/booking-flows/lifecycle";
import { bookingPayment } from "@/lib/payments/booking-payment";
import { failedRefundsToSee } from "@/lib/payments/failed-refunds";
import { refundBalanceOf, refundInvoice } from "@/lib/payments/corrections";
import { findInvoiceByNumber } from "@/lib/invoices/invoice-record";
import { db } from "@/lib/server/db";
import { runRefundRetriesJob } from "@/lib/automation/jobs";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { deliverToRoute, startFakeStripe } from "../support/stripe-webhook";

// A card refund counts when Stripe has made it, not when it is asked for: until then the office
// reads 'Refund pending: {reason}' and the customer gets no credit note; once made, the credit
// note is e-mailed once and a refund in part reads 'Partly refunded £…'; a refund Stripe refuses
// for good is never e-mailed, gives its amount back to what may be refunded, and is listed for
// Today as 'Refund failed: {reason}'. Against PostgreSQL and a fake Stripe over HTTP.

const stripe = await startFakeStripe();

const now = new Date("2026-11-23T10:00:00Z"); // a Monday
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const office = { kind: "admin", email: "office@example.test" } as const;

/** A card booking paid through the fake's checkout: its invoice issued paid (£78.00). */
async function paidByCard(n = 0) {
  const booking = await bookAsVisitor(now, { day: "2026-11-25", n, payment: "card_now" });
  const session = [...stripe.sessions.values()].find((s) => s.metadata.booking_id === booking.id)!;
  expect((await deliverToRoute(await stripe.pay(session.id))).status).toBe(200);
  const payment = await db().payment.findFirstOrThrow({
    where: { bookingId: booking.id },
    include: { invoice: true },
  });
  return { bookingId: booking.id, number: payment.invoice.number, intent: session.payment_intent! };
}

const refundTen = (number: string) =>
  refundInvoice({
    number,
    amountPence: 1_000,
    reason: "One bag fewer",
    requestKey: randomUUID(),
    actor: office,
    now,
  });

/** The e-mails filed for a document, by subject. */
const emailsOf = async (number: string) =>
  (
    await db().outboxEmail.findMany({
      where: { invoice: { number } },
      select: { subject: true },
    })
  ).map((e) => e.subject);

/** What the office's invoice page says of the invoice's status and its refunds not yet made. */
async function officeReads(number: string) {
  const invoice = (await findInvoiceByNumber(number, later(10)))!;
  return {
    status: invoiceStatusText(invoice),
    notices: invoice.refunds.map(refundNotice).filter(Boolean),
  };
}

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
});

describe("a refund Stripe has not made", () => {
  it("reads 'Refund pending: {reason}' and e-mails no credit note until the retry makes it", async () => {
    const paid = await paidByCard();
    stripe.failNextRefunds(1);
    expect(await refundTen(paid.number)).toMatchObject({ status: "done", refundedPence: 1_000 });
    const note = (await db().refund.findFirstOrThrow({ include: { payment: true } })).creditNoteId;
    const { number: noteNumber } = await db().invoice.findUniqueOrThrow({ where: { id: note } });

    expect(await officeReads(paid.number)).toEqual({
      status: "Paid",
      notices: ["Refund pending: Scripted failure of the fake Stripe"],
    });
    expect((await findInvoiceByNumber(paid.number, now))!.refundedPence).toBe(0);
    expect(await emailsOf(noteNumber)).toEqual([]);
    // What is being refunded is not refunded twice meanwhile.
    expect(await refundBalanceOf(paid.number)).toMatchObject({ balancePence: 6_800 });

    await runRefundRetriesJob("schedule", { now: () => later(1) });
    expect(await officeReads(paid.number)).toEqual({
      status: "Partly refunded £10.00",
      notices: [],
    });
    expect(await emailsOf(noteNumber)).toEqual([`Credit note ${noteNumber}`]);
    // Stripe's charge.refunded afterwards changes nothing and e-mails nothing again.
    expect((await deliverToRoute(await stripe.chargeRefunded(paid.intent))).status).toBe(200);
    await runRefundRetriesJob("schedule", { now: () => later(60) });
    expect(await emailsOf(noteNumber)).toEqual([`Credit note ${noteNumber}`]);
  });

  it("reads a refund Stripe holds back by its id, never asking again, and settles it on refund.updated", async () => {
    const paid = await paidByCard();
    stripe.holdNextRefunds(1);
    await refundTen(paid.number);
    const held = await db().refund.findFirstOrThrow();
    expect(held).toMatchObject({ status: "pending", lastError: null });
    expect(held.stripeRefundId).toMatch(/^re_/);
    expect(await officeReads(paid.number)).toMatchObject({
      notices: ["Refund pending: waiting for Stripe to confirm it"],
    });

    // The job reads it back (still pending at Stripe): no second refund is asked for.
    await runRefundRetriesJob("schedule", { now: () => later(5) });
    expect(stripe.refundRequests).toHaveLength(1);
    expect(await db().refund.findFirstOrThrow()).toMatchObject({ status: "pending" });

    const event = await stripe.settleRefund(held.stripeRefundId!, "succeeded");
    expect((await deliverToRoute(event)).status).toBe(200);
    expect(await db().refund.findFirstOrThrow()).toMatchObject({ status: "succeeded" });
    expect(await officeReads(paid.number)).toEqual({
      status: "Partly refunded £10.00",
      notices: [],
    });
    const note = await db().invoice.findUniqueOrThrow({ where: { id: held.creditNoteId } });
    expect(await emailsOf(note.number)).toEqual([`Credit note ${note.number}`]);
  });

  it("takes a held refund that refund.failed reports as failed, with Stripe's reason in words", async () => {
    const paid = await paidByCard();
    stripe.holdNextRefunds(1);
    await refundTen(paid.number);
    const held = await db().refund.findFirstOrThrow();
    const event = await stripe.settleRefund(
      held.stripeRefundId!,
      "failed",
      "expired_or_canceled_card",
    );
    expect((await deliverToRoute(event)).status).toBe(200);
    expect(await officeReads(paid.number)).toEqual({
      status: "Paid",
      notices: ["Refund failed: the card has expired or was cancelled"],
    });
    expect(
      await emailsOf(
        (await db().invoice.findUniqueOrThrow({ where: { id: held.creditNoteId } })).number,
      ),
    ).toEqual([]);
  });
});

describe("a refund Stripe refuses for good", () => {
  it("is failed at once, never e-mailed or asked again, and listed for Today until the payment is refunded again", async () => {
    const paid = await paidByCard();
    stripe.refuseNextRefunds(1);
    await refundTen(paid.number);
    const refused = await db().refund.findFirstOrThrow();
    expect(refused).toMatchObject({
      status: "failed",
      lastError: "Charge has already been refunded.",
    });
    const note = await db().invoice.findUniqueOrThrow({ where: { id: refused.creditNoteId } });
    expect(await emailsOf(note.number)).toEqual([]);
    expect(await officeReads(paid.number)).toEqual({
      status: "Paid",
      notices: ["Refund failed: Charge has already been refunded."],
    });
    expect(await failedRefundsToSee()).toEqual([
      {
        id: refused.id,
        amountPence: 1_000,
        lastError: "Charge has already been refunded.",
        invoiceNumber: paid.number,
      },
    ]);
    // Not asked again; what it was for may be refunded again.
    await runRefundRetriesJob("schedule", { now: () => later(60) });
    expect(stripe.refundRequests).toHaveLength(1);
    expect(await refundBalanceOf(paid.number)).toMatchObject({ balancePence: 7_800 });

    await refundInvoice({
      number: paid.number,
      amountPence: 1_000,
      reason: "One bag fewer, again",
      requestKey: randomUUID(),
      actor: office,
      now: later(61),
    });
    expect(await failedRefundsToSee()).toEqual([]);
  });
});

describe("cancelling a paid booking while Stripe fails", () => {
  it("reads 'Refund pending' on the booking and e-mails the credit note once the refund is made", async () => {
    const paid = await paidByCard();
    stripe.failNextRefunds(1);
    expect((await cancelBookingAs(office, paid.bookingId, now)).ok).toBe(true);
    const booking = await db().booking.findUniqueOrThrow({ where: { id: paid.bookingId } });
    const before = await bookingPayment(booking, later(1));
    expect(before.state).toBe("refund_pending");
    const invoice = before.documents.find((d) => d.number === paid.number)!;
    expect(invoice.refunds.map(refundNotice)).toEqual([
      "Refund pending: Scripted failure of the fake Stripe",
    ]);
    const note = before.documents.find((d) => d.kind === "credit_note")!;
    expect(await emailsOf(note.number)).toEqual([]);

    await runRefundRetriesJob("schedule", { now: () => later(1) });
    expect((await bookingPayment(booking, later(2))).state).toBe("refunded");
    expect(await emailsOf(note.number)).toEqual([`Credit note ${note.number}`]);
  });
});
