import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { bookingIdFromToken } from "@/lib/server/signed-links";
import { sendVisitReminders } from "@/lib/routes/day-before-reminders";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";

// A one-off booking's reminder the working day before it, as contract visits have theirs
// (contract-jobs.test.ts), and /book's mobile number for the arrival texts. Every clock is given:
// Monday 30 November 2026's job is reminded on Friday 27 November.

const at = (iso: string) => new Date(iso);
const friday = at("2026-11-27T07:00:00Z");
const reminders = () =>
  db().outboxEmail.findMany({ where: { subject: { startsWith: "Reminder: we collect on" } } });

beforeEach(resetDatabase);

describe("a one-off booking's day-before reminder", () => {
  it("is sent on the working day before, with the day, the slot and the manage link, once", async () => {
    const id = await plantJob("NESS-REMIND", {
      day: "2026-11-30",
      slot: "am",
      address: "1 High Street",
    });
    expect((await sendVisitReminders({ now: at("2026-11-26T07:00:00Z") })).sent).toBe(0);
    const [a, b] = await Promise.all([
      sendVisitReminders({ now: friday }),
      sendVisitReminders({ now: friday }),
    ]);
    expect(a.sent + b.sent).toBe(1);
    expect(a.bookings + b.bookings).toBe(1);
    expect((await sendVisitReminders({ now: at("2026-11-28T07:00:00Z") })).sent).toBe(0);
    const [email, ...more] = await reminders();
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({
      subject: "Reminder: we collect on Monday 30 November",
      toAddress: "ness-remind@example.test",
      bookingId: id,
    });
    expect(email!.text).toContain("Morning (8am - 12pm)");
    expect(email!.text).toContain("1 High Street");
    const token = /\/bookings\/([A-Za-z0-9_-]+)"/.exec(email!.html)![1]!;
    expect(bookingIdFromToken(token, "2026-11-27")).toBe(id);
  });

  it("is not sent for a cancelled booking", async () => {
    await plantJob("NESS-CANCEL", { day: "2026-11-30", status: "cancelled" });
    expect((await sendVisitReminders({ now: friday })).sent).toBe(0);
    expect(await reminders()).toHaveLength(0);
  });

  it("is not sent for the day a booking was moved off, and is sent before its new day", async () => {
    const id = await plantJob("NESS-MOVED", { day: "2026-11-30" });
    await db().booking.update({
      where: { id },
      data: { selectedDate: new Date("2026-12-02T00:00:00Z") },
    });
    expect((await sendVisitReminders({ now: friday })).sent).toBe(0);
    const tuesday = await sendVisitReminders({ now: at("2026-12-01T07:00:00Z") });
    expect(tuesday.references).toEqual(["NESS-MOVED"]);
    const [email] = await reminders();
    expect(email!.subject).toBe("Reminder: we collect on Wednesday 2 December");
  });
});

describe("/book's mobile number for arrival texts", () => {
  // Monday 23 November 2026, 10:00 in London, booking Wednesday.
  const now = at("2026-11-23T10:00:00Z");
  const booking = (arrival_mobile: string) => ({
    service_type: "collection",
    bag_quantity: 2,
    selected_date: "2026-11-25",
    time_slot: "am",
    customer_name: "Jo Bloggs",
    customer_email: "jo@bloggs.co.uk",
    arrival_mobile,
    idempotency_key: randomUUID(),
  });
  const submit = (input: unknown) => submitBooking.handle({ ip: "192.0.2.1", now }, input);

  it("refuses a number that is not a UK mobile at its field, storing nothing", async () => {
    for (const number of ["0191 261 4400", "+33 6 12 34 56 78", "07400 12345"]) {
      expect(await submit(booking(number)), number).toMatchObject({
        ok: false,
        fieldErrors: { arrival_mobile: ["Enter a UK mobile number, like 07400 123456."] },
      });
    }
    expect(await db().booking.count()).toBe(0);
  });

  it("stores a UK mobile as E.164, and none when left empty", async () => {
    expect((await submit(booking("07400 123456"))).ok).toBe(true);
    expect((await submit(booking(""))).ok).toBe(true);
    const rows = await db().booking.findMany({ orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => row.arrivalMobile)).toEqual(["+447400123456", null]);
  });
});
