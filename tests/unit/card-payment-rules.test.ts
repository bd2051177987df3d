import { describe, expect, it } from "vitest";
import { bookingSchema } from "@/lib/bookings/booking-schema";
import { refundKey, refundRetryDelayMs } from "@/lib/payments/refunds";

const booking = {
  service_type: "collection",
  bag_quantity: "2",
  selected_date: "2026-12-02",
  time_slot: "allday",
  customer_name: "Jo Bloggs",
  customer_email: "jo@bloggs.co.uk",
  idempotency_key: "0f8b6a4e-2c1d-4b7a-9e3f-5a6b7c8d9e0f",
};

describe("how a booking is paid", () => {
  it("pays after the collection unless the customer chose to pay now", () => {
    expect(bookingSchema.parse(booking)).toMatchObject({
      payment_choice: "after_collection",
      purchase_order: "",
    });
    expect(bookingSchema.parse({ ...booking, payment_choice: "card_now" }).payment_choice).toBe(
      "card_now",
    );
  });

  it("refuses any other way to pay", () => {
    expect(bookingSchema.safeParse({ ...booking, payment_choice: "cash" }).success).toBe(false);
  });

  it("keeps a purchase order number, trimmed, up to 50 characters", () => {
    expect(bookingSchema.parse({ ...booking, purchase_order: "  PO-4471 " }).purchase_order).toBe(
      "PO-4471",
    );
    const long = bookingSchema.safeParse({ ...booking, purchase_order: "P".repeat(51) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(
      "Purchase order number must be less than 50 characters",
    );
  });
});

describe("refunds", () => {
  it("are keyed by the payment they give back, never at random", () => {
    expect(refundKey("5f0c6a1e-0000-4000-8000-000000000001")).toBe(
      "refund-5f0c6a1e-0000-4000-8000-000000000001",
    );
  });

  it("are asked again after 1, 2, 4, 8 ... minutes, at most an hour apart", () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => refundRetryDelayMs(n) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });
});
