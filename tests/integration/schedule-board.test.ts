import { beforeEach, describe, expect, it } from "vitest";
import { asDate } from "@/lib/shared/db-day";
import { dayTakenMessages } from "@/lib/shared/form-messages";
import { officeMoveMessages } from "@/lib/bookings/office-move";
import { cancelBookingAs, rescheduleBookingAs } from "@/lib/booking-flows/lifecycle";
import { lockContract, materialiseContract } from "@/lib/contracts/visits";
import { closeDay, dayIsUnavailable, saveCapacity } from "@/lib/bookings/capacity";
import { scheduleBoard, type BoardDay } from "@/lib/office/schedule-board";
import { db } from "@/lib/server/db";
import { bookAsVisitor } from "../support/bookings";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// The Schedule board against PostgreSQL: a week's jobs (one-off bookings and contract
// visits, cancelled ones left out) in run order, closed days with their reason, each service's use counted
// with the booking check's own rule; a move through the office's reschedule carries its place
// from one day to the other, is refused on a full or closed day, and a contract visit moved by
// the office keeps its move as the contract's exception.

// Wednesday 25 November 2026, 10:00 in London; the board shows Monday 30 November to Friday 4
// December. The contract's visits are on Mondays from 30 November.
const today = "2026-11-25";
const now = new Date("2026-11-25T10:00:00Z");
const MONDAY = "2026-11-30";
const TUESDAY = "2026-12-01";
const WEDNESDAY = "2026-12-02";
const THURSDAY = "2026-12-03";
const office = { kind: "admin", email: "office@example.test" } as const;

let n = 0;
async function book(
  day: string,
  fields: {
    service?: "collection" | "onsite";
    postcode?: string;
    company?: string;
    slot?: "am" | "pm";
  } = {},
) {
  const booking = await bookAsVisitor(now, { day, n: n++, service: fields.service });
  await db().booking.update({
    where: { id: booking.id },
    data: {
      postcode: fields.postcode ?? null,
      companyName: fields.company ?? null,
      ...(fields.slot ? { timeSlot: fields.slot } : {}),
    },
  });
  return booking;
}

const dayOf = (board: BoardDay[], day: string) => board.find((d) => d.day === day)!;
const used = (board: BoardDay[], day: string, service: "collection" | "onsite") =>
  dayOf(board, day).capacity.find((c) => c.service === service)?.used;
const references = (board: BoardDay[], day: string) =>
  dayOf(board, day).jobs.map((job) => job.reference);

const move = (id: string, day: string) =>
  rescheduleBookingAs(office, id, { selected_date: day, time_slot: "allday" }, now);

beforeEach(async () => {
  await resetDatabase();
  n = 0;
});

