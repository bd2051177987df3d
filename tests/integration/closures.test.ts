import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { closedDayMessages, manageMessages } from "@/lib/bookings/lifecycle-rules";
import { closeDateMessages } from "@/lib/bookings/capacity-rules";
import { bookingMessages } from "@/lib/shared/form-messages";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { rescheduleMyBooking } from "@/lib/booking-flows/manage-booking-actions";
import { closeDateAs } from "@/lib/bookings/closures";
import { bookingsToMove, closedAmong, listClosedDays } from "@/lib/bookings/capacity";
import { findManagedBooking } from "@/lib/bookings/booking-changes";
import { db } from "@/lib/server/db";
import { bookingIdFromToken } from "@/lib/server/signed-links";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";

// Monday 23 November 2026, 10:00 in London; bookings are for Wednesday 25 November.
const now = new Date("2026-11-23T10:00:00Z");
const DAY = "2026-11-25";
const OFFICE = "office@example.test";

const book = (n: number, day = DAY) => bookAsVisitor(now, { day, n });

const close = (day: string, reason = "Staff training") => closeDateAs(OFFICE, { day, reason }, now);

beforeEach(resetDatabase);

describe("closing a date the office cannot work", () => {
  it("refuses a date that does not exist (31 February) at its field, closing nothing", async () => {
    const result = await close("2027-02-31");
    expect(result).toMatchObject({
      ok: false,
      reason: "validation",
      message: "Please enter a real date",
      fieldErrors: { day: ["Please enter a real date"] },
    });
    expect(await listClosedDays()).toEqual([]);
  });

  it("refuses a past date, a weekend and a bank holiday, each with its reason", async () => {
    for (const [day, message] of [
      ["2026-11-20", closeDateMessages.past],
      ["2026-11-28", closeDateMessages.weekend],
      ["2026-12-25", closeDateMessages.bankHoliday],
    ] as const) {
      const result = await close(day);
      expect(result, day).toMatchObject({ ok: false, fieldErrors: { day: [message] } });
    }
    expect(await listClosedDays()).toEqual([]);
  });

  it("closes today or a later working day", async () => {
    expect(await close("2026-11-23")).toMatchObject({ ok: true, data: { notified: 0 } });
    expect((await listClosedDays()).map((closed) => closed.day)).toEqual(["2026-11-23"]);
  });
});

