import { beforeEach, describe, expect, it } from "vitest";
import { assignmentTexts } from "@/lib/crew/assignment";
import { assignJobAction, moveStopAction } from "@/lib/crew/office-actions";
import { moveStop } from "@/lib/crew/run-order-moves";
import { asDate } from "@/lib/shared/db-day";
import { nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { compareStops, runSheetSections } from "@/lib/routes/run-sheet-rules";
import { NOT_AN_ADMIN, NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { rescheduleBookingAs } from "@/lib/booking-flows/lifecycle";
import { runSheetStops } from "@/lib/routes/run-sheet";
import { scheduleBoard } from "@/lib/office/schedule-board";
import { todayJobs } from "@/lib/office/today";
import { db } from "@/lib/server/db";
import { mondayOf } from "@/lib/office/schedule-week";
import { bookAsVisitor, plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { sessionCookieFor } from "../support/session-cookie";

// Whose stops, in what order, against PostgreSQL. Assign to gives a job to a current
// crew member or to any crew, and only an Office session may; Move up / Move down write the day's
// whole order on the first move, queue on the day's lock so concurrent moves leave one order, and
// the run sheet, Today and the board follow it; a job moved to another day leaves its place.

// The actions run the real session check against the cookies a test signs for its caller and
// puts in the request's jar (tests/support/fake-request.ts).

const now = new Date();
const DAY = nextWorkingDay(nextWorkingDay(todayInLondon(now)));
const OTHER_DAY = nextWorkingDay(DAY);

async function staff(email: string, roles: ("admin" | "crew")[], name: string | null = null) {
  const user = await db().user.create({
    data: {
      email,
      name,
      passwordHash: "not used",
      roles: { create: roles.map((role) => ({ role })) },
    },
  });
  return {
    id: user.id,
    cookies: await sessionCookieFor({
      uid: user.id,
      email,
      sv: 1,
      isAdmin: roles.includes("admin"),
    }),
  };
}

/** The day's references in run order, as the run sheet's one section prints them. */
const sheetOrder = async (day = DAY) =>
  runSheetSections(await runSheetStops(day)).flatMap((section) =>
    section.stops.map((stop) => stop.reference),
  );
const positions = async (day = DAY) =>
  (
    await db().booking.findMany({
      where: { selectedDate: asDate(day) },
      select: { reference: true, runPosition: true },
      orderBy: { reference: "asc" },
    })
  ).map((row) => [row.reference, row.runPosition]);

let office: Awaited<ReturnType<typeof staff>>;
let sam: Awaited<ReturnType<typeof staff>>;

beforeEach(async () => {
  await resetDatabase();
  office = await staff("office@example.test", ["admin"], "Olive Office");
  sam = await staff("sam@example.test", ["crew"], "Sam Lee");
  sendCookies(office.cookies);
});

/** Four jobs on DAY whose district order is A (DH1), B (DH2), C (NE1), D (no postcode). */
async function fourJobs() {
  return {
    C: await plantJob("NESS-C", { day: DAY, postcode: "NE1 4ST" }),
    A: await plantJob("NESS-A", { day: DAY, postcode: "DH1 3LE" }),
    D: await plantJob("NESS-D", { day: DAY, postcode: null }),
    B: await plantJob("NESS-B", { day: DAY, postcode: "DH2 1AB" }),
  };
}

describe("Assign to", () => {
  it("gives a job to a current crew member, or leaves it for any crew, and the run sheet names them", async () => {
    const id = await plantJob("NESS-1", { day: DAY, postcode: "DH1 3LE" });
    expect(await assignJobAction(id, { assignee: sam.id })).toEqual({
      ok: true,
      data: { message: "NESS-1 is assigned to Sam Lee." },
    });
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).assigneeId).toBe(sam.id);
    expect(await runSheetStops(DAY)).toMatchObject([
      { reference: "NESS-1", crew: "Sam Lee", assigneeId: sam.id },
    ]);
    expect((await todayJobs(DAY))[0]).toMatchObject({ crew: "Sam Lee" });
    const board = await scheduleBoard(mondayOf(DAY));
    expect(board.find((d) => d.day === DAY)!.jobs[0]).toMatchObject({
      crew: "Sam Lee",
      assigneeId: sam.id,
    });

    expect(await assignJobAction(id, { assignee: "" })).toMatchObject({ ok: true });
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).assigneeId).toBeNull();
    expect(await runSheetStops(DAY)).toMatchObject([{ crew: null, assigneeId: null }]);
  });

  it("refuses anyone not a current crew member at the field, and changes nothing", async () => {
    const id = await plantJob("NESS-1", { day: DAY });
    await assignJobAction(id, { assignee: sam.id });
    const formerCrew = await staff("gone@example.test", ["crew"]);
    await db().userRole.deleteMany({ where: { userId: formerCrew.id } });
    const refusal = {
      ok: false,
      reason: "validation",
      message: assignmentTexts.notCrew,
      fieldErrors: { assignee: [assignmentTexts.notCrew] },
    };
    for (const assignee of [office.id, formerCrew.id, crypto.randomUUID(), "sam", 42]) {
      expect(await assignJobAction(id, { assignee })).toMatchObject(refusal);
    }
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).assigneeId).toBe(sam.id);
  });

  it("refuses a cancelled job, and one that is not a job", async () => {
    for (const notAJob of ["not-a-job", crypto.randomUUID()]) {
      expect(await assignJobAction(notAJob, { assignee: sam.id })).toMatchObject({
        ok: false,
        message: assignmentTexts.unknownJob,
      });
    }
    const id = await plantJob("NESS-1", { day: DAY, status: "cancelled" });
    expect(await assignJobAction(id, { assignee: sam.id })).toMatchObject({
      ok: false,
      message: assignmentTexts.unknownJob,
    });
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).assigneeId).toBeNull();
  });

  it("is refused to a crew member's session and to no session: neither assigns nor moves", async () => {
    const jobs = await fourJobs();
    for (const [caller, message] of [
      [sam.cookies, NOT_AN_ADMIN],
      [{}, NOT_SIGNED_IN],
    ] as const) {
      sendCookies(caller);
      expect(await assignJobAction(jobs.A, { assignee: sam.id })).toEqual({
        ok: false,
        reason: "server",
        message,
      });
      expect(await moveStopAction(jobs.A, "down")).toEqual({
        ok: false,
        reason: "server",
        message,
      });
    }
    expect((await db().booking.findUniqueOrThrow({ where: { id: jobs.A } })).assigneeId).toBeNull();
    expect(await positions()).toEqual([
      ["NESS-A", null],
      ["NESS-B", null],
      ["NESS-C", null],
      ["NESS-D", null],
    ]);
  });
});

