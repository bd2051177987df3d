import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_AN_ADMIN } from "@/lib/server/admin-action";
import {
  changeContractAction,
  createContractAction,
  endContractAction,
  pauseContractAction,
  resumeContractAction,
} from "@/lib/contracts/office-contract-actions";
import { saveCapacity } from "@/lib/bookings/capacity";
import { findContractByNumber } from "@/lib/contracts/contract-detail";
import { contractsPage } from "@/lib/contracts/contract-list";
import { db } from "@/lib/server/db";
import { contractIdFromToken } from "@/lib/server/signed-links";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { sessionCookieFor } from "../support/session-cookie";

// The office's Contracts tab against PostgreSQL, through the server actions the pages
// call: a new contract (checked, refused without storing anything, the customer e-mailed its
// link), pause, resume and end, a change of price or frequency from a day, and the list.

// The actions run the real admin check against the session cookie in the request's jar
// (tests/support/fake-request.ts): the office member's, signed in before each test.
type Staff = { id: string; email: string; isAdmin: boolean };
let office: Staff;

async function staff(email: string, role: "admin" | "crew"): Promise<Staff> {
  const user = await db().user.create({
    data: { email, roles: { create: { role } } },
    select: { id: true, email: true },
  });
  return { ...user, isAdmin: role === "admin" };
}

/** `who` signs in now. A session lasts eight hours, so after the clock moves on by days the
 * office member signs in again. */
async function signsIn(who: Staff) {
  sendCookies(
    await sessionCookieFor({ uid: who.id, email: who.email, sv: 1, isAdmin: who.isAdmin }),
  );
}

/** London's clock at noon on `day` (only Date is faked: the database driver's timers run). */
const setToday = (day: string) => vi.setSystemTime(new Date(`${day}T12:00:00Z`));
/** A minute later the same day: the history's next row is later than the last. */
const aMinuteLater = () => vi.setSystemTime(new Date(Date.now() + 60_000));
const today = "2026-11-25";
const iso = (date: Date | null) => date?.toISOString().slice(0, 10);

const form = (fields: Record<string, string> = {}) => ({
  customer_name: "Dana Contract",
  company_name: "Acme Surgery",
  customer_email: "dana@acme.example",
  customer_phone: "0191 000 0000",
  site_address: "1 High Street, Durham",
  postcode: "dh1 3le",
  service: "console_emptying",
  containers: "3",
  frequency: "weekly",
  start_day: "2026-11-30",
  price: "40",
  purchase_order: "",
  invoicing: "per_visit",
  ...fields,
});

/** The contract's visits by the day they fall on: status and price excluding VAT. */
async function visitsOf(contractId: string) {
  const rows = await db().booking.findMany({
    where: { contractId },
    orderBy: { selectedDate: "asc" },
    select: { selectedDate: true, status: true, subtotalPence: true },
  });
  return rows.map((r) => ({ day: iso(r.selectedDate)!, status: r.status, price: r.subtotalPence }));
}
const confirmedDays = async (id: string) =>
  (await visitsOf(id)).filter((v) => v.status === "confirmed").map((v) => v.day);

beforeEach(async () => {
  await resetDatabase();
  vi.useFakeTimers({ toFake: ["Date"] });
  setToday(today);
  office = await staff("office@example.test", "admin");
  await signsIn(office);
});
afterEach(() => vi.useRealTimers());

