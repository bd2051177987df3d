import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingMessages } from "@/lib/shared/form-messages";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import {
  availability,
  closeDay,
  readCapacity,
  reopenDay,
  saveCapacity,
} from "@/lib/bookings/capacity";
import { cancelBookingAs } from "@/lib/booking-flows/lifecycle";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";

const now = new Date("2026-11-23T10:00:00Z"); // a Monday
const DAY = "2026-11-25"; // the Wednesday after

const request = (service: "collection" | "onsite", n: number) => ({
  service_type: service,
  bag_quantity: 2,
  selected_date: DAY,
  time_slot: (["allday", "am", "pm"] as const)[n % 3],
  customer_name: `Customer ${n}`,
  customer_email: `customer-${n}@example.test`,
  idempotency_key: randomUUID(),
});
const book = (service: "collection" | "onsite", n: number) =>
  submitBooking.handle({ ip: `192.0.2.${n + 1}`, now }, request(service, n));

beforeEach(resetDatabase);

describe("capacity per day and service", () => {
  it("defaults to 8 collections and 3 on-site visits until the office changes it", async () => {
    expect(await readCapacity()).toEqual({ collection: 8, onsite: 3 });
    await saveCapacity({ collection: 5, onsite: 2 });
    expect(await readCapacity()).toEqual({ collection: 5, onsite: 2 });
  });

  it("stores exactly 3 of 20 concurrent on-site bookings for a day with 3 places", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => book("onsite", n)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    for (const refused of results.filter((r) => !r.ok)) {
      expect(refused).toMatchObject({
        reason: "validation",
        message: bookingMessages.fullyBooked.description,
      });
    }
    expect(await db().booking.count({ where: { serviceType: "onsite" } })).toBe(3);
    // Nothing of the refused ones is stored: 2 e-mails per stored booking.
    expect(await db().outboxEmail.count()).toBe(6);
    // Collections have places of their own.
    expect((await book("collection", 30)).ok).toBe(true);
  });

  it("frees a place when a booking is cancelled", async () => {
    for (let n = 0; n < 3; n++) expect((await book("onsite", n)).ok).toBe(true);
    expect((await book("onsite", 3)).ok).toBe(false);
    const [first] = await db().booking.findMany({ take: 1 });
    await cancelBookingAs({ kind: "admin", email: "office@example.test" }, first!.id, now);
    expect((await book("onsite", 4)).ok).toBe(true);
  });

  it("refuses a closed day, and takes bookings again once it is reopened", async () => {
    await closeDay(DAY, "Staff training day", "admin@example.test");
    expect(await book("collection", 1)).toMatchObject({
      ok: false,
      message: bookingMessages.closed.description,
    });
    await reopenDay(DAY);
    expect((await book("collection", 2)).ok).toBe(true);
  });

  it("tells the calendar which days are full or closed, and nothing about who booked", async () => {
    for (let n = 0; n < 3; n++) await book("onsite", n);
    await closeDay("2026-11-27", "Christmas party", "admin@example.test");
    const days = await availability("2026-11-23", "2026-12-31");
    expect(days).toEqual({
      [DAY]: { onsite: { kind: "full" } },
      "2026-11-27": {
        collection: { kind: "closed", reason: "Christmas party" },
        onsite: { kind: "closed", reason: "Christmas party" },
      },
    });
    expect(JSON.stringify(days)).not.toMatch(/Customer|example\.test/);
  });
});

describe("the booking's optional postcode", () => {
  const withPostcode = (postcode: string, n: number) =>
    submitBooking.handle({ ip: `198.51.100.${n}`, now }, { ...request("collection", n), postcode });

  it("is stored normalised, and marked when outside the covered districts", async () => {
    expect((await withPostcode("dh1 3le", 1)).ok).toBe(true);
    expect((await withPostcode("YO1 7HH", 2)).ok).toBe(true);
    expect((await withPostcode("", 3)).ok).toBe(true);
    const rows = await db().booking.findMany({
      select: { postcode: true, outsideArea: true },
      orderBy: { createdAt: "asc" },
    });
    expect(rows).toEqual([
      { postcode: "DH1 3LE", outsideArea: false },
      { postcode: "YO1 7HH", outsideArea: true },
      { postcode: null, outsideArea: false },
    ]);
  });

  it("refuses an invalid postcode with the quote form's message, storing nothing", async () => {
    expect(await withPostcode("NOT A POSTCODE", 4)).toMatchObject({
      ok: false,
      reason: "validation",
      message: "Please enter a valid postcode",
    });
    expect(await db().booking.count()).toBe(0);
  });
});
