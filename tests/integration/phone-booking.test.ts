import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { phoneBookingTexts } from "@/lib/bookings/phone-booking-texts";
import { bookingMessages } from "@/lib/shared/form-messages";
import { CHOOSE_PAYMENT, phoneBookingDayMessages } from "@/lib/bookings/phone-booking-rules";

import { NOT_AN_ADMIN, NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { payBookingByCard } from "@/lib/payments/payment-actions";
import { bookByPhone } from "@/lib/bookings/phone-booking-actions";
import { saveCapacity } from "@/lib/bookings/capacity";
import { db } from "@/lib/server/db";
import { bookingIdFromToken } from "@/lib/server/signed-links";
import { expireCheckout } from "@/lib/payments/settle";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { sessionCookieFor } from "../support/session-cookie";
import { startFakeStripe } from "../support/stripe-webhook";

// The office books by phone, through the server action the New booking page calls,
// behind the real admin check (a signed session cookie, roles read from the database): /book's
// price, postcode coverage and capacity under the day's lock, the same e-mails, the office's own
// day rule, a required payment choice, and a history row naming who took the call. The caller is
// whoever's session cookie is in the request's jar (tests/support/fake-request.ts).

const stripe = await startFakeStripe();

// Tuesday 24 November 2026, 18:00 in London: past /book's 17:00 cut-off for Wednesday.
const NOW = new Date("2026-11-24T18:00:00Z");
const TOMORROW = "2026-11-25";

const form = (fields: Record<string, unknown> = {}) => ({
  service_type: "onsite",
  bag_quantity: 6,
  selected_date: TOMORROW,
  time_slot: "pm",
  customer_name: "Pat Phone",
  customer_email: "Pat.Phone@Example.test ",
  customer_phone: "0191 000 0000",
  company_name: "",
  collection_address: "1 High Street, Durham",
  postcode: "dh1 3le",
  special_requirements: "",
  purchase_order: "",
  payment_choice: "after_collection",
  idempotency_key: randomUUID(),
  // A price the browser might send is not part of the schema: the server computes its own.
  totalPence: 1,
  ...fields,
});

/** The manage link's token in an e-mail's text. */
const manageTokenIn = (text: string) => /\/bookings\/([\w-]+)/.exec(text)?.[1] ?? "";
const bookingOfLink = (text: string) => bookingIdFromToken(manageTokenIn(text), "2026-11-24");

async function staff(email: string, role: "admin" | "crew", name: string | null = null) {
  const user = await db().user.create({
    data: { email, name, roles: { create: { role } } },
    select: { id: true },
  });
  return sessionCookieFor({ uid: user.id, email, sv: 1, isAdmin: role === "admin" });
}

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  sendCookies(await staff("olivia@nes.example", "admin", "Olivia Office"));
});
afterEach(() => vi.useRealTimers());