describe("New contract", () => {
  it("stores the contract with its visits and e-mails the customer the contract's link", async () => {
    const result = await createContractAction(form());
    expect(result).toEqual({ ok: true, data: { number: "CON-000001" } });
    const contract = await db().contract.findUniqueOrThrow({ where: { number: "CON-000001" } });
    expect(contract).toMatchObject({
      postcode: "DH1 3LE",
      outsideArea: false,
      createdBy: "office@example.test",
      status: "active",
    });
    expect((await confirmedDays(contract.id))[0]).toBe("2026-11-30");
    const [email, ...others] = await db().outboxEmail.findMany();
    expect(others).toHaveLength(0);
    expect(email).toMatchObject({
      toAddress: "dana@acme.example",
      subject: "Your contract CON-000001",
    });
    const link = /Manage your contract \((https?:\/\/\S+\/contracts\/([\w-]+))\)/.exec(email!.text);
    expect(link && contractIdFromToken(link[2]!, today)).toBe(contract.id);
    expect(email!.html).toContain(`href="${link![1]}"`);
    expect(email!.text).toContain("Hello Dana Contract,");
    for (const fact of ["Console emptying", "Weekly", "Monday 30 November 2026", "£40.00"]) {
      expect(email!.text).toContain(fact);
    }
  });

  it("stores a postcode outside the covered districts, marked", async () => {
    const result = await createContractAction(form({ postcode: "sw1a 1aa" }));
    expect(result.ok).toBe(true);
    expect(await db().contract.findFirstOrThrow()).toMatchObject({
      postcode: "SW1A 1AA",
      outsideArea: true,
    });
  });

  it("refuses bad input, a past start date and a caller who is not an admin, storing nothing", async () => {
    const bad = await createContractAction(form({ company_name: " ", price: "free" }));
    expect(bad).toMatchObject({ ok: false, reason: "validation" });
    expect(!bad.ok && Object.keys(bad.fieldErrors ?? {})).toEqual(["company_name", "price"]);

    const past = await createContractAction(form({ start_day: "2026-11-24" }));
    expect(past).toMatchObject({
      ok: false,
      fieldErrors: { start_day: ["The start date cannot be in the past"] },
    });

    await signsIn(await staff("casey@example.test", "crew"));
    expect(await createContractAction(form())).toEqual({
      ok: false,
      reason: "server",
      message: NOT_AN_ADMIN,
    });

    expect(await db().contract.count()).toBe(0);
    expect(await db().booking.count()).toBe(0);
    expect(await db().outboxEmail.count()).toBe(0);
  });
});

describe("pause, resume and end", () => {
  it("a pause cancels the visits from its day; resuming plans them again", async () => {
    const { id } = await makeContract(today);
    const all = await confirmedDays(id);
    aMinuteLater();
    expect(await pauseContractAction(id, { from_day: "2026-12-14" })).toMatchObject({ ok: true });
    expect(await confirmedDays(id)).toEqual(["2026-11-30", "2026-12-07"]);
    const paused = await db().contract.findUniqueOrThrow({ where: { id } });
    expect(paused).toMatchObject({ status: "paused", calendarSequence: 1 });
    expect(iso(paused.statusFrom)).toBe("2026-12-14");

    // A paused contract is not paused twice.
    expect(await pauseContractAction(id, { from_day: "2026-12-21" })).toMatchObject({
      ok: false,
      message: "Only an active contract can be paused",
    });

    aMinuteLater();
    expect(await resumeContractAction(id)).toMatchObject({ ok: true });
    expect(await confirmedDays(id)).toEqual(all);
    expect(await db().contract.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "active",
      statusFrom: null,
      calendarSequence: 2,
    });
  });

  it("the end cancels the visits from its day, and nothing changes an ended contract", async () => {
    const { id } = await makeContract(today);
    expect(await endContractAction(id, { from_day: "2026-12-21" })).toMatchObject({ ok: true });
    expect(await confirmedDays(id)).toEqual(["2026-11-30", "2026-12-07", "2026-12-14"]);
    expect((await visitsOf(id)).filter((v) => v.status === "cancelled")).toHaveLength(10);

    setToday("2026-12-21");
    await signsIn(office);
    expect(await resumeContractAction(id)).toMatchObject({
      ok: false,
      message: "This contract has ended",
    });
  });

  it("refuses a day in the past", async () => {
    const { id } = await makeContract(today);
    expect(await pauseContractAction(id, { from_day: "2026-11-24" })).toMatchObject({
      ok: false,
      fieldErrors: { from_day: ["The date cannot be in the past"] },
    });
    expect(await db().contract.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "active",
      calendarSequence: 0,
    });
  });
});

