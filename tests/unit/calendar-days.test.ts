import { describe, expect, it } from "vitest";
import { isBankHoliday, todayInLondon } from "@/lib/shared/dates";
import { calendarRuns, faketimeOffset } from "../../scripts/lib/calendar-days";

// The clocks the calendar run sets: always ahead of today, so the list never runs out.

describe("the calendar run's clocks", () => {
  it("moves every process's clock by the same offset", () => {
    const now = new Date("2026-11-29T00:00:00Z");
    expect(faketimeOffset(new Date("2026-11-30T10:00:00Z"), now)).toBe("+122400");
    expect(faketimeOffset(new Date("2026-11-28T23:00:00Z"), now)).toBe("-3600");
  });

  it("covers a whole week, two bank holidays and the last evening of the month", () => {
    const runs = calendarRuns("2026-11-29");
    const labels = runs.map((run) => run.label);
    expect(labels.slice(0, 7)).toEqual([
      "Monday 2026-11-30",
      "Tuesday 2026-12-01",
      "Wednesday 2026-12-02",
      "Thursday 2026-12-03",
      "Friday 2026-12-04",
      "Saturday 2026-12-05",
      "Sunday 2026-12-06",
    ]);
    expect(labels.slice(7)).toEqual([
      "Christmas Day 2026-12-25",
      "Easter Monday 2027-03-29",
      "last evening of the month 2026-11-30",
    ]);
    expect(isBankHoliday("2027-03-29")).toBe(true);
    // 23:30 in London: in winter that is 23:30 UTC.
    expect(runs.at(-1)!.at.toISOString()).toBe("2026-11-30T23:30:00.000Z");
  });

  it("reads London's clock in summer and picks next year's holidays once this year's are past", () => {
    const runs = calendarRuns("2027-06-10");
    expect(runs.find((run) => run.label.startsWith("Easter"))!.label).toBe(
      "Easter Monday 2028-04-17",
    );
    // 23:30 in London on 30 June is 22:30 UTC (British Summer Time).
    expect(runs.at(-1)!.at.toISOString()).toBe("2027-06-30T22:30:00.000Z");
    expect(runs.every((run) => todayInLondon(run.at) >= "2027-06-10")).toBe(true);
  });
});