describe("closing a date that has bookings", () => {
  it("counts them beforehand, not the cancelled ones", async () => {
    await book(0);
    await book(1);
    const cancelled = await book(2);
    await db().booking.update({ where: { id: cancelled.id }, data: { status: "cancelled" } });
    expect(await bookingsToMove(DAY)).toBe(2);
    expect(await bookingsToMove("2026-11-26")).toBe(0);
  });

  it("asks each customer to choose a new date, with the manage link, in the closure's transaction", async () => {
    const first = await book(0);
    const second = await book(1);
    await db().outboxEmail.deleteMany();
    expect(await close(DAY)).toMatchObject({ ok: true, data: { notified: 2 } });

    const emails = await db().outboxEmail.findMany({ orderBy: { toAddress: "asc" } });
    expect(emails.map((email) => [email.toAddress, email.subject, email.bookingId])).toEqual([
      [
        "customer-0@example.test",
        `Please choose a new date for your collection ${first.reference}`,
        first.id,
      ],
      [
        "customer-1@example.test",
        `Please choose a new date for your collection ${second.reference}`,
        second.id,
      ],
    ]);
    const link = /\/bookings\/([\w-]+)/.exec(emails[0]!.text)?.[1] ?? "";
    expect(bookingIdFromToken(link, "2026-11-23")).toBe(first.id);
    expect(emails[0]!.text).toContain("Hello Customer 0,");
    expect(emails[0]!.text).toContain("We cannot come on Wednesday 25 November 2026.");
    expect(await closedAmong([DAY, "2026-11-26"])).toEqual(new Set([DAY]));

    // Changing the reason of a day already closed does not write to the customers again.
    expect(await close(DAY, "Vehicle off the road")).toMatchObject({ data: { notified: 0 } });
    expect(await db().outboxEmail.count()).toBe(2);
  });

  it("files no e-mail when the closure fails", async () => {
    await book(0);
    await db().outboxEmail.deleteMany();
    const result = await closeDateAs(OFFICE, { day: DAY, reason: "" }, now);
    expect(result.ok).toBe(false);
    expect(await db().outboxEmail.count()).toBe(0);
    expect(await listClosedDays()).toEqual([]);
  });

  it("lets the customer choose a new date online even after the usual cut-off", async () => {
    const { id, token } = await book(0);
    await close(DAY);
    const booking = await findManagedBooking(id);
    expect(booking?.needsNewDate).toBe(true);
    expect(closedDayMessages.notice(DAY)).toBe(
      "We cannot come on Wednesday 25 November 2026. Please choose a new date.",
    );

    // Tuesday 24 November, 18:00: past 17:00 on the working day before the collection.
    const late = new Date("2026-11-24T18:00:00Z");
    const moved = await rescheduleMyBooking.handle(
      { ip: "192.0.2.60", now: late },
      { booking: token, selected_date: "2026-11-27", time_slot: "allday" },
    );
    expect(moved).toMatchObject({ ok: true, data: { day: "2026-11-27" } });
    expect((await findManagedBooking(id))?.needsNewDate).toBe(false);
  });

  it("keeps the usual cut-off for a booking whose day is open", async () => {
    const { token } = await book(0);
    const late = new Date("2026-11-24T18:00:00Z");
    const result = await rescheduleMyBooking.handle(
      { ip: "192.0.2.61", now: late },
      { booking: token, selected_date: "2026-11-27", time_slot: "allday" },
    );
    expect(result).toMatchObject({ ok: false, message: manageMessages.tooLate });
  });
});

describe("a working day's notice on the server", () => {
  it("refuses a stale form's same-day or next-day-after-17:00 booking with the notice message", async () => {
    const at0808 = new Date("2026-11-23T08:08:00Z");
    const base = {
      service_type: "collection",
      bag_quantity: 1,
      time_slot: "am",
      customer_name: "Early Bird",
      customer_email: "early@example.test",
    };
    const today = await submitBooking.handle(
      { ip: "192.0.2.70", now: at0808 },
      { ...base, selected_date: "2026-11-23", idempotency_key: randomUUID() },
    );
    expect(today).toMatchObject({
      ok: false,
      message: bookingMessages.tooSoon.description,
      fieldErrors: { selected_date: [bookingMessages.tooSoon.description] },
    });
    const at1700 = new Date("2026-11-23T17:00:00Z");
    const tomorrow = await submitBooking.handle(
      { ip: "192.0.2.71", now: at1700 },
      { ...base, selected_date: "2026-11-24", idempotency_key: randomUUID() },
    );
    expect(tomorrow).toMatchObject({ ok: false, message: bookingMessages.tooSoon.description });
    expect(await db().booking.count()).toBe(0);
  });

  it("answers a stored booking with what the confirmation panel shows, priced by the server", async () => {
    const result = await submitBooking.handle(
      { ip: "192.0.2.72", now },
      {
        service_type: "onsite",
        bag_quantity: 6,
        selected_date: DAY,
        time_slot: "pm",
        customer_name: "Panel",
        customer_email: "panel@example.test",
        idempotency_key: randomUUID(),
      },
    );
    expect(result).toMatchObject({
      ok: true,
      data: { service: "onsite", day: DAY, slot: "pm", totalPence: 13464 },
    });
  });

  it("names each empty required field, so the form can mark them", async () => {
    const result = await submitBooking.handle(
      { ip: "192.0.2.73", now },
      { service_type: "collection", time_slot: "allday", customer_name: "", selected_date: "" },
    );
    expect(result).toMatchObject({
      ok: false,
      message: bookingMessages.missing.description,
      fieldErrors: {
        selected_date: ["Please select a date"],
        customer_name: ["Name is required"],
        customer_email: ["Email is required"],
      },
    });
  });
});
