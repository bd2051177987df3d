import { beforeEach, describe, expect, it } from "vitest";
import { visitUndoMessages } from "@/lib/contracts/visit-undo-rules";
import { asDate } from "@/lib/shared/db-day";
import { bookingMessages } from "@/lib/shared/form-messages";
import { moveContractVisit, skipContractVisit } from "@/lib/contracts/contract-actions";
import { undoContractVisitChange } from "@/lib/contracts/contract-undo-actions";
import { undoVisitChange } from "@/lib/contracts/visit-undo";
import { saveCapacity } from "@/lib/bookings/capacity";
import { findContractByNumber } from "@/lib/contracts/contract-detail";
import { upcomingVisits } from "@/lib/contracts/contract-page";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { contractToken } from "@/lib/server/signed-links";
import { bookAsVisitor } from "../support/bookings";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// Undo of a contract visit's skip or move against PostgreSQL: the visit is listed as
// Skipped or Moved from its planned day, and Undo brings it back there with a history row and the
// e-mails, until the customer's cut-off and only while the day has room. The clock is injected.

// Wednesday 25 November 2026, 10:00 in London. The contract's visits are on Mondays from 30 November.
const today = "2026-11-25";
const now = new Date("2026-11-25T10:00:00Z");
const visitor = { ip: "192.0.2.90", now };
const MONDAY = "2026-12-07";
const iso = (date: Date) => date.toISOString().slice(0, 10);

async function contract() {
  const made = await makeContract(today);
  return { ...made, token: contractToken(made.id) };
}

const visitOn = (contractId: string, originalDay: string) =>
  db().booking.findFirstOrThrow({
    where: { contractId, visitOriginalDay: asDate(originalDay) },
    include: { events: { orderBy: { at: "asc" } } },
  });

const emailsTo = (address: string) =>
  db().outboxEmail.findMany({ where: { toAddress: address }, orderBy: { createdAt: "asc" } });

const undo = (token: string, visit: string, at = visitor) =>
  undoContractVisitChange.handle(at, { contract: token, visit });

beforeEach(resetDatabase);

describe("undoing a skip", () => {
  it("lists the visit as Skipped, then brings it back on its day with a history row and e-mails", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, MONDAY);
    await skipContractVisit.handle(visitor, { contract: token, visit: visit.id });
    const listed = await upcomingVisits(id, today, 4);
    expect(listed.find((v) => v.id === visit.id)).toMatchObject({
      day: MONDAY,
      status: "cancelled",
      change: { kind: "skipped", restoreDay: MONDAY },
    });

    expect(await undo(token, visit.id)).toEqual({ ok: true, data: { day: MONDAY } });

    const after = await visitOn(id, MONDAY);
    expect(after.status).toBe("confirmed");
    expect(iso(after.selectedDate)).toBe(MONDAY);
    expect(after.events.at(-1)).toMatchObject({
      kind: "scheduled",
      actor: "customer",
      detail: "Skip undone: the visit of Monday 7 December 2026 is back on",
    });
    expect(await db().contractVisitException.count({ where: { contractId: id } })).toBe(0);
    const [toCustomer] = await emailsTo("dana@acme.example");
    expect(toCustomer?.subject).toBe(
      "Contract CON-000001: the visit of Monday 7 December 2026 is back on",
    );
    expect(toCustomer?.text).toMatch(/Manage your contract \(https?:\/\/.+\/contracts\/[\w-]+\)/);
    const office = await emailsTo(env().OFFICE_EMAIL);
    expect(office.map((e) => e.subject)).toContain(
      "Contract CON-000001: the visit of Monday 7 December 2026 is back on",
    );
    const contractRow = await db().contract.findUniqueOrThrow({ where: { id } });
    expect(contractRow.calendarSequence).toBe(2);
    expect((await upcomingVisits(id, today, 4)).find((v) => v.id === visit.id)?.change).toBeNull();
  });

  it("is refused from 17:00 on the working day before, and changes nothing", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, MONDAY);
    await skipContractVisit.handle(visitor, { contract: token, visit: visit.id });
    // Friday 4 December 2026, 17:00 in London: Monday's cut-off.
    const late = { ip: "192.0.2.91", now: new Date("2026-12-04T17:00:00Z") };
    expect(await undo(token, visit.id, late)).toMatchObject({
      ok: false,
      message: visitUndoMessages.tooLate,
    });
    expect((await visitOn(id, MONDAY)).status).toBe("cancelled");
    expect(await db().contractVisitException.count({ where: { contractId: id } })).toBe(1);
  });

  it("is refused when the day has filled since", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, MONDAY);
    await skipContractVisit.handle(visitor, { contract: token, visit: visit.id });
    await saveCapacity({ collection: 1, onsite: 3 });
    await bookAsVisitor(now, { day: MONDAY, n: 1 });
    expect(await undo(token, visit.id)).toMatchObject({
      ok: false,
      message: bookingMessages.fullyBooked.description,
    });
    expect((await visitOn(id, MONDAY)).status).toBe("cancelled");
  });
});