describe("Move up and Move down", () => {
  it("the first move of a day writes every job's place in the district order, then swaps", async () => {
    const jobs = await fourJobs();
    expect(await sheetOrder()).toEqual(["NESS-A", "NESS-B", "NESS-C", "NESS-D"]);
    expect(await moveStopAction(jobs.B, "down")).toEqual({ ok: true, data: undefined });
    expect(await positions()).toEqual([
      ["NESS-A", 1],
      ["NESS-B", 3],
      ["NESS-C", 2],
      ["NESS-D", 4],
    ]);
    await moveStopAction(jobs.D, "up");
    // The run sheet, Today and the board all follow the office's order.
    const order = ["NESS-A", "NESS-C", "NESS-D", "NESS-B"];
    expect(await sheetOrder()).toEqual(order);
    expect((await todayJobs(DAY)).map((job) => job.reference)).toEqual(order);
    const board = await scheduleBoard(mondayOf(DAY));
    expect(board.find((d) => d.day === DAY)!.jobs.map((job) => job.reference)).toEqual(order);
  });

  it("refuses the first up and the last down, and a cancelled job, changing nothing", async () => {
    const jobs = await fourJobs();
    expect(await moveStopAction(jobs.A, "up")).toEqual({
      ok: false,
      reason: "validation",
      message: assignmentTexts.cannotMove("up"),
    });
    expect(await moveStopAction(jobs.D, "down")).toMatchObject({
      ok: false,
      message: assignmentTexts.cannotMove("down"),
    });
    expect(await moveStopAction(jobs.A, "sideways")).toMatchObject({ ok: false });
    const cancelled = await plantJob("NESS-X", { day: DAY, status: "cancelled" });
    expect(await moveStopAction(cancelled, "up")).toMatchObject({
      ok: false,
      message: assignmentTexts.unknownJob,
    });
    expect((await positions()).every(([, position]) => position === null)).toBe(true);
  });

  it("two offices moving at once both count: their moves queue on the day", async () => {
    const jobs = await fourJobs();
    // A B C D: A down and D up at the same moment give B A D C whichever runs first.
    const results = await Promise.all([moveStop(jobs.A, "down"), moveStop(jobs.D, "up")]);
    expect(results.map((r) => r.status)).toEqual(["done", "done"]);
    expect(await sheetOrder()).toEqual(["NESS-B", "NESS-A", "NESS-D", "NESS-C"]);
  });

  it("many moves at once leave one order: every place once, no job twice", async () => {
    const ids = await Promise.all(
      ["DH1 1AA", "DH2 1AA", "DH3 1AA", "DH4 1AA", "DH5 1AA", "DH6 1AA"].map((postcode, index) =>
        plantJob(`NESS-${index + 1}`, { day: DAY, postcode }),
      ),
    );
    const moves = ids.flatMap((id, index) => [
      moveStop(id, index % 2 ? "up" : "down"),
      moveStop(id, index % 3 ? "down" : "up"),
    ]);
    const results = await Promise.all(moves);
    expect(results.filter((r) => r.status === "done").length).toBeGreaterThan(0);
    const placed = (await positions()).map(([, position]) => position);
    expect([...placed].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a job moved to another day leaves its place behind and joins that day's order at the end", async () => {
    const moved = await bookAsVisitor(now, { day: DAY, n: 1 });
    await db().booking.update({ where: { id: moved.id }, data: { postcode: "DH1 1AA" } });
    const stays = await plantJob("NESS-STAYS", { day: DAY, postcode: "NE1 1AA" });
    const there = await plantJob("NESS-THERE-1", { day: OTHER_DAY, postcode: "SR1 1AA" });
    await plantJob("NESS-THERE-2", { day: OTHER_DAY, postcode: "TS1 1AA" });
    await moveStop(stays, "up");
    await moveStop(there, "down");
    expect(await db().booking.findUniqueOrThrow({ where: { id: moved.id } })).toMatchObject({
      runPosition: 2,
    });

    const office = { kind: "admin", email: "office@example.test" } as const;
    const rescheduled = await rescheduleBookingAs(
      office,
      moved.id,
      { selected_date: OTHER_DAY, time_slot: "allday" },
      now,
    );
    expect(rescheduled).toMatchObject({ ok: true });
    expect(await db().booking.findUniqueOrThrow({ where: { id: moved.id } })).toMatchObject({
      runPosition: null,
    });
    // DH1 would come first in district order; the office's order keeps its two jobs first.
    expect(await sheetOrder(OTHER_DAY)).toEqual(["NESS-THERE-2", "NESS-THERE-1", moved.reference]);
    expect(await sheetOrder(DAY)).toEqual(["NESS-STAYS"]);
    // The next move places it too.
    await moveStop(moved.id, "up");
    expect(await sheetOrder(OTHER_DAY)).toEqual(["NESS-THERE-2", moved.reference, "NESS-THERE-1"]);
    expect((await runSheetStops(OTHER_DAY)).sort(compareStops).map((s) => s.runPosition)).toEqual([
      1, 2, 3,
    ]);
  });
});
