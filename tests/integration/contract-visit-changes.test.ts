import { beforeEach, describe, expect, it } from "vitest";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { scheduleRule } from "@/lib/contracts/schedule";
import { asDate } from "@/lib/shared/db-day";
import { visitChangeMessages } from "@/lib/contracts/visit-change-rules";
import { bookingMessages } from "@/lib/shared/form-messages";
import { site } from "@/lib/shared/site";
import {
  moveContractVisit,
  requestContractExtra,
  skipContractVisit,
} from "@/lib/contracts/contract-actions";
import { lockContract, materialiseContract } from "@/lib/contracts/visits";
import { upcomingVisits } from "@/lib/contracts/contract-page";
import { saveCapacity } from "@/lib/bookings/capacity";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { contractToken } from "@/lib/server/signed-links";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// The customer's changes on the contract page through its actions, against PostgreSQL:
// a skip and a move stored against the visit's original day (so the daily job and a change of rule
// never bring the visit back), an extra collection, each refused past its deadline, on a full day
// or with a bad link, and each e-mailed to the office.

// Wednesday 25 November 2026, 10:00 in London. The contract's visits are on Mondays from 30 November.
const today = "2026-11-25";
const now = new Date("2026-11-25T10:00:00Z");
const visitor = { ip: "192.0.2.80", now };
const iso = (date: Date | null | undefined) => date?.toISOString().slice(0, 10);

async function contract() {
  const made = await makeContract(today);
  return { ...made, token: contractToken(made.id) };
}

const visitOn = (contractId: string, originalDay: string) =>
  db().booking.findFirstOrThrow({
    where: { contractId, visitOriginalDay: asDate(originalDay) },
    include: { events: { orderBy: { at: "asc" } } },
  });

const sequenceOf = async (id: string) =>
  (await db().contract.findUniqueOrThrow({ where: { id } })).calendarSequence;

const officeEmails = () =>
  db().outboxEmail.findMany({
    where: { toAddress: env().OFFICE_EMAIL },
    orderBy: { createdAt: "asc" },
  });

/** The daily job's run for one contract, as it runs on `day`. */
async function materialise(id: string, day = today) {
  await db().$transaction(async (tx) =>
    materialiseContract(tx, (await lockContract(tx, id))!, day),
  );
}

beforeEach(resetDatabase);

describe("skipping a visit", () => {
  it("cancels it, stores the skip against its original day and tells the office", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, "2026-12-07");
    const result = await skipContractVisit.handle(visitor, { contract: token, visit: visit.id });
    expect(result).toEqual({ ok: true, data: { day: "2026-12-07" } });

    const after = await visitOn(id, "2026-12-07");
    expect(after.status).toBe("cancelled");
    expect(after.events.at(-1)).toMatchObject({ kind: "skipped", actor: "customer" });
    const exception = await db().contractVisitException.findFirstOrThrow({
      where: { contractId: id },
    });
    expect(exception).toMatchObject({ movedTo: null, actor: "customer" });
    expect(iso(exception.originalDay)).toBe("2026-12-07");
    expect(await sequenceOf(id)).toBe(1);
    const [email] = await officeEmails();
    expect(email?.subject).toBe("Contract CON-000001: visit of Monday 7 December 2026 skipped");
    expect(email?.replyTo).toBe("dana@acme.example");
  });

  it("survives a later change of rule: the daily job does not bring the visit back", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, "2026-12-07");
    await skipContractVisit.handle(visitor, { contract: token, visit: visit.id });
    // The office changes the contract to fortnightly on Mondays from 7 December.
    await db().contractRulePeriod.create({
      data: {
        contractId: id,
        fromDay: asDate("2026-12-07"),
        frequency: "fortnightly",
        rule: scheduleRule("fortnightly", "2026-12-07"),
        pricePence: 4000,
        createdBy: "office@example.test",
      },
    });
    await materialise(id);
    await materialise(id, "2026-12-01");

    const onTheDay = await db().booking.findMany({
      where: { contractId: id, visitOriginalDay: asDate("2026-12-07") },
    });
    expect(onTheDay.map((b) => b.status)).toEqual(["cancelled"]);
    // The skipped visit is listed as Skipped, not brought back.
    const upcoming = await upcomingVisits(id, today, 4);
    expect(upcoming.map((v) => [v.day, v.change?.kind ?? null])).toEqual([
      ["2026-11-30", null],
      ["2026-12-07", "skipped"],
      ["2026-12-21", null],
      ["2027-01-04", null],
    ]);
  });

  it("skips an extra collection by cancelling it (it has no planned day)", async () => {
    const { id, token } = await contract();
    await requestContractExtra.handle(visitor, { contract: token, selected_date: "2026-12-09" });
    const extra = await db().booking.findFirstOrThrow({
      where: { contractId: id, visitKind: "extra" },
    });
    const result = await skipContractVisit.handle(visitor, { contract: token, visit: extra.id });
    expect(result.ok).toBe(true);
    expect((await db().booking.findUniqueOrThrow({ where: { id: extra.id } })).status).toBe(
      "cancelled",
    );
    expect(await db().contractVisitException.count()).toBe(0);
  });
});

