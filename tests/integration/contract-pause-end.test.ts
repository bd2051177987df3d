import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingMessages } from "@/lib/shared/form-messages";
import {
  changeContractAction,
  endContractAction,
  pauseContractAction,
  resumeContractAction,
} from "@/lib/contracts/office-contract-actions";
import { moveContractVisit, requestContractExtra } from "@/lib/contracts/contract-actions";
import { contractCalendarFile } from "@/lib/contracts/calendar-file";
import { saveCapacity } from "@/lib/bookings/capacity";
import { findOpenContract } from "@/lib/contracts/contract-page";
import { db } from "@/lib/server/db";
import { contractToken } from "@/lib/server/signed-links";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { sessionCookieFor } from "../support/session-cookie";

// A contract that ends or pauses, against PostgreSQL through the office's and the
// customer's actions: every visit in the period is cancelled, extra collections included, their
// places freed and each cancellation in the job's history; the customer is e-mailed each office
// change with the day it takes effect; a move or extra collection onto a paused day is refused.

// The office's actions run the real admin check against the session cookie in the request's jar
// (tests/support/fake-request.ts): the office member's, signed in before each test.
let office: { id: string; email: string };
/** The office member signs in now. A session lasts eight hours, so after the clock moves on by
 * days they sign in again. */
async function officeSignsIn() {
  sendCookies(
    await sessionCookieFor({ uid: office.id, email: office.email, sv: 1, isAdmin: true }),
  );
}

// Wednesday 25 November 2026, noon in London. The contract's visits are on Mondays from 30 November.
const today = "2026-11-25";
const now = new Date(`${today}T12:00:00Z`);
let address = 0;
/** A customer's request from its own address (the rate limit is per address). */
const visitor = () => ({ ip: `192.0.2.${++address}`, now });
const iso = (date: Date | null | undefined) => date?.toISOString().slice(0, 10);

async function contract(fields: Parameters<typeof makeContract>[1] = {}) {
  const made = await makeContract(today, fields);
  return { ...made, token: contractToken(made.id) };
}

async function extraOn(token: string, day: string) {
  const result = await requestContractExtra.handle(visitor(), {
    contract: token,
    selected_date: day,
  });
  return result;
}

const visitsOf = async (contractId: string) =>
  (
    await db().booking.findMany({
      where: { contractId },
      orderBy: { selectedDate: "asc" },
      include: { events: { orderBy: { at: "asc" } } },
    })
  ).map((row) => ({ ...row, day: iso(row.selectedDate)! }));

const customerEmails = () =>
  db().outboxEmail.findMany({
    where: { toAddress: "dana@acme.example" },
    orderBy: { createdAt: "asc" },
  });

beforeEach(async () => {
  await resetDatabase();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  office = await db().user.create({
    data: { email: "office@example.test", roles: { create: { role: "admin" } } },
    select: { id: true, email: true },
  });
  await officeSignsIn();
});
afterEach(() => vi.useRealTimers());

describe("ending a contract", () => {
  it("cancels its extra collections from the end's day, frees their places, records each and e-mails the customer", async () => {
    await saveCapacity({ collection: 1, onsite: 3 });
    const { id, token } = await contract();
    expect(await extraOn(token, "2026-12-16")).toMatchObject({ ok: true });
    expect(await extraOn(token, "2026-12-22")).toMatchObject({ ok: true });
    // Another customer cannot have Tuesday 22 December: the extra collection takes its one place.
    const other = await contract({ customer_email: "other@beta.example", company_name: "Beta" });
    expect(await extraOn(other.token, "2026-12-22")).toMatchObject({
      ok: false,
      message: bookingMessages.fullyBooked.description,
    });

    expect(await endContractAction(id, { from_day: "2026-12-21" })).toEqual({
      ok: true,
      data: { number: "CON-000001" },
    });

    const visits = await visitsOf(id);
    const extras = visits.filter((v) => v.visitKind === "extra");
    expect(extras.map((v) => [v.day, v.status])).toEqual([
      ["2026-12-16", "confirmed"],
      ["2026-12-22", "cancelled"],
    ]);
    expect(extras[1]!.events.at(-1)).toMatchObject({
      kind: "cancelled",
      actor: "admin",
      actorEmail: "office@example.test",
      detail: "Contract ended from Monday 21 December 2026",
    });
    // Every visit from the end's day on is cancelled, each with its history row.
    const fromEnd = visits.filter((v) => v.day >= "2026-12-21");
    expect(fromEnd.length).toBeGreaterThan(10);
    for (const visit of fromEnd) {
      expect([visit.day, visit.status, visit.events.at(-1)?.kind]).toEqual([
        visit.day,
        "cancelled",
        "cancelled",
      ]);
    }
    // Its place is free again.
    expect(await extraOn(other.token, "2026-12-22")).toMatchObject({ ok: true });

    const [email, ...more] = await customerEmails();
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({
      subject: "Your contract CON-000001 is ending",
      replyTo: expect.any(String),
    });
    expect(email!.text).toContain("ends on Monday 21 December 2026");
    expect(email!.text).toContain(
      "Your extra collection on Tuesday 22 December 2026 is cancelled.",
    );
    // The link stops working on the day: the e-mail does not offer it.
    expect(email!.text).not.toContain("/contracts/");
  });
});

