import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { db } from "@/lib/server/db";
import { site } from "@/lib/shared/site";
import { resetDatabase } from "../support/db";

// A local `npm start` without SITE_URL (here on port 4317): the customer's e-mail links to the
// address the server is started on, so "Manage your booking" never opens the live site.
// (With SITE_URL set its links use it: stripe-webhook.test.ts and content-change-times.test.ts.)

const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
delete process.env.SITE_URL;
process.env.PORT = "4317";
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// Monday 23 November 2026, 10:00 in London; the collection that Wednesday.
const now = new Date("2026-11-23T10:00:00Z");

describe("a local site without SITE_URL", () => {
  beforeEach(resetDatabase);

  it("links the customer's booking e-mail to the address it is started on", async () => {
    const result = await submitBooking.handle(
      { ip: "192.0.2.1", now },
      {
        service_type: "collection",
        bag_quantity: 3,
        selected_date: "2026-11-25",
        time_slot: "allday",
        customer_name: "Jo Bloggs",
        customer_email: "jo@bloggs.co.uk",
        customer_phone: "0191 000 0000",
        collection_address: "1 High Street, Durham DH1 1AA",
        idempotency_key: randomUUID(),
      },
    );
    expect(result.ok).toBe(true);
    const email = await db().outboxEmail.findFirstOrThrow({
      where: { toAddress: "jo@bloggs.co.uk" },
    });
    expect(email.html).toMatch(
      /href="http:\/\/localhost:4317\/bookings\/[^"]+"[^>]*>Manage your booking/,
    );
    expect(email.text).toContain("http://localhost:4317/bookings/");
    expect(`${email.html}${email.text}`).not.toContain(site.productionUrl);
  });
});