describe("moving a visit", () => {
  it("moves it to a free working day, stored against its original day, and tells the office", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, "2026-12-14");
    const result = await moveContractVisit.handle(visitor, {
      contract: token,
      visit: visit.id,
      selected_date: "2026-12-16",
    });
    expect(result).toEqual({ ok: true, data: { day: "2026-12-16" } });
    const after = await visitOn(id, "2026-12-14");
    expect(iso(after.selectedDate)).toBe("2026-12-16");
    expect(after.events.at(-1)).toMatchObject({ kind: "moved", actor: "customer" });
    const exception = await db().contractVisitException.findFirstOrThrow({
      where: { contractId: id },
    });
    expect(iso(exception.movedTo)).toBe("2026-12-16");
    expect(await sequenceOf(id)).toBe(1);
    expect((await officeEmails()).map((e) => e.subject)).toEqual([
      "Contract CON-000001: visit moved from Monday 14 December 2026 to Wednesday 16 December 2026",
    ]);

    // The daily job keeps it where the customer put it.
    await materialise(id);
    expect(iso((await visitOn(id, "2026-12-14")).selectedDate)).toBe("2026-12-16");
  });

  it("is refused after 17:00 on the working day before the visit, and nothing changes", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, "2026-12-07");
    // Friday 4 December 2026, 17:30 in London.
    const late = { ip: visitor.ip, now: new Date("2026-12-04T17:30:00Z") };
    const result = await moveContractVisit.handle(late, {
      contract: token,
      visit: visit.id,
      selected_date: "2026-12-09",
    });
    expect(result).toMatchObject({
      ok: false,
      message: contractMessages.tooLate(site.phone.display),
    });
    const skipped = await skipContractVisit.handle(late, { contract: token, visit: visit.id });
    expect(skipped.ok).toBe(false);
    expect(iso((await visitOn(id, "2026-12-07")).selectedDate)).toBe("2026-12-07");
    expect(await sequenceOf(id)).toBe(0);
    expect(await officeEmails()).toHaveLength(0);
  });

  it("is refused onto a full day", async () => {
    await saveCapacity({ collection: 1, onsite: 3 });
    const { id, token } = await contract();
    // Another contract's visits fill Wednesdays.
    await makeContract(today, { company_name: "Beta Ltd", start_day: "2026-12-02" });
    const visit = await visitOn(id, "2026-12-07");
    const result = await moveContractVisit.handle(visitor, {
      contract: token,
      visit: visit.id,
      selected_date: "2026-12-09",
    });
    expect(result).toMatchObject({
      ok: false,
      message: bookingMessages.fullyBooked.description,
      fieldErrors: { selected_date: [bookingMessages.fullyBooked.description] },
    });
    expect(iso((await visitOn(id, "2026-12-07")).selectedDate)).toBe("2026-12-07");
    expect(await db().contractVisitException.count()).toBe(0);
  });

  it("is refused onto a weekend or past the visits' horizon", async () => {
    const { id, token } = await contract();
    const visit = await visitOn(id, "2026-12-07");
    for (const day of ["2026-12-12", "2027-03-01"]) {
      const result = await moveContractVisit.handle(visitor, {
        contract: token,
        visit: visit.id,
        selected_date: day,
      });
      expect(result.ok, day).toBe(false);
    }
    expect(await sequenceOf(id)).toBe(0);
  });
});