describe("an ending contract", () => {
  it("takes no extra collection, even on a day before its end, and changes nothing", async () => {
    const { id, token } = await contract();
    await endContractAction(id, { from_day: "2026-12-21" });
    const message = "This contract ends on Monday 21 December 2026.";
    expect(await extraOn(token, "2026-12-16")).toMatchObject({
      ok: false,
      message,
      fieldErrors: { selected_date: [message] },
    });
    expect(await db().booking.count({ where: { visitKind: "extra" } })).toBe(0);
  });
});

describe("pausing a contract", () => {
  it("cancels every visit within the pause, extras too, keeps those after it, and e-mails both days", async () => {
    const { id, token } = await contract();
    expect(await extraOn(token, "2026-12-16")).toMatchObject({ ok: true });
    expect(await extraOn(token, "2027-01-06")).toMatchObject({ ok: true });

    const pause = { from_day: "2026-12-14", until_day: "2026-12-24" };
    expect(await pauseContractAction(id, pause)).toMatchObject({ ok: true });

    const visits = await visitsOf(id);
    const byDay = (day: string) => visits.filter((v) => v.day === day).map((v) => v.status);
    expect(byDay("2026-12-07")).toEqual(["confirmed"]);
    expect(byDay("2026-12-14")).toEqual(["cancelled"]);
    expect(byDay("2026-12-16")).toEqual(["cancelled"]);
    expect(byDay("2026-12-21")).toEqual(["cancelled"]);
    // After the pause: the Boxing Day week's visit (moved off the bank holiday) and the extra.
    expect(byDay("2026-12-29")).toEqual(["confirmed"]);
    expect(byDay("2027-01-06")).toEqual(["confirmed"]);
    const extra = visits.find((v) => v.day === "2026-12-16")!;
    expect(extra.events.at(-1)).toMatchObject({
      kind: "cancelled",
      actor: "admin",
      detail: "Contract paused from Monday 14 December 2026 to Thursday 24 December 2026",
    });
    const contractRow = await db().contract.findUniqueOrThrow({ where: { id } });
    expect([iso(contractRow.statusFrom), iso(contractRow.pausedUntil)]).toEqual([
      "2026-12-14",
      "2026-12-24",
    ]);

    const [email] = await customerEmails();
    expect(email!.subject).toBe("Your contract CON-000001 is paused");
    expect(email!.text).toContain("from Monday 14 December 2026 until Thursday 24 December 2026");
    expect(email!.text).toContain(
      "Your extra collection on Wednesday 16 December 2026 is cancelled.",
    );
    expect(email!.text).toMatch(/Manage your contract \(https?:\/\/\S+\/contracts\//);
  });

  it("e-mails the resume with the day it takes effect and the next visit", async () => {
    const { id } = await contract();
    await pauseContractAction(id, { from_day: "2026-11-30" });
    vi.setSystemTime(new Date("2026-12-02T12:00:00Z"));
    await officeSignsIn();
    expect(await resumeContractAction(id)).toMatchObject({ ok: true });
    const [paused, resumed] = await customerEmails();
    expect(paused!.text).toContain("from Monday 30 November 2026: we make no visits");
    expect(resumed!.subject).toBe("Your contract CON-000001 is resumed");
    expect(resumed!.text).toContain(
      "resumed your contract CON-000001 from Wednesday 2 December 2026: your next visit is on Monday 7 December 2026",
    );
  });

  it("plans the visits after its last day, and is over once that day has passed", async () => {
    const { id } = await contract();
    await pauseContractAction(id, { from_day: "2026-11-30", until_day: "2026-12-04" });
    const statuses = async () =>
      (await visitsOf(id)).filter((v) => v.status === "confirmed").map((v) => v.day);
    expect((await statuses())[0]).toBe("2026-12-07");
    // A second pause once the first is over is allowed.
    vi.setSystemTime(new Date("2026-12-08T12:00:00Z"));
    await officeSignsIn();
    expect(await pauseContractAction(id, { from_day: "2026-12-21" })).toMatchObject({ ok: true });
  });
});

describe("the customer's calendar file during a pause", () => {
  it("leaves out the visits of a pause to a last day and keeps the series after it", async () => {
    const { id } = await contract();
    await pauseContractAction(id, { from_day: "2026-12-14", until_day: "2026-12-24" });
    const ics = await contractCalendarFile((await findOpenContract(id, today))!, today);
    expect(ics).toMatch(/EXDATE;VALUE=DATE:20261214,20261221/);
    expect(ics).not.toContain("UNTIL=");
  });

  it("ends the series the day before a pause with no last day", async () => {
    const { id } = await contract();
    await pauseContractAction(id, { from_day: "2026-12-14" });
    const ics = await contractCalendarFile((await findOpenContract(id, today))!, today);
    expect(ics).toContain("UNTIL=20261213");
  });
});

describe("the customer's move or extra collection onto a paused day", () => {
  it("is refused at the date with the pause's last day, and changes nothing", async () => {
    const { id, token } = await contract();
    await pauseContractAction(id, { from_day: "2026-12-14", until_day: "2026-12-24" });
    const message = "This contract is paused until Thursday 24 December 2026.";
    const visit = (await visitsOf(id)).find((v) => v.day === "2026-12-07")!;

    const move = await moveContractVisit.handle(visitor(), {
      contract: token,
      visit: visit.id,
      selected_date: "2026-12-16",
    });
    expect(move).toMatchObject({ ok: false, message, fieldErrors: { selected_date: [message] } });
    const extra = await extraOn(token, "2026-12-24");
    expect(extra).toMatchObject({ ok: false, message, fieldErrors: { selected_date: [message] } });

    expect(
      iso((await db().booking.findUniqueOrThrow({ where: { id: visit.id } })).selectedDate),
    ).toBe("2026-12-07");
    expect(await db().booking.count({ where: { visitKind: "extra" } })).toBe(0);
    // Outside the pause both still work.
    expect(await extraOn(token, "2026-12-11")).toMatchObject({ ok: true });
  });

  it("says only that it is paused when the pause has no last day", async () => {
    const { id, token } = await contract();
    await pauseContractAction(id, { from_day: "2026-12-14" });
    expect(await extraOn(token, "2027-02-10")).toMatchObject({
      ok: false,
      message: "This contract is paused.",
    });
  });
});

describe("the customer's e-mail of a change of price or frequency", () => {
  it("names the day it takes effect and the old and new price", async () => {
    const { id } = await contract();
    const change = { frequency: "weekly", price: "55", from_day: "2026-12-14" };
    expect(await changeContractAction(id, change)).toMatchObject({ ok: true });
    const [email, ...more] = await customerEmails();
    expect(more).toHaveLength(0);
    expect(email!.subject).toBe("Changes to your contract CON-000001");
    expect(email!.text).toContain("From Monday 14 December 2026");
    expect(email!.text).toMatch(/Price per visit was \(excluding VAT\):\s+£40\.00/);
    expect(email!.text).toMatch(/Price per visit from then \(excluding VAT\):\s+£55\.00/);
    expect(email!.text).not.toContain("Frequency was");
  });

  it("names the old and new frequency, and sends nothing when nothing changes", async () => {
    const { id } = await contract();
    await changeContractAction(id, {
      frequency: "fortnightly",
      price: "40",
      from_day: "2026-12-14",
    });
    await changeContractAction(id, {
      frequency: "fortnightly",
      price: "40",
      from_day: "2026-12-14",
    });
    const emails = await customerEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toMatch(/Frequency was:\s+Weekly/);
    expect(emails[0]!.text).toMatch(/Frequency from then:\s+Fortnightly/);
    expect(emails[0]!.text).not.toContain("Price per visit was");
  });
});