describe("the week's board", () => {
  it("holds each day's jobs and visits, its capacity use, and closed days with their reason", async () => {
    await saveCapacity({ collection: 2, onsite: 3 });
    const { number, id: contractId } = await makeContract(today);
    const allDay = await book(TUESDAY, { postcode: "NE1 1AA", company: "Quayside Law" });
    const morning = await book(TUESDAY, { postcode: "SW1A 2AA", slot: "am" });
    const cancelled = await book(TUESDAY, { service: "onsite" });
    await cancelBookingAs(office, cancelled.id, now);
    await closeDay(THURSDAY, "Staff training", office.email);

    const board = await scheduleBoard(MONDAY);
    expect(board.map((d) => d.day)).toEqual([MONDAY, TUESDAY, WEDNESDAY, THURSDAY, "2026-12-04"]);

    const visit = await db().booking.findFirstOrThrow({
      where: { contractId, selectedDate: asDate(MONDAY) },
    });
    expect(dayOf(board, MONDAY).jobs).toEqual([
      {
        id: visit.id,
        reference: visit.reference,
        contractNumber: number,
        name: "Acme Surgery",
        town: "Durham",
        serviceType: "collection",
        service: "Console emptying",
        timeSlot: "allday",
        quantity: `3 lockable consoles/containers (contract ${number})`,
        bagQuantity: 3,
        status: visit.status,
        assigneeId: null,
        crew: null,
      },
    ]);

    // In the day's run order, as the crew drives it (district order until the office
    // moves a job), not by slot; the cancelled on-site booking is left out.
    expect(references(board, TUESDAY)).toEqual([allDay.reference, morning.reference]);
    const [first, second] = dayOf(board, TUESDAY).jobs;
    expect(second).toMatchObject({ name: "Customer 1", town: "SW1", quantity: "2 bags or boxes" });
    expect(first).toMatchObject({
      name: "Quayside Law",
      town: "Newcastle upon Tyne",
      service: "Collection (off-site shredding)",
    });
    expect(dayOf(board, TUESDAY).capacity).toEqual([
      { service: "collection", used: 2, limit: 2 },
      { service: "onsite", used: 0, limit: 3 },
    ]);
    expect(dayOf(board, WEDNESDAY)).toMatchObject({
      closedReason: null,
      jobs: [],
      capacity: [
        { service: "collection", used: 0, limit: 2 },
        { service: "onsite", used: 0, limit: 3 },
      ],
    });
    expect(dayOf(board, THURSDAY)).toEqual({
      day: THURSDAY,
      closedReason: "Staff training",
      capacity: [],
      jobs: [],
    });
  });

  it("counts as the booking check counts: a day the board shows full takes no booking", async () => {
    await saveCapacity({ collection: 2, onsite: 1 });
    await book(TUESDAY);
    await book(TUESDAY);
    await book(WEDNESDAY, { service: "onsite" });
    const spare = await book(WEDNESDAY);
    await cancelBookingAs(office, spare.id, now);

    const board = await scheduleBoard(MONDAY);
    for (const day of [TUESDAY, WEDNESDAY]) {
      for (const { service, used, limit } of dayOf(board, day).capacity) {
        const refusal = await db().$transaction((tx) => dayIsUnavailable(tx, day, service));
        expect({ day, service, full: refusal === "full" }).toEqual({
          day,
          service,
          full: used >= limit,
        });
      }
    }
    expect(used(board, TUESDAY, "collection")).toBe(2);
    expect(used(board, WEDNESDAY, "onsite")).toBe(1);
    expect(used(board, WEDNESDAY, "collection")).toBe(0);
  });

  it("marks more jobs than places: contract visits are made even on a full day", async () => {
    await saveCapacity({ collection: 1, onsite: 3 });
    await makeContract(today);
    await db().booking.create({
      data: {
        reference: "NESS-OVER01",
        customerName: "Late Addition",
        customerEmail: "late@example.test",
        serviceType: "collection",
        selectedDate: asDate(MONDAY),
        timeSlot: "pm",
        bagQuantity: 1,
        subtotalPence: 1000,
        vatPence: 200,
        totalPence: 1200,
        status: "confirmed",
        idempotencyKey: "schedule-over-capacity",
      },
    });
    const board = await scheduleBoard(MONDAY);
    expect(dayOf(board, MONDAY).capacity[0]).toEqual({ service: "collection", used: 2, limit: 1 });
  });
});

describe("moving a job from the board", () => {
  it("carries its place from the old day to the new one", async () => {
    const job = await book(TUESDAY);
    const before = await scheduleBoard(MONDAY);
    expect(await move(job.id, WEDNESDAY)).toMatchObject({ ok: true, data: { day: WEDNESDAY } });

    const after = await scheduleBoard(MONDAY);
    expect(used(after, TUESDAY, "collection")).toBe(used(before, TUESDAY, "collection")! - 1);
    expect(used(after, WEDNESDAY, "collection")).toBe(used(before, WEDNESDAY, "collection")! + 1);
    expect(references(after, TUESDAY)).toEqual([]);
    expect(references(after, WEDNESDAY)).toEqual([job.reference]);
  });

  it("is refused onto a full or a closed day and changes nothing", async () => {
    await saveCapacity({ collection: 1, onsite: 3 });
    const job = await book(TUESDAY);
    await book(WEDNESDAY);
    await closeDay(THURSDAY, "Van in for repair", office.email);
    const before = await scheduleBoard(MONDAY);

    expect(await move(job.id, WEDNESDAY)).toMatchObject({
      ok: false,
      message: dayTakenMessages.full.description,
    });
    expect(await move(job.id, THURSDAY)).toMatchObject({
      ok: false,
      message: dayTakenMessages.closed.description,
    });
    expect(await scheduleBoard(MONDAY)).toEqual(before);
    const events = await db().bookingEvent.count({ where: { bookingId: job.id } });
    expect(events).toBe(1);
  });
});