describe("New booking by phone", () => {
  it("books tomorrow after 17:00 at the server's price, with /book's e-mails and the office's history row", async () => {
    // The customer could no longer book tomorrow online.
    expect(
      await submitBooking.handle(
        { ip: "192.0.2.1", now: NOW },
        form({ payment_choice: undefined }),
      ),
    ).toMatchObject({ ok: false, message: bookingMessages.tooSoon.description });

    const result = await bookByPhone(form());
    expect(result).toMatchObject({ ok: true, data: { day: TOMORROW, totalPence: 13464 } });
    if (!result.ok) return;
    const row = await db().booking.findUniqueOrThrow({
      where: { id: result.data.id },
      include: { events: true, emails: true },
    });
    // On-site, 6 bags, PM, a Wednesday: 112.20 + 22.44 VAT (docs/decisions.md).
    expect(row).toMatchObject({
      reference: result.data.reference,
      subtotalPence: 11220,
      vatPence: 2244,
      totalPence: 13464,
      customerEmail: "pat.phone@example.test",
      postcode: "DH1 3LE",
      outsideArea: false,
      paymentChoice: "after_collection",
      status: "requested",
    });
    expect(row.events).toEqual([
      expect.objectContaining({
        kind: "requested",
        actor: "admin",
        actorEmail: "olivia@nes.example",
        detail: "Booked by Olivia Office by phone",
      }),
    ]);
    expect(row.events[0]!.detail).toBe(phoneBookingTexts.bookedByPhone("Olivia Office"));
    // The office's notification and the customer's confirmation with the manage link, as /book's.
    const toCustomer = row.emails.filter(
      (e) => e.toAddress.toLowerCase() === "pat.phone@example.test",
    );
    expect(row.emails).toHaveLength(2);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.subject).toContain(`Booking request ${row.reference} received`);
    expect(bookingOfLink(toCustomer[0]!.text)).toBe(row.id);
  });

  it("names the office member by e-mail when they have no name", async () => {
    sendCookies(await staff("nameless@nes.example", "admin"));
    const result = await bookByPhone(form());
    expect(result.ok).toBe(true);
    const event = await db().bookingEvent.findFirstOrThrow();
    expect(event.detail).toBe("Booked by nameless@nes.example by phone");
  });

  it("refuses today, weekends and bank holidays, and needs a payment choice, storing nothing", async () => {
    const refused = async (fields: Record<string, unknown>, field: string, message: string) =>
      expect(await bookByPhone(form(fields))).toMatchObject({
        ok: false,
        reason: "validation",
        message,
        fieldErrors: { [field]: [message] },
      });
    await refused({ selected_date: "2026-11-24" }, "selected_date", phoneBookingDayMessages.today);
    await refused(
      { selected_date: "2026-11-28" },
      "selected_date",
      "Service not available on weekends",
    );
    await refused(
      { selected_date: "2026-12-25" },
      "selected_date",
      "Service not available on bank holidays",
    );
    await refused({ payment_choice: undefined }, "payment_choice", CHOOSE_PAYMENT);
    expect(await db().booking.count()).toBe(0);
    expect(await db().outboxEmail.count()).toBe(0);
  });

  it("Send a card payment link e-mails the customer a link that opens the same Stripe Checkout", async () => {
    const result = await bookByPhone(form({ payment_choice: "card_now" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await db().booking.findUniqueOrThrow({ where: { id: result.data.id } });
    expect(row.paymentChoice).toBe("card_now");
    // No Checkout Session yet: one opened now would expire, and cancel the booking, in 30 minutes.
    expect(stripe.sessions.size).toBe(0);
    const emails = await db().outboxEmail.findMany({
      where: { toAddress: { equals: "pat.phone@example.test", mode: "insensitive" } },
      orderBy: { createdAt: "asc" },
    });
    expect(emails.map((e) => e.subject)).toEqual([
      expect.stringContaining(`Booking request ${row.reference} received`),
      `Pay for your booking ${row.reference} by card`,
    ]);
    const token = manageTokenIn(emails[1]!.text);
    expect(bookingIdFromToken(token, "2026-11-24")).toBe(row.id);
    expect(emails[1]!.text).toContain("£134.64");
    // The link's Pay now by card: Stripe's Checkout for the server's amount.
    const pay = await payBookingByCard(token);
    expect(pay.url).toMatch(/^http:\/\/127\.0\.0\.1/);
    const [session] = [...stripe.sessions.values()];
    expect(session).toMatchObject({ amount_total: 13464, metadata: { booking_id: row.id } });
    // Left unpaid until Stripe expires it: unlike /book's, the phone booking stands.
    const cancelled = await db().$transaction((tx) =>
      expireCheckout(tx, (session as { id: string }).id, new Date()),
    );
    expect(cancelled).toBe(false);
    const after = await db().booking.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe(row.status);
    expect(await payBookingByCard(token)).toMatchObject({ url: expect.stringMatching(/^http/) });
  });

  it("keeps capacity under concurrency like /book: of two calls for the last place, one books", async () => {
    await saveCapacity({ collection: 8, onsite: 2 });
    expect((await bookByPhone(form())).ok).toBe(true);
    const [first, second] = await Promise.all([bookByPhone(form()), bookByPhone(form())]);
    const results = [first!, second!];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      reason: "validation",
      message: bookingMessages.fullyBooked.description,
      fieldErrors: { selected_date: [bookingMessages.fullyBooked.description] },
    });
    expect(await db().booking.count()).toBe(2);
    expect(await db().outboxEmail.count()).toBe(4);
  });

  it("refuses a Crew member and a stranger, storing nothing", async () => {
    sendCookies(await staff("crew@nes.example", "crew", "Casey Crew"));
    expect(await bookByPhone(form())).toEqual({
      ok: false,
      reason: "server",
      message: NOT_AN_ADMIN,
    });
    sendCookies({});
    expect(await bookByPhone(form())).toEqual({
      ok: false,
      reason: "server",
      message: NOT_SIGNED_IN,
    });
    expect(await db().booking.count()).toBe(0);
  });
});
