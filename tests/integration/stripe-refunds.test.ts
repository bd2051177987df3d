import { beforeEach, describe, expect, it } from "vitest";
import { cancelBookingAs, rescheduleBookingAs } from "@/lib/booking-flows/lifecycle";
import { findManagedBooking } from "@/lib/bookings/booking-changes";
import { db } from "@/lib/server/db";
import { runRefundRetriesJob } from "@/lib/automation/jobs";
import { attemptRefund, refundKey } from "@/lib/payments/refunds";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { deliverToRoute, startFakeStripe } from "../support/stripe-webhook";

// Refunds of card payments against PostgreSQL and a fake Stripe over HTTP: cancelling
// a paid booking credits its invoice and refunds it in full, once, whatever fails on the way; a
// paid booking keeps its price.

const stripe = await startFakeStripe();

const now = new Date("2026-11-23T10:00:00Z");
const customer = { kind: "customer" } as const;
const office = { kind: "admin", email: "office@example.test" } as const;
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

/** A card booking for Wednesday 25 November, paid through the fake's checkout. */
async function paidBooking(n = 0) {
  const booking = await bookAsVisitor(now, { day: "2026-11-25", n, payment: "card_now" });
  const session = [...stripe.sessions.values()].find((s) => s.metadata.booking_id === booking.id)!;
  expect((await deliverToRoute(await stripe.pay(session.id))).status).toBe(200);
  const payment = await db().payment.findFirstOrThrow({ where: { bookingId: booking.id } });
  return { ...booking, payment, intent: session.payment_intent! };
}

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
});

describe("cancelling a paid booking", () => {
  it("issues a credit note and refunds the full amount through Stripe, keyed by the payment", async () => {
    const booking = await paidBooking();
    expect(await cancelBookingAs(customer, booking.id, now)).toEqual({ ok: true, data: undefined });
    const creditNote = await db().invoice.findFirstOrThrow({
      where: { bookingId: booking.id, kind: "credit_note" },
    });
    expect(creditNote).toMatchObject({
      totalPence: booking.payment.amountPence,
      reason: "Booking cancelled",
    });
    const refund = await db().refund.findFirstOrThrow();
    expect(refund).toMatchObject({
      paymentId: booking.payment.id,
      creditNoteId: creditNote.id,
      amountPence: booking.payment.amountPence,
      status: "succeeded",
      attempts: 1,
    });
    const made = stripe.refundsOf(booking.intent);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      id: refund.stripeRefundId,
      amount: booking.payment.amountPence,
    });
    expect(stripe.refundRequests.map((r) => r.idempotencyKey)).toEqual([
      refundKey(booking.payment.id),
    ]);
    const stored = (await findManagedBooking(booking.id))!;
    expect(stored.status).toBe("cancelled");
    expect(stored.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["cancelled", "credited", "refunded"]),
    );
    const subjects = (await db().outboxEmail.findMany({ where: { bookingId: booking.id } })).map(
      (e) => e.subject,
    );
    expect(subjects).toContain(`Credit note ${creditNote.number}`);
    // The cancellation's own e-mail says the money is coming back, not that nothing is due.
    const cancelled = await db().outboxEmail.findFirstOrThrow({
      where: {
        bookingId: booking.id,
        toAddress: "customer-0@example.test",
        subject: { contains: "cancelled" },
      },
    });
    expect(cancelled.text).toContain(
      `Your payment of £${(booking.payment.amountPence / 100).toFixed(2)} is being refunded in full`,
    );
    expect(cancelled.text).not.toContain("nothing is due");
  });

  it("lets the office cancel and refund too", async () => {
    const booking = await paidBooking();
    expect((await cancelBookingAs(office, booking.id, now)).ok).toBe(true);
    expect(stripe.refundsOf(booking.intent)).toHaveLength(1);
  });

  it("retries a refund Stripe failed with the refund job, and never issues it twice", async () => {
    const booking = await paidBooking();
    stripe.failNextRefunds(2);
    expect((await cancelBookingAs(customer, booking.id, now)).ok).toBe(true);
    let refund = await db().refund.findFirstOrThrow();
    expect(refund).toMatchObject({ status: "pending", attempts: 1 });
    expect(refund.lastError).toContain("Scripted failure");
    expect(refund.nextAttemptAt.getTime()).toBe(minutes(1).getTime());

    // Not due yet: nothing is asked.
    await runRefundRetriesJob("schedule", { now: () => minutes(0.5) });
    expect(stripe.refundRequests).toHaveLength(1);
    // Due: asked again, fails again, waits longer.
    await runRefundRetriesJob("schedule", { now: () => minutes(1) });
    refund = await db().refund.findFirstOrThrow();
    expect(refund).toMatchObject({ status: "pending", attempts: 2 });
    expect(refund.nextAttemptAt.getTime()).toBe(minutes(3).getTime());
    // Due again: Stripe answers.
    const run = await runRefundRetriesJob("schedule", { now: () => minutes(3) });
    expect(run).toMatchObject({ status: "succeeded", details: { issued: 1 } });
    refund = await db().refund.findFirstOrThrow();
    expect(refund).toMatchObject({ status: "succeeded", attempts: 3, lastError: null });

    // Asked again for any reason (a late retry, a second instance): the same refund or nothing.
    await Promise.all([
      attemptRefund(refund.id, minutes(4)),
      runRefundRetriesJob("schedule", { now: () => minutes(9) }),
    ]);
    expect(stripe.refundsOf(booking.intent)).toHaveLength(1);
    expect(new Set(stripe.refundRequests.map((r) => r.idempotencyKey))).toEqual(
      new Set([refundKey(booking.payment.id)]),
    );
    const refunded = (await findManagedBooking(booking.id))!.events.filter(
      (e) => e.kind === "refunded",
    );
    expect(refunded).toHaveLength(1);
  });

  it("two attempts at once make one refund at Stripe", async () => {
    const booking = await paidBooking();
    stripe.failNextRefunds(1);
    await cancelBookingAs(customer, booking.id, now);
    const refund = await db().refund.findFirstOrThrow();
    await Promise.all([attemptRefund(refund.id, minutes(2)), attemptRefund(refund.id, minutes(2))]);
    expect(stripe.refundsOf(booking.intent)).toHaveLength(1);
    expect(await db().refund.findFirstOrThrow()).toMatchObject({ status: "succeeded" });
  });

  it("takes Stripe's charge.refunded as the refund done, and the job then asks nothing", async () => {
    const booking = await paidBooking();
    stripe.failNextRefunds(1);
    await cancelBookingAs(customer, booking.id, now);
    const event = await stripe.chargeRefunded(booking.intent);
    expect((await deliverToRoute(event)).status).toBe(200);
    expect(await db().refund.findFirstOrThrow()).toMatchObject({ status: "succeeded" });
    await runRefundRetriesJob("schedule", { now: () => minutes(60) });
    expect(stripe.refundRequests).toHaveLength(1);
  });
});

