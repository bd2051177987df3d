import { beforeEach, describe, expect, it, vi } from "vitest";
import { findManagedBooking } from "@/lib/bookings/booking-changes";
import { db } from "@/lib/server/db";
import { checkoutForBooking } from "@/lib/payments/checkout";
import { confirmReturnedSession } from "@/lib/payments/confirm-return";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { deliverToRoute, startFakeStripe } from "../support/stripe-webhook";

// Card payment through Stripe Checkout against PostgreSQL and a fake Stripe over HTTP:
// the booking is stored first, a payment counts only when Stripe says so, and every path and
// order of events ends in one consistent state.

const stripe = await startFakeStripe();
process.env.SITE_URL = "https://www.example-shredding.test";

const now = new Date("2026-11-23T10:00:00Z");

async function cardBooking(n = 0) {
  const booking = await bookAsVisitor(now, { day: "2026-11-25", n, payment: "card_now" });
  const [session] = [...stripe.sessions.values()].filter(
    (s) => s.metadata.booking_id === booking.id,
  );
  return { ...booking, session: session! };
}

const counts = async (bookingId: string) => ({
  payments: await db().payment.count({ where: { bookingId } }),
  invoices: await db().invoice.count({ where: { bookingId, kind: "invoice" } }),
  creditNotes: await db().invoice.count({ where: { bookingId, kind: "credit_note" } }),
  refunds: await db().refund.count({ where: { payment: { bookingId } } }),
});

const subjects = async (bookingId: string) =>
  (await db().outboxEmail.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } })).map(
    (e) => e.subject,
  );

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
});

