import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { runContractVisitsJob, runVisitRemindersJob } from "@/lib/automation/jobs";
import { sendVisitReminders } from "@/lib/routes/day-before-reminders";
import { contractIdFromToken } from "@/lib/server/signed-links";
import { dayOf, visitsOf } from "../support/contract-jobs";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// The contracts' daily jobs against PostgreSQL: the visits made ahead run once across
// instances, and each visit's reminder is sent once, on the working day before it.

const created = "2026-11-25"; // weekly visits on Mondays from 30 November
const at = (iso: string) => new Date(iso);

const reminders = () =>
  db().outboxEmail.findMany({
    where: { subject: { startsWith: "Reminder: we collect on" } },
    orderBy: { createdAt: "asc" },
  });

beforeEach(resetDatabase);

describe("the contract visits job", () => {
  it("runs once across instances: two scheduled calls at once make each visit once", async () => {
    const { id } = await makeContract(created);
    await db().booking.deleteMany({ where: { contractId: id } });
    const clock = () => at("2026-11-25T02:30:00Z");
    const results = await Promise.all([
      runContractVisitsJob("schedule", { now: clock }),
      runContractVisitsJob("schedule", { now: clock }),
    ]);
    const succeeded = results.filter((r) => r.status === "succeeded");
    expect(succeeded).toHaveLength(1);
    expect(results.map((r) => r.status)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(busy|already-ran)$/)]),
    );
    expect(await visitsOf(id)).toHaveLength(13);
    expect((await runContractVisitsJob("schedule", { now: clock })).status).toBe("already-ran");
    const runs = await db().jobRun.findMany({ where: { job: "contract_visits" } });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.summary).toBe(
      "13 visit(s) made, 0 called off, 0 reinstated, 0 repriced (1 contract(s))",
    );
  });
});

describe("the visit reminder", () => {
  it("is sent on the Friday before a Monday visit, with the day, the site and the contract's link", async () => {
    const { id, number } = await makeContract(created);
    // Thursday: too early.
    expect((await sendVisitReminders({ now: at("2026-11-26T07:00:00Z") })).sent).toBe(0);
    const friday = await sendVisitReminders({ now: at("2026-11-27T07:00:00Z") });
    const [visit] = await visitsOf(id);
    expect(friday).toMatchObject({ sent: 1, references: [visit!.reference], visits: 1 });
    const [email] = await reminders();
    expect(email).toMatchObject({
      subject: "Reminder: we collect on Monday 30 November",
      toAddress: "dana@acme.example",
      bookingId: visit!.id,
    });
    expect(email!.text).toContain("Hello Dana Contract,");
    expect(email!.text).toContain("1 High Street, Durham");
    expect(email!.text).toContain("3 lockable consoles/containers");
    expect(email!.text).toContain(number);
    const token = email!.html.match(/href="[^"]*\/contracts\/([^"/]+)"/)![1]!;
    expect(contractIdFromToken(token, "2026-11-27")).toBe(id);
  });

  it("is sent once: a rerun, a missed day caught up and two runs at once send one e-mail", async () => {
    await makeContract(created);
    const friday = at("2026-11-27T07:00:00Z");
    const [a, b] = await Promise.all([
      sendVisitReminders({ now: friday }),
      sendVisitReminders({ now: friday }),
    ]);
    expect(a.sent + b.sent).toBe(1);
    expect((await sendVisitReminders({ now: friday })).sent).toBe(0);
    expect((await sendVisitReminders({ now: at("2026-11-28T07:00:00Z") })).sent).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });

  it("catches up a missed day while the visit is still ahead, and never after it", async () => {
    await makeContract(created);
    // Friday's run was missed: Saturday's sends it.
    expect((await sendVisitReminders({ now: at("2026-11-28T07:00:00Z") })).sent).toBe(1);
    await db().visitReminder.deleteMany();
    // On the visit's day it is too late.
    expect((await sendVisitReminders({ now: at("2026-11-30T07:00:00Z") })).sent).toBe(0);
  });

  it("after a bank holiday Monday, is sent on the Friday before the Tuesday visit", async () => {
    // Mondays from 26 April 2027; 3 May is the Early May bank holiday, so that visit is Tuesday's.
    const { id } = await makeContract("2027-04-21", { start_day: "2027-04-26" });
    const moved = (await visitsOf(id)).find((v) => dayOf(v) === "2027-05-04");
    expect(moved).toBeDefined();
    expect((await sendVisitReminders({ now: at("2027-04-29T07:00:00Z") })).sent).toBe(0);
    const friday = await sendVisitReminders({ now: at("2027-04-30T07:00:00Z") });
    expect(friday.references).toEqual([moved!.reference]);
    const [email] = await reminders();
    expect(email!.subject).toBe("Reminder: we collect on Tuesday 4 May");
  });

  it("is not sent for a cancelled visit", async () => {
    const { id } = await makeContract(created);
    const [visit] = await visitsOf(id);
    await db().booking.update({ where: { id: visit!.id }, data: { status: "cancelled" } });
    expect((await sendVisitReminders({ now: at("2026-11-27T07:00:00Z") })).sent).toBe(0);
  });

  it("runs once across instances as a job", async () => {
    await makeContract(created);
    const clock = () => at("2026-11-27T07:00:00Z");
    const results = await Promise.all([
      runVisitRemindersJob("schedule", { now: clock }),
      runVisitRemindersJob("schedule", { now: clock }),
    ]);
    expect(results.filter((r) => r.status === "succeeded")).toHaveLength(1);
    expect(await reminders()).toHaveLength(1);
    const [run] = await db().jobRun.findMany({ where: { job: "visit_reminders" } });
    expect(run!.summary).toBe("1 visit reminder(s) and 0 booking reminder(s) sent");
  });
});