describe("undoing a move", () => {
  it("lists the visit as Moved from its day, then moves it back with a history row and e-mails", async () => {
    const { id, token, number } = await contract();
    const visit = await visitOn(id, MONDAY);
    await moveContractVisit.handle(visitor, {
      contract: token,
      visit: visit.id,
      selected_date: "2026-12-09",
    });
    const listed = await upcomingVisits(id, today, 4);
    expect(listed.find((v) => v.id === visit.id)).toMatchObject({
      day: "2026-12-09",
      change: { kind: "moved", restoreDay: MONDAY },
    });

    expect(await undo(token, visit.id)).toEqual({ ok: true, data: { day: MONDAY } });

    const after = await visitOn(id, MONDAY);
    expect(iso(after.selectedDate)).toBe(MONDAY);
    expect(after.events.at(-1)).toMatchObject({
      kind: "moved",
      actor: "customer",
      detail: "Move undone: from Wednesday 9 December 2026 back to Monday 7 December 2026",
    });
    expect(await db().contractVisitException.count({ where: { contractId: id } })).toBe(0);
    const [toCustomer] = await emailsTo("dana@acme.example");
    expect(toCustomer?.subject).toBe(
      `Contract ${number}: visit moved back to Monday 7 December 2026`,
    );
    expect(toCustomer?.text).toContain("not Wednesday 9 December 2026");
  });

  it("is refused once the day it was moved from is past its cut-off", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, MONDAY);
    await moveContractVisit.handle(visitor, {
      contract: token,
      visit: visit.id,
      selected_date: "2026-12-09",
    });
    const late = { ip: "192.0.2.92", now: new Date("2026-12-04T17:30:00Z") };
    expect(await undo(token, visit.id, late)).toMatchObject({
      ok: false,
      message: visitUndoMessages.tooLate,
    });
    expect(iso((await visitOn(id, MONDAY)).selectedDate)).toBe("2026-12-09");
  });
});

describe("the office's Undo", () => {
  it("shows on the contract's admin page and e-mails the customer only", async () => {
    const { id, token, number } = await contract();
    const visit = await visitOn(id, MONDAY);
    await skipContractVisit.handle(visitor, { contract: token, visit: visit.id });
    const officeBefore = (await emailsTo(env().OFFICE_EMAIL)).length;
    const detail = await findContractByNumber(number, today, now);
    expect(detail?.upcoming.find((v) => v.bookingId === visit.id)).toMatchObject({
      change: { kind: "skipped", restoreDay: MONDAY },
      undoable: true,
    });

    const outcome = await undoVisitChange(id, visit.id, now, {
      actor: "admin",
      actorEmail: "office@example.test",
    });
    expect(outcome).toEqual({ status: "undone", change: { kind: "skipped", restoreDay: MONDAY } });
    expect((await visitOn(id, MONDAY)).events.at(-1)).toMatchObject({
      actor: "admin",
      actorEmail: "office@example.test",
    });
    expect(await emailsTo("dana@acme.example")).toHaveLength(1);
    expect(await emailsTo(env().OFFICE_EMAIL)).toHaveLength(officeBefore);
    // Nothing left to undo.
    expect(await undo(token, visit.id)).toMatchObject({
      ok: false,
      message: visitUndoMessages.nothingToUndo,
    });
  });
});
