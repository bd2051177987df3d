import { describe, expect, it } from "vitest";
import { DEFAULT_CAPACITY } from "@/lib/bookings/capacity-rules";
import { dayOfWeek, isWorkingDay } from "@/lib/shared/dates";
import { addDays, workingDaysAfter, workingDaysBefore } from "@/lib/demo/demo-calendar";
import { contractCustomers, demoCustomers } from "@/lib/demo/demo-customers";
import { demoPlan } from "@/lib/demo/demo-plan";
import { checkCoverage } from "@/lib/content/postcode-coverage";

// The demo's fortnight as a plan, whatever day it is run on: a Wednesday, a Monday, a
// Saturday, and the week before Christmas (bank holidays).

const todays = ["2026-11-25", "2026-11-30", "2026-11-28", "2026-12-21"];

describe("the working days around today", () => {
  it("skips weekends and bank holidays", () => {
    expect(workingDaysBefore("2026-11-25", 3)).toEqual(["2026-11-20", "2026-11-23", "2026-11-24"]);
    // 25 and 26 December 2026 are bank holidays, then the weekend, then the substitute day.
    expect(workingDaysAfter("2026-12-24", 2)).toEqual(["2026-12-29", "2026-12-30"]);
    expect(addDays("2026-11-25", -35)).toBe("2026-10-21");
  });
});

describe.each(todays)("the demo plan on %s", (today) => {
  const plan = demoPlan(today);

  it("puts every job on a working day, none on the closed day, about 30 in the fortnight", () => {
    expect(plan.jobs.every((job) => isWorkingDay(job.day))).toBe(true);
    expect(isWorkingDay(plan.closedDay.day)).toBe(true);
    expect(plan.closedDay.reason).not.toBe("");
    expect(plan.jobs.some((job) => job.day === plan.closedDay.day)).toBe(false);
    expect(plan.past.every((day) => day < today)).toBe(true);
    expect(plan.future.every((day) => day > today)).toBe(true);
    const inFortnight = plan.jobs.filter((j) => j.day >= plan.past[0]!);
    expect(inFortnight.length).toBeGreaterThanOrEqual(25);
  });

  it("has every state, both services, every slot and every way of paying", () => {
    expect(new Set(plan.jobs.map((j) => j.outcome))).toEqual(
      new Set(["requested", "confirmed", "collected", "done", "cancelled"]),
    );
    expect(new Set(plan.jobs.map((j) => j.service))).toEqual(new Set(["collection", "onsite"]));
    expect(new Set(plan.jobs.map((j) => j.slot))).toEqual(new Set(["allday", "am", "pm"]));
    expect(new Set(plan.jobs.map((j) => j.payment?.method))).toEqual(
      new Set([undefined, "card", "bank_transfer", "cheque"]),
    );
    // A card booking that is cancelled: its credit note and refund.
    expect(plan.jobs.some((j) => j.outcome === "cancelled" && j.payment?.method === "card")).toBe(
      true,
    );
    expect(plan.jobs.filter((j) => j.failedEmail)).toHaveLength(1);
    // Past jobs are finished or cancelled; jobs ahead are not started.
    for (const job of plan.jobs) {
      if (job.day < today) expect(["done", "collected", "cancelled"]).toContain(job.outcome);
      if (job.day > today) expect(["requested", "confirmed", "cancelled"]).toContain(job.outcome);
    }
  });

  it("fills the on-site places of the day the fortnightly contract visits", () => {
    const onsite = plan.jobs.filter(
      (j) => j.day === plan.overCapacityDay && j.service === "onsite" && j.outcome !== "cancelled",
    );
    expect(onsite).toHaveLength(DEFAULT_CAPACITY.onsite);
    const start = plan.contracts.fortnightly.startDay;
    expect(dayOfWeek(start)).toBe(dayOfWeek(plan.overCapacityDay));
    expect(addDays(start, 42)).toBe(plan.overCapacityDay);
    expect(plan.contracts.weekly.startDay < today).toBe(true);
  });
});

describe("the demo plan on a day off", () => {
  it("fills the next working day as today's jobs on a Saturday, a Sunday and a bank holiday", () => {
    for (const [today, workday] of [
      ["2026-11-28", "2026-11-30"],
      ["2026-11-29", "2026-11-30"],
      ["2026-12-25", "2026-12-29"],
      ["2027-03-29", "2027-03-30"],
    ]) {
      const plan = demoPlan(today!);
      expect(plan.workday).toBe(workday);
      expect(plan.jobs.filter((j) => j.day === workday).length, today).toBe(3);
      expect(plan.future.every((day) => day > workday!)).toBe(true);
    }
  });

  it("plans as many jobs on every day of a week", () => {
    const week = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"];
    const counts = [...week, "2026-11-28", "2026-11-29"].map((day) => demoPlan(day).jobs.length);
    expect(new Set(counts).size).toBe(1);
    expect(demoPlan("2026-11-25").workday).toBe("2026-11-25");
  });
});

describe("the demo's customers", () => {
  it("are in the covered towns, but for one outside the area", () => {
    const coverage = demoCustomers.map((c) => checkCoverage(c.postcode).status);
    expect(coverage.filter((status) => status === "outside")).toHaveLength(1);
    expect(coverage.filter((status) => status === "covered")).toHaveLength(coverage.length - 1);
    for (const c of Object.values(contractCustomers)) {
      expect(checkCoverage(c.postcode).status).toBe("covered");
    }
    expect(new Set(demoCustomers.map((c) => c.customerEmail)).size).toBe(demoCustomers.length);
  });
});
