import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { manageMessages } from "@/lib/bookings/lifecycle-rules";
import { bookingMessages } from "@/lib/shared/form-messages";
import { cancelMyBooking, rescheduleMyBooking } from "@/lib/booking-flows/manage-booking-actions";
import { cancelBookingAs, rescheduleBookingAs } from "@/lib/booking-flows/lifecycle";
import { saveCapacity } from "@/lib/bookings/capacity";
import { db } from "@/lib/server/db";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { tamperedToken } from "../support/tampered-token";

// Monday 23 November 2026, 10:00 in London; the booking is for Wednesday 25 November.
const now = new Date("2026-11-23T10:00:00Z");
const DAY = "2026-11-25";
const admin = { kind: "admin", email: "office@example.test" } as const;
const visitor = { ip: "192.0.2.50", now };

const book = (day = DAY, n = 0) => bookAsVisitor(now, { day, n, service: "onsite" });

const takenOn = (day: string) =>
  db().booking.count({
    where: { selectedDate: new Date(`${day}T00:00:00Z`), status: { not: "cancelled" } },
  });

async function calendarsSentTo(address: string) {
  const emails = await db().outboxEmail.findMany({
    where: { toAddress: address },
    orderBy: { createdAt: "asc" },
  });
  return emails.map((email) =>
    Buffer.from((email.attachments as { content: string }[])[0]!.content, "base64").toString(),
  );
}

beforeEach(resetDatabase);

