import { describe, expect, it } from "vitest";
import { bookingSchema } from "@/lib/bookings/booking-schema";

const validBooking = {
  service_type: "collection",
  bag_quantity: "6",
  selected_date: "2026-12-02",
  time_slot: "am",
  customer_name: "  Jo Bloggs  ",
  customer_email: " jo@bloggs.co.uk ",
  idempotency_key: "0f8b6a4e-2c1d-4b7a-9e3f-5a6b7c8d9e0f",
};

function firstMessage(input: unknown) {
  const result = bookingSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
}

describe("the booking payload's rules", () => {
  it("accepts a complete booking, trims text and reads the optional fields as empty", () => {
    const result = bookingSchema.parse(validBooking);
    expect(result).toMatchObject({
      bag_quantity: 6,
      customer_name: "Jo Bloggs",
      customer_email: "jo@bloggs.co.uk",
      customer_phone: "",
      company_name: "",
      collection_address: "",
      special_requirements: "",
    });
  });

  it.each([
    ["a bag count off the list", { bag_quantity: 12 }, "Please choose 1-10, 15 or 20 bags"],
    ["a fraction of a bag", { bag_quantity: "2.5" }, "Please choose 1-10, 15 or 20 bags"],
    ["true as a bag count", { bag_quantity: true }, "Please choose 1-10, 15 or 20 bags"],
    ["a hexadecimal bag count", { bag_quantity: "0xA" }, "Please choose 1-10, 15 or 20 bags"],
    ["an exponent bag count", { bag_quantity: "1e1" }, "Please choose 1-10, 15 or 20 bags"],
    ["a bag count of 1.0", { bag_quantity: "1.0" }, "Please choose 1-10, 15 or 20 bags"],
    ["a blank bag count", { bag_quantity: " " }, "Please choose 1-10, 15 or 20 bags"],
    ["a name of zero-width spaces", { customer_name: "\u200B\u200B" }, "Name is required"],
    ["a name of a byte-order mark", { customer_name: "\uFEFF" }, "Name is required"],
    ["an unknown service", { service_type: "shred-it-all" }, "Please choose a service"],
    ["an unknown time slot", { time_slot: "evening" }, "Please choose a time slot"],
    ["a date that is not a date", { selected_date: "next week" }, "Please select a date"],
    ["a blank name", { customer_name: "   " }, "Name is required"],
    ["a bad e-mail address", { customer_email: "jo@" }, "Invalid email address"],
    [
      "a long address",
      { collection_address: "x".repeat(501) },
      "Address must be less than 500 characters",
    ],
  ])("rejects %s", (_, change, message) => {
    expect(firstMessage({ ...validBooking, ...change })).toBe(message);
  });

  it("needs an idempotency key in UUID form", () => {
    expect(bookingSchema.safeParse({ ...validBooking, idempotency_key: "1" }).success).toBe(false);
  });
});