describe("paying now by card", () => {
  it("stores the booking first, holding its place, and opens a Checkout Session for the server's price", async () => {
    const booking = await cardBooking();
    const stored = (await findManagedBooking(booking.id))!;
    expect(stored).toMatchObject({ status: "requested", paymentChoice: "card_now" });
    expect(booking.checkoutUrl).toBe(booking.session.url);
    expect(booking.session).toMatchObject({
      amount_total: stored.totalPence,
      currency: "gbp",
      customer_email: stored.customerEmail,
      metadata: { booking_reference: stored.reference, booking_id: stored.id },
    });
    expect(booking.session.success_url).toBe(
      `https://www.example-shredding.test/bookings/${booking.session.success_url.split("/bookings/")[1]!.split("?")[0]}?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(booking.session.cancel_url).toBe(booking.session.success_url.split("?")[0]);
    const minutes = (booking.session.expires_at * 1000 - now.getTime()) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(30);
    expect(minutes).toBeLessThan(31);
    expect(
      await db().checkoutSession.findUnique({ where: { id: booking.session.id } }),
    ).toMatchObject({ bookingId: booking.id, amountPence: stored.totalPence, status: "open" });
    expect(await db().booking.count({ where: { status: "requested" } })).toBe(1);
  });

  it("hands out the open session again rather than start a second payment", async () => {
    const booking = await cardBooking();
    const again = await checkoutForBooking(booking.id, new Date(now.getTime() + 60_000));
    expect(again).toEqual({
      status: "ready",
      url: booking.session.url,
      sessionId: booking.session.id,
    });
    expect(stripe.sessions.size).toBe(1);
  });

  it("starts one new session when two requests ask at once after the first expired", async () => {
    const booking = await cardBooking();
    await db().checkoutSession.update({
      where: { id: booking.session.id },
      data: { status: "expired" },
    });
    const later = new Date(now.getTime() + 60_000);
    const [a, b] = await Promise.all([
      checkoutForBooking(booking.id, later),
      checkoutForBooking(booking.id, later),
    ]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: "ready" });
    expect(stripe.sessions.size).toBe(2);
    expect(await db().checkoutSession.count({ where: { bookingId: booking.id } })).toBe(2);
  });

  it("counts the payment once when Stripe delivers the completed event twice", async () => {
    const booking = await cardBooking();
    const paid = await stripe.pay(booking.session.id);
    const first = await deliverToRoute(paid);
    const second = await deliverToRoute(paid);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({ duplicate: true });
    expect(await counts(booking.id)).toEqual({
      payments: 1,
      invoices: 1,
      creditNotes: 0,
      refunds: 0,
    });
    const invoice = await db().invoice.findFirstOrThrow({
      where: { bookingId: booking.id },
      include: { payments: true },
    });
    expect(invoice.payments[0]).toMatchObject({
      method: "card",
      amountPence: booking.session.amount_total,
      checkoutSessionId: booking.session.id,
      paymentIntentId: stripe.sessions.get(booking.session.id)!.payment_intent,
    });
    const receipts = (await subjects(booking.id)).filter((s) => s.startsWith("Receipt"));
    expect(receipts).toEqual([`Receipt ${invoice.number}`]);
    expect(await db().stripeEvent.count()).toBe(1);
  });

  it("counts one payment when two deliveries of the same event arrive at once", async () => {
    const booking = await cardBooking();
    const paid = await stripe.pay(booking.session.id);
    const answers = await Promise.all([deliverToRoute(paid), deliverToRoute(paid)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await counts(booking.id)).toMatchObject({ payments: 1, invoices: 1 });
  });

  it("answers 500 when handling fails, keeps nothing of it, and handles the redelivery", async () => {
    const booking = await cardBooking();
    const paid = await stripe.pay(booking.session.id);
    const client = db();
    const real = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
    // The connection drops after the handler has done all its work, before the commit.
    vi.spyOn(client, "$transaction").mockImplementationOnce(((
      work: (tx: unknown) => Promise<unknown>,
      options: unknown,
    ) =>
      real(async (tx: unknown) => {
        await work(tx);
        throw new Error("connection lost");
      }, options)) as never);
    const failed = await deliverToRoute(paid);
    expect(failed.status).toBe(500);
    expect(await db().stripeEvent.count()).toBe(0);
    expect(await counts(booking.id)).toMatchObject({ payments: 0, invoices: 0 });
    expect(await db().outboxEmail.count({ where: { subject: { startsWith: "Receipt" } } })).toBe(0);

    expect((await deliverToRoute(paid)).status).toBe(200);
    expect(await counts(booking.id)).toMatchObject({ payments: 1, invoices: 1 });
  });

  it("refuses an event with a bad signature with 400 and changes nothing", async () => {
    const booking = await cardBooking();
    const paid = await stripe.pay(booking.session.id);
    const forged = { ...paid, payload: paid.payload.replace('"paid"', '"paid" ') };
    expect((await deliverToRoute(forged)).status).toBe(400);
    expect((await deliverToRoute(paid, "t=1,v1=0000")).status).toBe(400);
    expect(await db().stripeEvent.count()).toBe(0);
    expect(await counts(booking.id)).toMatchObject({ payments: 0, invoices: 0 });
  });

  it("ignores a paid session it never created", async () => {
    const other = stripe.signedEvent("checkout.session.completed", {
      id: "cs_test_not_ours",
      object: "checkout.session",
      amount_total: 100,
      currency: "gbp",
      payment_status: "paid",
      payment_intent: "pi_test_not_ours",
    });
    expect((await deliverToRoute(other)).status).toBe(200);
    expect(await db().payment.count()).toBe(0);
  });

  it("confirms on the return page and the later webhook finds the payment made: one payment", async () => {
    const booking = await cardBooking();
    const paid = await stripe.pay(booking.session.id);
    expect(await confirmReturnedSession(booking.session.id, { bookingId: booking.id })).toBe(
      "paid",
    );
    expect((await deliverToRoute(paid)).status).toBe(200);
    expect(await counts(booking.id)).toMatchObject({ payments: 1, invoices: 1 });
  });

  it("shows 'processing' on return while Stripe has not confirmed the payment", async () => {
    const booking = await cardBooking();
    expect(await confirmReturnedSession(booking.session.id, { bookingId: booking.id })).toBe(
      "processing",
    );
    expect(await confirmReturnedSession("cs_test_someone_else", { bookingId: booking.id })).toBe(
      "none",
    );
  });
});

describe("a session that expires unpaid", () => {
  it("cancels the booking, releases its place and e-mails a link to book again", async () => {
    const booking = await cardBooking();
    const expired = await stripe.expire(booking.session.id);
    expect((await deliverToRoute(expired)).status).toBe(200);
    const stored = (await findManagedBooking(booking.id))!;
    expect(stored.status).toBe("cancelled");
    expect(stored.events.map((e) => [e.kind, e.actor])).toContainEqual([
      "payment_expired",
      "system",
    ]);
    const email = await db().outboxEmail.findFirstOrThrow({
      where: {
        bookingId: booking.id,
        subject: `Your booking ${booking.reference} was not completed`,
      },
    });
    expect(email.html).toContain("https://www.example-shredding.test/book");
    expect(await counts(booking.id)).toEqual({
      payments: 0,
      invoices: 0,
      creditNotes: 0,
      refunds: 0,
    });
  });

  it("completed after expired: the money is recorded, credited and refunded once, the booking stays cancelled", async () => {
    const booking = await cardBooking();
    const expired = await stripe.expire(booking.session.id);
    const paid = await stripe.pay(booking.session.id);
    for (const event of [expired, paid, paid, expired]) {
      expect((await deliverToRoute(event)).status).toBe(200);
    }
    expect((await findManagedBooking(booking.id))!.status).toBe("cancelled");
    expect(await counts(booking.id)).toEqual({
      payments: 1,
      invoices: 1,
      creditNotes: 1,
      refunds: 1,
    });
    const intent = stripe.sessions.get(booking.session.id)!.payment_intent!;
    expect(stripe.refundsOf(intent)).toHaveLength(1);
    expect(await db().refund.findFirstOrThrow()).toMatchObject({ status: "succeeded" });
  });

  it("expired after completed: the booking stands, paid", async () => {
    const booking = await cardBooking();
    const paid = await stripe.pay(booking.session.id);
    const expired = await stripe.expire(booking.session.id);
    for (const event of [paid, expired]) expect((await deliverToRoute(event)).status).toBe(200);
    expect((await findManagedBooking(booking.id))!.status).toBe("requested");
    expect(await counts(booking.id)).toEqual({
      payments: 1,
      invoices: 1,
      creditNotes: 0,
      refunds: 0,
    });
    expect(await subjects(booking.id)).not.toContain(
      `Your booking ${booking.reference} was not completed`,
    );
  });
});
