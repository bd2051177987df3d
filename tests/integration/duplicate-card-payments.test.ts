import { beforeEach, describe, expect, it } from "vitest";
import { todayInLondon } from "@/lib/shared/dates";
import { lockBooking } from "@/lib/bookings/booking-changes";
import { duplicatePaymentsPage, markDuplicatePaymentSeen } from "@/lib/payments/duplicate-payments";
import { markInvoicePaid } from "@/lib/payments/invoice-payments";
import { creditInvoice } from "@/lib/invoices/invoice-credit-notes";
import { findInvoice } from "@/lib/invoices/invoice-record";
import { issueBookingInvoice, recordPayment } from "@/lib/invoices/invoices";
import { attentionCounts } from "@/lib/office/today";
import { db } from "@/lib/server/db";
import { runRefundRetriesJob } from "@/lib/automation/jobs";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { checkoutForInvoice, lockCheckouts } from "@/lib/payments/checkout";
import { confirmReturnedSession } from "@/lib/payments/confirm-return";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { deliverToRoute, startFakeStripe } from "../support/stripe-webhook";

// "A customer can pay twice", against PostgreSQL and the fake Stripe over HTTP: the
// customer opens Pay now on an issued invoice, the office records a bank transfer with Mark as
// paid, and the open Checkout Session is closed at Stripe; when it cannot be (Stripe down) and the
// customer pays anyway, the payment is refunded once, the customer is e-mailed and Today counts it
// until the office has seen it. And a card payment of an issued invoice sends its receipt.

const stripe = await startFakeStripe();
process.env.SITE_URL = "https://www.example-shredding.test";

const today = todayInLondon();
const office = { kind: "admin", email: "office@example.test" } as const;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A collected job of today, invoiced (and e-mailed) as the certificate would. */
async function issuedInvoice(reference = "NESS-PAY2X1") {
  const bookingId = await plantJob(reference, { day: today, status: "collected" });
  const { invoice } = await db().$transaction(async (tx) => {
    const booking = (await lockBooking(tx, bookingId))!;
    return issueBookingInvoice(tx, {
      booking,
      supplyDay: today,
      actor: office,
      now: new Date(),
      emails: invoiceEmails,
    });
  });
  return invoice;
}

/** The customer opens Pay now on the invoice's page: its Checkout Session at the fake Stripe. */
async function payNowOpened(invoiceId: string) {
  const start = await checkoutForInvoice(invoiceId);
  if (start.status !== "ready") throw new Error(`No session: ${start.status}`);
  return stripe.sessions.get(start.sessionId)!;
}

const markPaid = (number: string) =>
  markInvoicePaid({ number, method: "bank_transfer", receivedOn: today, actor: office });

const subjectsTo = async (invoiceId: string) =>
  (await db().outboxEmail.findMany({ where: { invoiceId }, orderBy: { createdAt: "asc" } })).map(
    (e) => e.subject,
  );

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
});

