import { beforeEach, describe, expect, it } from "vitest";
import { cancelBookingAs } from "@/lib/booking-flows/lifecycle";
import { findManagedBooking } from "@/lib/bookings/booking-changes";
import { db } from "@/lib/server/db";
import { bookingPaymentView } from "@/lib/payments/payment-view";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { deliverToRoute, startFakeStripe } from "../support/stripe-webhook";

// What the manage page says about a booking's money, from the ledger's rows.

const stripe = await startFakeStripe();

const now = new Date("2026-11-23T10:00:00Z");

async function viewOf(id: string, returned: "paid" | "processing" | "none" = "none") {
  return bookingPaymentView((await findManagedBooking(id))!, returned, now);
}

async function cardBooking() {
  const booking = await bookAsVisitor(now, { day: "2026-11-25", payment: "card_now" });
  const session = [...stripe.sessions.values()].find((s) => s.metadata.booking_id === booking.id)!;
  return { ...booking, session };
}

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
});

describe("the manage page's payment panel", () => {
  it("offers Pay now by card again while a card booking is unpaid", async () => {
    const booking = await cardBooking();
    expect(await viewOf(booking.id)).toEqual({
      message: "Awaiting payment",
      amount: null,
      canPay: true,
      documents: [],
    });
  });

  it("says 'Payment processing' when the customer is back before Stripe confirmed it", async () => {
    const booking = await cardBooking();
    expect(await viewOf(booking.id, "processing")).toMatchObject({
      message: "Payment processing",
      canPay: false,
    });
  });

  it("says 'Payment received' with the amount, and links the receipt", async () => {
    const booking = await cardBooking();
    await deliverToRoute(await stripe.pay(booking.session.id));
    const view = await viewOf(booking.id);
    const { number } = await db().invoice.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(view).toMatchObject({
      message: "Payment received",
      amount: `£${(booking.session.amount_total / 100).toFixed(2)}`,
      canPay: false,
      documents: [{ label: `Invoice ${number}`, status: "Paid" }],
    });
    expect(view.documents[0]!.href).toMatch(/^\/invoices\/[A-Za-z0-9_-]+$/);
  });

  it("says 'Refund of £… issued' once a paid booking is cancelled, with its credit note", async () => {
    const booking = await cardBooking();
    await deliverToRoute(await stripe.pay(booking.session.id));
    await cancelBookingAs({ kind: "customer" }, booking.id, now);
    const view = await viewOf(booking.id);
    expect(view.message).toBe(
      `Refund of £${(booking.session.amount_total / 100).toFixed(2)} issued`,
    );
    // (The payment came in on the real clock, the cancellation on the test's: order aside.)
    expect(view.documents.map((d) => [d.label.split(" ")[0], d.status]).sort()).toEqual([
      ["Credit", "Credited"],
      ["Invoice", "Credited"],
    ]);
  });

  it("tells a customer paying after the collection that the invoice comes then", async () => {
    const booking = await bookAsVisitor(now, { day: "2026-11-25", purchaseOrder: "PO-77" });
    expect(await viewOf(booking.id)).toMatchObject({
      message: "To be invoiced after the collection",
      canPay: false,
    });
    expect((await findManagedBooking(booking.id))!).toMatchObject({
      paymentChoice: "after_collection",
      purchaseOrder: "PO-77",
    });
  });
});