describe("the office's own notice rule", () => {
  // Monday 30 November 2026, 18:00 in London: past the customer's cut-off for Tuesday.
  const evening = new Date("2026-11-30T18:00:00Z");
  const moveAt = (id: string, day: string, at: Date) =>
    rescheduleBookingAs(office, id, { selected_date: day, time_slot: "allday" }, at);

  it("moves a job to tomorrow after the customer's 17:00 cut-off", async () => {
    const job = await book(THURSDAY);
    expect(await moveAt(job.id, TUESDAY, evening)).toMatchObject({
      ok: true,
      data: { day: TUESDAY },
    });
    expect(references(await scheduleBoard(MONDAY), TUESDAY)).toEqual([job.reference]);
  });

  it("never moves a job to today, a weekend or a full day, and changes nothing", async () => {
    await saveCapacity({ collection: 1, onsite: 3 });
    const job = await book(THURSDAY);
    await book(WEDNESDAY);
    expect(await moveAt(job.id, MONDAY, evening)).toMatchObject({
      ok: false,
      message: officeMoveMessages.today,
    });
    expect(await moveAt(job.id, "2026-12-05", evening)).toMatchObject({
      ok: false,
      message: officeMoveMessages.weekend,
    });
    expect(await moveAt(job.id, WEDNESDAY, evening)).toMatchObject({
      ok: false,
      message: dayTakenMessages.full.description,
    });
    expect(references(await scheduleBoard(MONDAY), THURSDAY)).toEqual([job.reference]);
  });
});

describe("a change of slot only", () => {
  it("names both slots in the office's and the customer's e-mails", async () => {
    const job = await book(TUESDAY);
    const result = await rescheduleBookingAs(
      office,
      job.id,
      { selected_date: TUESDAY, time_slot: "pm" },
      now,
    );
    expect(result.ok).toBe(true);
    const toOffice = await db().outboxEmail.findFirstOrThrow({
      where: { subject: { contains: "rescheduled" } },
    });
    expect(toOffice.subject).toBe(
      `Booking ${job.reference} rescheduled: Tuesday 1 December 2026, All day (8am - 6pm) to Tuesday 1 December 2026, Afternoon (12pm - 6pm)`,
    );
    const toCustomer = await db().outboxEmail.findFirstOrThrow({
      where: { subject: { contains: "moved to" } },
    });
    expect(toCustomer.subject).toContain("Tuesday 1 December 2026, Afternoon (12pm - 6pm)");
  });
});

describe("a contract visit moved by the office", () => {
  it("keeps its move as the contract's exception, its price, and a new calendar sequence", async () => {
    const { id: contractId } = await makeContract(today);
    const visit = await db().booking.findFirstOrThrow({
      where: { contractId, visitOriginalDay: asDate(MONDAY) },
    });

    expect(await move(visit.id, WEDNESDAY)).toMatchObject({ ok: true, data: { day: WEDNESDAY } });

    const exception = await db().contractVisitException.findUniqueOrThrow({
      where: { contractId_originalDay: { contractId, originalDay: asDate(MONDAY) } },
    });
    expect(exception).toMatchObject({
      movedTo: asDate(WEDNESDAY),
      actor: "admin",
      actorEmail: office.email,
    });
    const moved = await db().booking.findUniqueOrThrow({ where: { id: visit.id } });
    expect(moved.selectedDate).toEqual(asDate(WEDNESDAY));
    expect(moved.totalPence).toBe(visit.totalPence);
    const contract = await db().contract.findUniqueOrThrow({ where: { id: contractId } });
    expect(contract.calendarSequence).toBe(1);

    // The daily job does not bring the visit back to its planned Monday.
    await db().$transaction(async (tx) =>
      materialiseContract(tx, (await lockContract(tx, contractId))!, today),
    );
    const board = await scheduleBoard(MONDAY);
    expect(references(board, MONDAY)).toEqual([]);
    expect(references(board, WEDNESDAY)).toEqual([visit.reference]);
  });

  it("moves only its time slot without an exception", async () => {
    const { id: contractId } = await makeContract(today);
    const visit = await db().booking.findFirstOrThrow({
      where: { contractId, visitOriginalDay: asDate(MONDAY) },
    });
    const result = await rescheduleBookingAs(
      office,
      visit.id,
      { selected_date: MONDAY, time_slot: "am" },
      now,
    );
    expect(result.ok).toBe(true);
    expect(await db().contractVisitException.count({ where: { contractId } })).toBe(0);
  });
});