describe("rescheduling a booking", () => {
  it("moves its place from the old day to the new one, at the new day's price", async () => {
    const { id, token } = await book();
    const result = await rescheduleMyBooking.handle(visitor, {
      booking: token,
      selected_date: "2026-11-27", // a Friday: 20% more
      time_slot: "am",
    });
    expect(result).toEqual({
      ok: true,
      data: { day: "2026-11-27", timeSlot: "am", totalPence: expect.any(Number) },
    });
    expect(await takenOn(DAY)).toBe(0);
    expect(await takenOn("2026-11-27")).toBe(1);
    const row = await db().booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ timeSlot: "am", calendarSequence: 1 });
    expect(row.totalPence).toBeGreaterThan(0);
    const history = await db().bookingEvent.findMany({
      where: { bookingId: id },
      orderBy: { at: "asc" },
    });
    expect(history.map((e) => [e.kind, e.actor])).toEqual([
      ["requested", "customer"],
      ["rescheduled", "customer"],
    ]);
    expect(history[1]!.detail).toBe(
      "From Wednesday 25 November 2026, All day (8am - 6pm) to Friday 27 November 2026, Morning (8am - 12pm)",
    );
  });

  it("tells the customer and the office the old and the new date, and moves the calendar entry", async () => {
    const { reference, token } = await book();
    await rescheduleMyBooking.handle(visitor, {
      booking: token,
      selected_date: "2026-11-26",
      time_slot: "allday",
    });
    const toOffice = await db().outboxEmail.findFirstOrThrow({
      where: { subject: { contains: "rescheduled" } },
    });
    const toCustomer = await db().outboxEmail.findFirstOrThrow({
      where: { toAddress: "customer-0@example.test", subject: { contains: "moved" } },
    });
    for (const email of [toOffice, toCustomer]) {
      expect(email.text).toContain("Wednesday 25 November 2026");
      expect(email.text).toContain("Thursday 26 November 2026");
    }
    expect(toCustomer.text).toMatch(/Manage your booking \(https?:\/\/.+\/bookings\/[\w-]{60,}\)/);

    const [first, moved] = await calendarsSentTo("customer-0@example.test");
    const uid = `UID:${reference}@northeastsecureshredding.co.uk`;
    expect(first).toContain(uid);
    expect(first).toContain("SEQUENCE:0");
    expect(first).toContain("DTSTART;VALUE=DATE:20261125");
    expect(moved).toContain(uid);
    expect(moved).toContain("SEQUENCE:1");
    expect(moved).toContain("METHOD:PUBLISH");
    expect(moved).toContain("DTSTART;VALUE=DATE:20261126");
  });

  it("refuses a full day with the booking form's message and changes nothing", async () => {
    await saveCapacity({ collection: 8, onsite: 1 });
    await book("2026-11-26", 1);
    const { id, token } = await book();
    const result = await rescheduleMyBooking.handle(visitor, {
      booking: token,
      selected_date: "2026-11-26",
      time_slot: "allday",
    });
    expect(result).toMatchObject({ ok: false, message: bookingMessages.fullyBooked.description });
    const row = await db().booking.findUniqueOrThrow({ where: { id } });
    expect(row.selectedDate.toISOString().slice(0, 10)).toBe(DAY);
    expect(row.calendarSequence).toBe(0);
  });

  it("lets only one of two concurrent moves take a day's last place", async () => {
    await saveCapacity({ collection: 8, onsite: 3 });
    await book("2026-11-26", 1);
    await book("2026-11-26", 2);
    const a = await book(DAY, 3);
    const b = await book(DAY, 4);
    const results = await Promise.all(
      [a, b].map(({ token }) =>
        rescheduleMyBooking.handle(visitor, {
          booking: token,
          selected_date: "2026-11-26",
          time_slot: "pm",
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await takenOn("2026-11-26")).toBe(3);
  });

  it("keeps the /book rules for the new date: no weekend, no past day, no bank holiday", async () => {
    const { token } = await book();
    for (const day of ["2026-11-28", "2026-11-20", "2026-12-25"]) {
      const result = await rescheduleMyBooking.handle(visitor, {
        booking: token,
        selected_date: day,
        time_slot: "allday",
      });
      expect(result.ok).toBe(false);
    }
    expect(await takenOn(DAY)).toBe(1);
  });

  it("closes online at 17:00 London time on the working day before, but not for the office", async () => {
    const { id, token } = await book("2026-11-30"); // a Monday: the deadline is Friday 17:00
    const friday = (time: string) => ({ ip: "192.0.2.60", now: new Date(`2026-11-27T${time}Z`) });
    const move = (at: { ip: string; now: Date }) =>
      rescheduleMyBooking.handle(at, {
        booking: token,
        selected_date: "2026-12-02",
        time_slot: "allday",
      });
    expect(await move(friday("17:00:00"))).toMatchObject({
      ok: false,
      message: manageMessages.tooLate,
    });
    expect((await move(friday("16:59:00"))).ok).toBe(true);
    const late = new Date("2026-12-01T18:00:00Z");
    expect(
      await rescheduleBookingAs(admin, id, { selected_date: "2026-12-04", time_slot: "am" }, late),
    ).toMatchObject({ ok: true });
    const history = await db().bookingEvent.findMany({
      where: { bookingId: id, kind: "rescheduled" },
      orderBy: { at: "asc" },
    });
    expect(history.map((e) => [e.actor, e.actorEmail])).toEqual([
      ["customer", null],
      ["admin", "office@example.test"],
    ]);
  });

  it("answers a forged or foreign token as an unknown booking", async () => {
    const { token } = await book();
    const forged = tamperedToken(token);
    for (const bad of [forged, "NESS-AAAAAA", randomUUID()]) {
      expect(
        await rescheduleMyBooking.handle(visitor, {
          booking: bad,
          selected_date: "2026-11-26",
          time_slot: "allday",
        }),
      ).toMatchObject({ ok: false, message: manageMessages.notFound });
      expect(await cancelMyBooking.handle(visitor, { booking: bad })).toMatchObject({
        ok: false,
        message: manageMessages.notFound,
      });
    }
    expect(await takenOn(DAY)).toBe(1);
  });
});

describe("cancelling a booking", () => {
  it("frees its place, withdraws the calendar entry and tells both sides", async () => {
    const { id, reference, token } = await book();
    expect(await cancelMyBooking.handle(visitor, { booking: token })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await takenOn(DAY)).toBe(0);
    const row = await db().booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "cancelled", calendarSequence: 1 });
    const calendars = await calendarsSentTo("customer-0@example.test");
    const withdrawal = calendars.at(-1)!;
    expect(withdrawal).toContain("METHOD:CANCEL");
    expect(withdrawal).toContain("STATUS:CANCELLED");
    expect(withdrawal).toContain(`UID:${reference}@northeastsecureshredding.co.uk`);
    expect(withdrawal).toContain("SEQUENCE:1");
    expect(
      await db().outboxEmail.count({ where: { subject: { contains: `${reference} cancelled` } } }),
    ).toBe(2);
  });

  it("cannot be rescheduled or cancelled again", async () => {
    const { token } = await book();
    await cancelMyBooking.handle(visitor, { booking: token });
    expect(
      await rescheduleMyBooking.handle(visitor, {
        booking: token,
        selected_date: "2026-11-26",
        time_slot: "allday",
      }),
    ).toMatchObject({ ok: false, message: manageMessages.cancelled });
    expect(await cancelMyBooking.handle(visitor, { booking: token })).toMatchObject({
      ok: false,
      message: manageMessages.cancelled,
    });
    expect(await takenOn("2026-11-26")).toBe(0);
    expect(await db().bookingEvent.count({ where: { kind: "cancelled" } })).toBe(1);
  });

  it("is refused once the booking is collected, even for the office", async () => {
    const { id } = await book();
    await db().booking.update({ where: { id }, data: { status: "collected" } });
    expect(await cancelBookingAs(admin, id, now)).toMatchObject({ ok: false });
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("collected");
  });
});