describe("Mark as paid while the customer's Pay now page is open", () => {
  it("closes the invoice's open Checkout Session at Stripe, and Pay now then says it is paid", async () => {
    const invoice = await issuedInvoice();
    const session = await payNowOpened(invoice.id);

    expect(await markPaid(invoice.number)).toEqual({ status: "paid", number: invoice.number });

    expect(stripe.expiryRequests).toEqual([{ sessionId: session.id, failed: false }]);
    expect(stripe.sessions.get(session.id)!.status).toBe("expired");
    expect(await db().checkoutSession.findUnique({ where: { id: session.id } })).toMatchObject({
      status: "expired",
    });
    expect(await checkoutForInvoice(invoice.id)).toEqual({ status: "paid" });
    expect(stripe.sessions.size).toBe(1);
  });

  it("makes no session for a Pay now click that arrives while the payment is being recorded", async () => {
    const invoice = await issuedInvoice();
    let click: ReturnType<typeof checkoutForInvoice> | undefined;
    // Mark as paid's transaction, caught between its lock and its commit: the click waits for it.
    await db().$transaction(async (tx) => {
      await lockCheckouts(tx, invoice.id);
      click = checkoutForInvoice(invoice.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await recordPayment(tx, {
        invoiceId: invoice.id,
        bookingId: invoice.bookingId,
        method: "bank_transfer",
        receivedOn: today,
        recordedBy: office.email,
        actor: office,
      });
    });
    expect(await click).toEqual({ status: "paid" });
    expect(stripe.sessions.size).toBe(0);
  });

  it("keeps the payment when Stripe is down, and the refund job closes the session later", async () => {
    const invoice = await issuedInvoice();
    const session = await payNowOpened(invoice.id);
    stripe.failNextExpiries(1);

    expect(await markPaid(invoice.number)).toEqual({ status: "paid", number: invoice.number });
    expect((await findInvoice(invoice.id))!.payment).toMatchObject({ method: "bank_transfer" });
    expect(stripe.sessions.get(session.id)!.status).toBe("open");

    await runRefundRetriesJob("schedule", { now: () => later(1) });
    expect(stripe.expiryRequests.map((r) => r.failed)).toEqual([true, false]);
    expect(stripe.sessions.get(session.id)!.status).toBe("expired");
    expect(
      (await db().checkoutSession.findUniqueOrThrow({ where: { id: session.id } })).status,
    ).toBe("expired");
  });
});

describe("a card payment that still arrives for an invoice already paid", () => {
  it("is refunded once with a key from our row, e-mailed, and counted on Today until seen", async () => {
    const invoice = await issuedInvoice();
    const session = await payNowOpened(invoice.id);
    stripe.failNextExpiries(1); // Stripe down: the page stays open...
    await markPaid(invoice.number);
    const completed = await stripe.pay(session.id); // ...and the customer pays on it.

    expect((await deliverToRoute(completed)).status).toBe(200);

    // The ledger keeps the one payment the office recorded.
    const payments = await db().payment.findMany({ where: { invoiceId: invoice.id } });
    expect(payments.map((p) => p.method)).toEqual(["bank_transfer"]);
    const [duplicate, ...more] = await db().duplicatePayment.findMany();
    expect(more).toEqual([]);
    expect(duplicate).toMatchObject({
      invoiceId: invoice.id,
      checkoutSessionId: session.id,
      paymentIntentId: session.payment_intent,
      reason: "already_paid",
      amountPence: invoice.totalPence,
      refundStatus: "succeeded",
    });
    // Refunded in full at Stripe, keyed by our row.
    expect(stripe.refundRequests).toEqual([
      { idempotencyKey: `duplicate-refund-${duplicate!.id}`, failed: false },
    ]);
    expect(stripe.refundsOf(session.payment_intent!)).toMatchObject([
      { amount: invoice.totalPence, status: "succeeded" },
    ]);
    expect(duplicate!.stripeRefundId).toBe(stripe.refundsOf(session.payment_intent!)[0]!.id);
    // The customer is told.
    const subject = `Your duplicate payment for invoice ${invoice.number} has been refunded`;
    expect(await subjectsTo(invoice.id)).toEqual([`Invoice ${invoice.number}`, subject]);
    const email = await db().outboxEmail.findFirstOrThrow({ where: { subject } });
    expect(email.toAddress).toBe(invoice.customerEmail);
    expect(email.text).toContain("the invoice had already been paid");

    // Stripe delivers the event again, then a second event for the same session, and the customer
    // comes back to the invoice's page: nothing more is refunded, recorded or sent.
    expect((await deliverToRoute(completed)).body).toMatchObject({ duplicate: true });
    const again = stripe.signedEvent("checkout.session.completed", session);
    expect((await deliverToRoute(again)).status).toBe(200);
    expect(await confirmReturnedSession(session.id, { invoiceId: invoice.id })).toBe("duplicate");
    await stripe.chargeRefunded(session.payment_intent!).then(deliverToRoute);
    expect(stripe.refundRequests).toHaveLength(1);
    expect(stripe.refunds.size).toBe(1);
    expect(await db().duplicatePayment.count()).toBe(1);
    expect(await db().payment.count()).toBe(1);
    expect(await subjectsTo(invoice.id)).toEqual([`Invoice ${invoice.number}`, subject]);

    // Today counts it until the office has seen it on the list the count opens.
    expect((await attentionCounts(today)).duplicatePayments).toBe(1);
    const list = await duplicatePaymentsPage(1);
    expect(list.items).toMatchObject([
      { id: duplicate!.id, invoiceNumber: invoice.number, seenAt: null, refundStatus: "succeeded" },
    ]);
    expect(await markDuplicatePaymentSeen(duplicate!.id, office.email)).toBe(true);
    expect(await markDuplicatePaymentSeen(duplicate!.id, "other@example.test")).toBe(false);
    expect((await attentionCounts(today)).duplicatePayments).toBe(0);
    expect((await duplicatePaymentsPage(1)).items).toMatchObject([{ seenBy: office.email }]);
  });

  it("is refunded by the refund job when Stripe was down, with the same key, once", async () => {
    const invoice = await issuedInvoice();
    const session = await payNowOpened(invoice.id);
    stripe.failNextExpiries(1);
    await markPaid(invoice.number);
    stripe.failNextRefunds(1);
    await deliverToRoute(await stripe.pay(session.id));

    const pending = await db().duplicatePayment.findFirstOrThrow();
    expect(pending).toMatchObject({ refundStatus: "pending", attempts: 1 });
    expect(
      await db().outboxEmail.count({ where: { subject: { startsWith: "Your duplicate" } } }),
    ).toBe(0);
    expect((await attentionCounts(today)).duplicatePayments).toBe(1);

    await runRefundRetriesJob("schedule", { now: () => later(2) });
    await runRefundRetriesJob("schedule", { now: () => later(10) });

    const key = `duplicate-refund-${pending.id}`;
    expect(stripe.refundRequests).toEqual([
      { idempotencyKey: key, failed: true },
      { idempotencyKey: key, failed: false },
    ]);
    expect(stripe.refunds.size).toBe(1);
    expect(await db().duplicatePayment.findFirstOrThrow()).toMatchObject({
      refundStatus: "succeeded",
    });
    expect(
      await db().outboxEmail.count({ where: { subject: { startsWith: "Your duplicate" } } }),
    ).toBe(1);
  });

  it("for an invoice credited meanwhile, refunds it the same way and names the credit note", async () => {
    const invoice = await issuedInvoice();
    const session = await payNowOpened(invoice.id);
    const { creditNote } = await db().$transaction(async (tx) => {
      await lockBooking(tx, invoice.bookingId!);
      return creditInvoice(tx, {
        invoiceId: invoice.id,
        reason: "Booking cancelled",
        actor: office,
        now: new Date(),
        emails: async () => [],
      });
    });

    // The customer is back on the invoice's page before Stripe's webhook: it says so at once.
    const completed = await stripe.pay(session.id);
    expect(await confirmReturnedSession(session.id, { invoiceId: invoice.id })).toBe("duplicate");
    await deliverToRoute(completed);

    expect(await db().payment.count()).toBe(0);
    const duplicate = await db().duplicatePayment.findFirstOrThrow();
    expect(duplicate).toMatchObject({ reason: "credited", refundStatus: "succeeded" });
    expect(stripe.refundRequests).toEqual([
      { idempotencyKey: `duplicate-refund-${duplicate.id}`, failed: false },
    ]);
    const email = await db().outboxEmail.findFirstOrThrow({
      where: { subject: `Your duplicate payment for invoice ${invoice.number} has been refunded` },
    });
    expect(email.text).toContain(`cancelled by credit note ${creditNote.number}`);
    expect((await findInvoice(invoice.id))!.status).toBe("credited");
  });
});

describe("paying an issued invoice by card from its page", () => {
  it("e-mails the customer the receipt with the invoice's PDF attached, once", async () => {
    const invoice = await issuedInvoice();
    const session = await payNowOpened(invoice.id);
    const completed = await stripe.pay(session.id);

    await deliverToRoute(completed);
    await deliverToRoute(stripe.signedEvent("checkout.session.completed", session));

    expect((await findInvoice(invoice.id))!.payment).toMatchObject({ method: "card" });
    expect(await subjectsTo(invoice.id)).toEqual([
      `Invoice ${invoice.number}`,
      `Receipt ${invoice.number}`,
    ]);
    const receipt = await db().outboxEmail.findFirstOrThrow({
      where: { subject: `Receipt ${invoice.number}` },
    });
    expect(receipt.toAddress).toBe(invoice.customerEmail);
    expect(receipt.text).toContain(`Thank you for your payment`);
    expect(receipt.attachments).toEqual([
      {
        filename: `${invoice.number.toLowerCase()}.pdf`,
        contentType: "application/pdf",
        invoiceId: invoice.id,
      },
    ]);
    expect(await db().duplicatePayment.count()).toBe(0);
    expect(stripe.refundRequests).toEqual([]);
  });
});