describe("a bad link", () => {
  it("changes nothing: a forged token, or another contract's token for this visit", async () => {
    const { id } = await contract();
    const other = await contract();
    const visit = await visitOn(id, "2026-12-07");
    const forged = await skipContractVisit.handle(visitor, {
      contract: "x".repeat(60),
      visit: visit.id,
    });
    expect(forged).toMatchObject({ ok: false, message: visitChangeMessages.notFound });
    const foreign = await moveContractVisit.handle(visitor, {
      contract: other.token,
      visit: visit.id,
      selected_date: "2026-12-09",
    });
    expect(foreign).toMatchObject({ ok: false, message: visitChangeMessages.notFound });
    const extra = await requestContractExtra.handle(visitor, {
      contract: "x".repeat(60),
      selected_date: "2026-12-09",
    });
    expect(extra.ok).toBe(false);
    expect((await visitOn(id, "2026-12-07")).status).toBe("confirmed");
    expect(await db().contractVisitException.count()).toBe(0);
    expect(await db().booking.count({ where: { visitKind: "extra" } })).toBe(0);
    expect(await officeEmails()).toHaveLength(0);
  });

  it("opens nothing once the contract has ended", async () => {
    const { id, token } = await contract();
    await db().contract.update({
      where: { id },
      data: { status: "ended", statusFrom: asDate("2026-11-25") },
    });
    const visit = await visitOn(id, "2026-11-30");
    const result = await skipContractVisit.handle(visitor, { contract: token, visit: visit.id });
    expect(result).toMatchObject({ ok: false, message: visitChangeMessages.notFound });
  });
});

describe("an extra collection", () => {
  it("is a visit of the contract at its price, listed as Extra, and the office hears of it", async () => {
    const { id, token } = await contract();
    const result = await requestContractExtra.handle(visitor, {
      contract: token,
      selected_date: "2026-12-10",
      note: "Two extra consoles by reception",
    });
    expect(result).toEqual({ ok: true, data: { day: "2026-12-10" } });
    const extra = await db().booking.findFirstOrThrow({
      where: { contractId: id, visitKind: "extra" },
      include: { events: true },
    });
    expect(extra).toMatchObject({
      status: "confirmed",
      visitOriginalDay: null,
      subtotalPence: 4000,
      totalPence: 4800,
      bagQuantity: 3,
      specialRequirements: "Two extra consoles by reception",
    });
    expect(extra.events.map((e) => [e.kind, e.actor])).toEqual([["scheduled", "customer"]]);
    const upcoming = await upcomingVisits(id, today, 4);
    expect(upcoming.map((v) => [v.day, v.extra])).toEqual([
      ["2026-11-30", false],
      ["2026-12-07", false],
      ["2026-12-10", true],
      ["2026-12-14", false],
    ]);
    expect(await sequenceOf(id)).toBe(1);
    const [email] = await officeEmails();
    expect(email?.subject).toBe(
      "Contract CON-000001: extra collection requested for Thursday 10 December 2026",
    );
    expect(email?.text).toContain("Two extra consoles by reception");
  });

  it("is refused before the next bookable working day", async () => {
    const { token } = await contract();
    // Wednesday 10:00: Thursday is the first day that can be booked; today cannot.
    const result = await requestContractExtra.handle(visitor, {
      contract: token,
      selected_date: today,
    });
    expect(result.ok).toBe(false);
    expect(await db().booking.count({ where: { visitKind: "extra" } })).toBe(0);
  });

  it("is refused past three open at once, with the office's number, until one is collected", async () => {
    const { id, token } = await contract();
    for (const day of ["2026-12-09", "2026-12-10", "2026-12-11"]) {
      const booked = await requestContractExtra.handle(visitor, {
        contract: token,
        selected_date: day,
      });
      expect(booked.ok, day).toBe(true);
    }
    const fourth = await requestContractExtra.handle(visitor, {
      contract: token,
      selected_date: "2026-12-16",
    });
    expect(fourth).toEqual({
      ok: false,
      reason: "validation",
      message: `You already have 3 extra collections booked. Please call us on ${site.phone.display} for more.`,
    });
    expect(await db().booking.count({ where: { visitKind: "extra" } })).toBe(3);

    // One collected is no longer open: another may be booked.
    const first = await db().booking.findFirstOrThrow({
      where: { contractId: id, visitKind: "extra" },
      orderBy: { selectedDate: "asc" },
    });
    await db().booking.update({ where: { id: first.id }, data: { status: "collected" } });
    const again = await requestContractExtra.handle(visitor, {
      contract: token,
      selected_date: "2026-12-16",
    });
    expect(again.ok).toBe(true);
  });

  it("holds the limit when the third and a fourth are requested at the same moment", async () => {
    const { id, token } = await contract();
    for (const day of ["2026-12-09", "2026-12-10"]) {
      await requestContractExtra.handle(visitor, { contract: token, selected_date: day });
    }
    const results = await Promise.all(
      ["2026-12-16", "2026-12-17"].map((day, n) =>
        requestContractExtra.handle(
          { ip: `192.0.2.${90 + n}`, now },
          { contract: token, selected_date: day },
        ),
      ),
    );
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(
      await db().booking.count({
        where: { contractId: id, visitKind: "extra", status: "confirmed" },
      }),
    ).toBe(3);
  });
});
