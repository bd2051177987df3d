import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { saveCapacity } from "@/lib/bookings/capacity";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";

// Monday 23 November 2026, 10:00 in London.
const now = new Date("2026-11-23T10:00:00Z");

/** The /book action as a request from `ip` at `at` makes it. */
const submitBookingRequest = (input: unknown, ip: string, at: Date) =>
  submitBooking.handle({ ip, now: at }, input);

const booking = () => ({
  service_type: "onsite",
  bag_quantity: 6,
  selected_date: "2026-11-25", // a Wednesday
  time_slot: "pm",
  customer_name: "Jo Bloggs",
  customer_email: "jo@bloggs.co.uk",
  customer_phone: "0191 000 0000",
  company_name: "Bloggs Ltd",
  collection_address: "1 High Street, Durham DH1 1AA",
  special_requirements: "Ring the bell at the side door",
  idempotency_key: randomUUID(),
});

describe("a booking request", () => {
  beforeEach(resetDatabase);

  it("stores one booking with a reference and the server's price, and two outbox e-mails", async () => {
    const result = await submitBookingRequest(booking(), "192.0.2.1", now);
    expect(result.ok).toBe(true);
    const reference = result.ok ? result.data.reference : "";
    expect(reference).toMatch(/^NESS-[2-9A-HJKMNP-Z]{6}$/);

    const rows = await db().booking.findMany({ include: { emails: true } });
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      reference,
      serviceType: "onsite",
      timeSlot: "pm",
      bagQuantity: 6,
      subtotalPence: 11220,
      vatPence: 2244,
      totalPence: 13464,
      status: "requested",
      companyName: "Bloggs Ltd",
    });
    expect(row.selectedDate.toISOString().slice(0, 10)).toBe("2026-11-25");
    expect(row.emails.map((e) => e.toAddress).sort()).toEqual([
      "hello@northeastsecureshredding.co.uk",
      "jo@bloggs.co.uk",
    ]);

    const confirmation = row.emails.find((e) => e.toAddress === "jo@bloggs.co.uk")!;
    for (const fact of [
      reference,
      "On-site shredding",
      "Wednesday 25 November 2026",
      "Afternoon",
      "£112.20",
      "£22.44",
      "£134.64",
      "Before we arrive",
    ]) {
      expect(confirmation.text).toContain(fact);
    }
    const [ics] = confirmation.attachments as {
      filename: string;
      content: string;
      contentType: string;
    }[];
    expect(ics!.filename).toBe(`booking-${reference}.ics`);
    const calendar = Buffer.from(ics!.content, "base64").toString("utf8");
    // The afternoon slot, 12pm to 6pm in London (GMT in November).
    expect(calendar).toContain("DTSTART:20261125T120000Z");
    expect(calendar).toContain("DTEND:20261125T180000Z");
  });

  it("confirms to the customer without echoing anything they typed", async () => {
    await submitBookingRequest(
      {
        ...booking(),
        customer_name: "Your bank http://phish.example",
        customer_email: "victim@example.com",
        company_name: "www.phish.example",
        collection_address: "Unlock your account at https://phish.example/unlock",
        special_requirements: "Call +44 7700 900999 to claim your refund",
      },
      "192.0.2.20",
      now,
    );
    const [confirmation] = await db().outboxEmail.findMany({
      where: { toAddress: "victim@example.com" },
    });
    const ics = (confirmation!.attachments as { content: string }[])
      .map((a) => Buffer.from(a.content, "base64").toString("utf8"))
      .join("\n");
    for (const part of [confirmation!.subject, confirmation!.html, confirmation!.text, ics]) {
      expect(part).not.toMatch(/phish|Your bank|refund|7700 900999/i);
    }
  });

  it("ignores any price the browser sends", async () => {
    const result = await submitBookingRequest(
      { ...booking(), total_price: 1, subtotal: 1, vat_amount: 0, totalPence: 1 },
      "192.0.2.1",
      now,
    );
    expect(result.ok).toBe(true);
    expect(await db().booking.findFirstOrThrow()).toMatchObject({ totalPence: 13464 });
  });

  it("charges Monday and Friday 20% more", async () => {
    await submitBookingRequest(
      {
        ...booking(),
        selected_date: "2026-11-30",
        service_type: "collection",
        bag_quantity: 1,
        time_slot: "allday",
      },
      "192.0.2.1",
      now,
    );
    expect(await db().booking.findFirstOrThrow()).toMatchObject({
      subtotalPence: 7800,
      vatPence: 1560,
      totalPence: 9360,
    });
  });

  it.each([
    [
      "a missing name",
      { customer_name: "" },
      "Please fill in all required fields to complete your booking.",
    ],
    [
      "a missing date",
      { selected_date: "" },
      "Please fill in all required fields to complete your booking.",
    ],
    ["a weekend", { selected_date: "2026-11-28" }, "Service not available on weekends"],
    ["a bank holiday", { selected_date: "2026-12-25" }, "Service not available on bank holidays"],
    ["a past date", { selected_date: "2026-11-20" }, "Please choose today or a later date"],
    ...["2027-02-22", "2028-12-25", "2029-12-25", "9999-12-31"].map(
      (day): [string, object, string] => [
        `a date past the 90-day horizon (${day})`,
        { selected_date: day },
        "Online bookings can be made up to 90 days ahead. For a later date, please call us on 0191 498 0123.",
      ],
    ),
    ["an unknown service", { service_type: "teleport" }, "Please choose a service"],
    ["an unknown slot", { time_slot: "midnight" }, "Please choose a time slot"],
    ["a bag count off the list", { bag_quantity: 12 }, "Please choose 1-10, 15 or 20 bags"],
    ["a bad e-mail", { customer_email: "jo@" }, "Invalid email address"],
  ])("refuses %s with a clear message and stores nothing", async (_case, change, message) => {
    const result = await submitBookingRequest({ ...booking(), ...change }, "192.0.2.1", now);
    expect(result).toMatchObject({ ok: false, reason: "validation", message });
    expect(await db().booking.count()).toBe(0);
    expect(await db().outboxEmail.count()).toBe(0);
  });

  it("makes one booking from a double click or a resubmitted form", async () => {
    const request = booking();
    const [a, b] = await Promise.all([
      submitBookingRequest(request, "192.0.2.1", now),
      submitBookingRequest(request, "192.0.2.1", now),
    ]);
    const again = await submitBookingRequest(request, "192.0.2.1", now);
    const references = [a, b, again].map((r) => (r.ok ? r.data.reference : r.message));
    expect(new Set(references).size).toBe(1);
    expect(await db().booking.count()).toBe(1);
    expect(await db().outboxEmail.count()).toBe(2);
  });

  it("is limited per address like the other forms", async () => {
    // Room for all ten on one day: this is about the address's limit, not the day's places.
    await saveCapacity({ collection: 20, onsite: 20 });
    for (let i = 0; i < 10; i++)
      expect((await submitBookingRequest(booking(), "198.51.100.4", now)).ok).toBe(true);
    expect(await submitBookingRequest(booking(), "198.51.100.4", now)).toMatchObject({
      ok: false,
      reason: "rate_limited",
    });
    expect(await db().booking.count()).toBe(10);
  });
});