describe("a change of price or frequency from a day", () => {
  it("reprices only the visits on or after its day", async () => {
    const { id } = await makeContract(today);
    const change = { frequency: "weekly", price: "55", from_day: "2026-12-14" };
    expect(await changeContractAction(id, change)).toMatchObject({ ok: true });
    const visits = (await visitsOf(id)).filter((v) => v.status === "confirmed");
    expect(visits).toHaveLength(13);
    for (const visit of visits) {
      expect([visit.day, visit.price]).toEqual([visit.day, visit.day < "2026-12-14" ? 4000 : 5500]);
    }
  });

  it("re-plans the visits from its day, leaving the past alone: weekly to fortnightly", async () => {
    const { id } = await makeContract(today);
    // Two weeks on: the first visit was collected, the second is past but not yet recorded.
    const first = await db().booking.findFirstOrThrow({
      where: { contractId: id, selectedDate: new Date("2026-11-30T00:00:00Z") },
    });
    await db().booking.update({ where: { id: first.id }, data: { status: "collected" } });
    setToday("2026-12-10");
    await signsIn(office);

    const change = { frequency: "fortnightly", price: "40", from_day: "2026-12-14" };
    expect(await changeContractAction(id, change)).toMatchObject({ ok: true });
    const visits = await visitsOf(id);
    expect(visits.slice(0, 2)).toEqual([
      { day: "2026-11-30", status: "collected", price: 4000 },
      { day: "2026-12-07", status: "confirmed", price: 4000 },
    ]);
    expect(await confirmedDays(id)).toEqual([
      "2026-12-07",
      "2026-12-14",
      // 28 December is a bank holiday: the visit moves to Tuesday.
      "2026-12-29",
      "2027-01-11",
      "2027-01-25",
      "2027-02-08",
      "2027-02-22",
      "2027-03-08",
    ]);
    const cancelled = visits.filter((v) => v.status === "cancelled").map((v) => v.day);
    expect(cancelled).toEqual([
      "2026-12-21",
      "2027-01-04",
      "2027-01-18",
      "2027-02-01",
      "2027-02-15",
    ]);
    expect(
      await db().contractRulePeriod.count({ where: { contractId: id, frequency: "fortnightly" } }),
    ).toBe(1);
  });

  it("refuses a day in the past", async () => {
    const { id } = await makeContract(today);
    const change = { frequency: "monthly", price: "40", from_day: "2026-11-20" };
    expect(await changeContractAction(id, change)).toMatchObject({ ok: false });
    expect(await db().contractRulePeriod.count()).toBe(1);
  });
});

describe("the contract's page", () => {
  it("marks a visit on a day holding more jobs than the capacity Over capacity", async () => {
    await saveCapacity({ collection: 1, onsite: 3 });
    const { number } = await makeContract(today);
    await makeContract(today, { company_name: "Second Site" });
    const detail = (await findContractByNumber(number, today))!;
    expect(detail.upcoming).toHaveLength(13);
    expect(detail.upcoming.every((v) => v.overCapacity)).toBe(true);
    await saveCapacity({ collection: 2, onsite: 3 });
    const fits = (await findContractByNumber(number, today))!;
    expect(fits.upcoming.some((v) => v.overCapacity)).toBe(false);
    // The Boxing Day visit shows the day it was planned for.
    expect(fits.upcoming[4]).toMatchObject({ day: "2026-12-29", originalDay: "2026-12-28" });
  });
});

describe("the list", () => {
  it("searches number, company, customer, e-mail and postcode, 25 a page", async () => {
    for (let n = 1; n <= 27; n++) {
      await makeContract(today, {
        company_name: `Company ${n}`,
        customer_name: `Customer ${n}`,
        customer_email: `c${n}@site${n}.example`,
        frequency: "quarterly",
      });
    }
    const first = await contractsPage({}, 1, today);
    expect([first.total, first.pageCount, first.items.length]).toEqual([27, 2, 25]);
    expect(first.items[0]).toMatchObject({
      number: "CON-000027",
      frequency: "quarterly",
      nextVisit: "2026-11-30",
      status: "active",
    });
    const second = await contractsPage({}, 2, today);
    expect(second.items.map((c) => c.number)).toEqual(["CON-000002", "CON-000001"]);

    const search = async (q: string) =>
      (await contractsPage({ q }, 1, today)).items.map((c) => c.companyName);
    expect(await search("con-000013")).toEqual(["Company 13"]);
    expect(await search("company 26")).toEqual(["Company 26"]);
    expect(await search("Customer 7")).toEqual(["Company 7"]);
    expect(await search("C9@SITE9")).toEqual(["Company 9"]);
    expect((await contractsPage({ q: "dh13le" }, 1, today)).total).toBe(27);
    expect(await search("NE1 1AA")).toEqual([]);

    const { id } = (await db().contract.findUnique({ where: { number: "CON-000005" } }))!;
    await pauseContractAction(id, { from_day: today });
    const paused = await contractsPage({ status: "paused" }, 1, today);
    expect(paused.items.map((c) => [c.number, c.nextVisit])).toEqual([["CON-000005", null]]);
  });
});
