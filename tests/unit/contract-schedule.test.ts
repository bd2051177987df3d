import { rrulestr } from "rrule";
import { describe, expect, it } from "vitest";
import {
  plannedDays,
  plannedDaysOfPeriods,
  scheduleRule,
  scheduledVisits,
  workingDayFrom,
} from "@/lib/contracts/schedule";

// A regular contract's schedule: each frequency's days, month ends, bank holidays and
// closed days moving visits, and skips and moves surviving a change of rule.

describe("a contract's recurrence rule", () => {
  it("is RFC 5545 text the rrule library reads back", () => {
    const rule = scheduleRule("fortnightly", "2027-01-06");
    expect(rule).toBe("DTSTART:20270106T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE");
    expect(rrulestr(rule).toString()).toBe(rule);
  });

  it("plans weekly, fortnightly and four-weekly visits on the start's weekday", () => {
    expect(plannedDays(scheduleRule("weekly", "2027-01-06"), "2027-01-01", "2027-01-31")).toEqual([
      "2027-01-06",
      "2027-01-13",
      "2027-01-20",
      "2027-01-27",
    ]);
    expect(
      plannedDays(scheduleRule("fortnightly", "2027-01-06"), "2027-01-01", "2027-02-28"),
    ).toEqual(["2027-01-06", "2027-01-20", "2027-02-03", "2027-02-17"]);
    expect(
      plannedDays(scheduleRule("every_4_weeks", "2027-01-06"), "2027-01-01", "2027-03-31"),
    ).toEqual(["2027-01-06", "2027-02-03", "2027-03-03", "2027-03-31"]);
  });

  it("plans monthly and quarterly visits on the start's day of the month", () => {
    expect(plannedDays(scheduleRule("monthly", "2027-01-15"), "2027-01-01", "2027-04-30")).toEqual([
      "2027-01-15",
      "2027-02-15",
      "2027-03-15",
      "2027-04-15",
    ]);
    expect(
      plannedDays(scheduleRule("quarterly", "2027-01-15"), "2027-01-01", "2027-12-31"),
    ).toEqual(["2027-01-15", "2027-04-15", "2027-07-15", "2027-10-15"]);
  });

  it("visits on a short month's last day rather than skipping the month", () => {
    expect(plannedDays(scheduleRule("monthly", "2027-01-31"), "2027-01-01", "2027-05-31")).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
    // 2028 is a leap year; the 30th falls back to the 29th in its February.
    expect(plannedDays(scheduleRule("monthly", "2027-12-30"), "2028-01-01", "2028-03-31")).toEqual([
      "2028-01-30",
      "2028-02-29",
      "2028-03-30",
    ]);
    expect(
      plannedDays(scheduleRule("quarterly", "2027-08-31"), "2027-08-01", "2028-05-31"),
    ).toEqual(["2027-08-31", "2027-11-30", "2028-02-29", "2028-05-31"]);
  });

  it("plans nothing before its start or in an empty range", () => {
    expect(plannedDays(scheduleRule("weekly", "2027-03-03"), "2027-01-01", "2027-02-28")).toEqual(
      [],
    );
    expect(plannedDays(scheduleRule("weekly", "2027-03-03"), "2027-03-10", "2027-03-09")).toEqual(
      [],
    );
  });
});

describe("the day a visit happens", () => {
  it("moves off a bank holiday to the next working day", () => {
    // Easter Monday 2027 is 29 March; Christmas 2026 (Friday) and Boxing Day's substitute (Monday).
    expect(workingDayFrom("2027-03-29")).toEqual({ day: "2027-03-30", reason: "bank_holiday" });
    expect(workingDayFrom("2026-12-25")).toEqual({ day: "2026-12-29", reason: "bank_holiday" });
  });

  it("moves off a day the office closed, and off a weekend", () => {
    const closed = new Set(["2027-01-13", "2027-01-14"]);
    expect(workingDayFrom("2027-01-13", (day) => closed.has(day))).toEqual({
      day: "2027-01-15",
      reason: "closed",
    });
    expect(workingDayFrom("2027-01-16")).toEqual({ day: "2027-01-18", reason: "weekend" });
    expect(workingDayFrom("2027-01-12")).toEqual({ day: "2027-01-12", reason: null });
  });
});

describe("a contract's visits", () => {
  const weekly = { rule: scheduleRule("weekly", "2027-03-01"), from: "2027-03-01" };

  it("are the rule's days, each on the working day it falls on", () => {
    // Mondays in March and April 2027; Easter Monday (29 March) moves to Tuesday.
    expect(scheduledVisits([weekly], "2027-03-20", "2027-04-06")).toEqual([
      { originalDay: "2027-03-22", day: "2027-03-22", moved: null },
      { originalDay: "2027-03-29", day: "2027-03-30", moved: "bank_holiday" },
      { originalDay: "2027-04-05", day: "2027-04-05", moved: null },
    ]);
  });

  it("leave out a skipped visit and put a moved one on its chosen day", () => {
    const visits = scheduledVisits([weekly], "2027-03-01", "2027-03-22", {
      exceptions: [
        { originalDay: "2027-03-08", kind: "skipped" },
        { originalDay: "2027-03-15", kind: "moved", day: "2027-03-17" },
      ],
    });
    expect(visits.map((v) => [v.originalDay, v.day, v.moved])).toEqual([
      ["2027-03-01", "2027-03-01", null],
      ["2027-03-15", "2027-03-17", "moved"],
      ["2027-03-22", "2027-03-22", null],
    ]);
  });

  it("change rule from a day on: earlier visits stay, later ones follow the new rule", () => {
    const periods = [
      weekly,
      { rule: scheduleRule("fortnightly", "2027-03-17"), from: "2027-03-15" },
    ];
    expect(plannedDaysOfPeriods(periods, "2027-03-01", "2027-04-30")).toEqual([
      "2027-03-01",
      "2027-03-08",
      "2027-03-17",
      "2027-03-31",
      "2027-04-14",
      "2027-04-28",
    ]);
  });

  it("keep a skip when the rule changes and the new rule plans that day again", () => {
    const skip = { originalDay: "2027-03-22", kind: "skipped" } as const;
    const before = scheduledVisits([weekly], "2027-03-15", "2027-03-31", { exceptions: [skip] });
    expect(before.map((v) => v.originalDay)).toEqual(["2027-03-15", "2027-03-29"]);
    // Fortnightly from 15 March on the same Mondays: 22 March is not planned; from 22 March it is.
    const changed = [
      weekly,
      { rule: scheduleRule("fortnightly", "2027-03-22"), from: "2027-03-20" },
    ];
    const after = scheduledVisits(changed, "2027-03-15", "2027-04-30", { exceptions: [skip] });
    expect(after.map((v) => v.originalDay)).toEqual(["2027-03-15", "2027-04-05", "2027-04-19"]);
  });
});