describe("cancelling an unpaid card booking", () => {
  it("closes its payment page at Stripe and refunds nothing", async () => {
    const booking = await bookAsVisitor(now, { day: "2026-11-25", payment: "card_now" });
    const session = [...stripe.sessions.values()].find(
      (s) => s.metadata.booking_id === booking.id,
    )!;
    expect((await cancelBookingAs(customer, booking.id, now)).ok).toBe(true);
    expect(stripe.sessions.get(session.id)!.status).toBe("expired");
    expect(
      await db().checkoutSession.findUniqueOrThrow({ where: { id: session.id } }),
    ).toMatchObject({
      status: "expired",
    });
    expect(await db().invoice.count()).toBe(0);
    expect(stripe.refundRequests).toHaveLength(0);
  });
});

describe("moving a paid booking", () => {
  it("is refused when the new date has another price", async () => {
    const booking = await paidBooking();
    // Friday carries the Monday/Friday surcharge; Wednesday does not.
    const result = await rescheduleBookingAs(
      customer,
      booking.id,
      { selected_date: "2026-11-27", time_slot: "allday" },
      now,
    );
    expect(result).toEqual({
      ok: false,
      reason: "validation",
      message:
        "Moving to Friday 27 November 2026 changes the price. Please call us on 0191 498 0123.",
      fieldErrors: {
        selected_date: [
          "Moving to Friday 27 November 2026 changes the price. Please call us on 0191 498 0123.",
        ],
      },
    });
    expect((await findManagedBooking(booking.id))!.day).toBe("2026-11-25");
  });

  it("is allowed to a date with the same price", async () => {
    const booking = await paidBooking();
    const result = await rescheduleBookingAs(
      customer,
      booking.id,
      { selected_date: "2026-11-26", time_slot: "allday" },
      now,
    );
    expect(result.ok).toBe(true);
    expect((await findManagedBooking(booking.id))!.day).toBe("2026-11-26");
  });

  it("a booking paid after the collection moves to any price as before", async () => {
    const booking = await bookAsVisitor(now, { day: "2026-11-25" });
    const result = await rescheduleBookingAs(
      customer,
      booking.id,
      { selected_date: "2026-11-27", time_slot: "allday" },
      now,
    );
    expect(result.ok).toBe(true);
  });
});
