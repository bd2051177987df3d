import { describe, expect, it } from "vitest";
import { previousMonthOf, periodLabel } from "@/lib/contracts/monthly-invoicing";
import { currentTransferNoteYear } from "@/lib/contracts/transfer-note-rules";
import {
  reminderDayLabel,
  reminderDayOf,
  reminderDue,
  reminderWindow,
} from "@/lib/contracts/visit-reminders";
import { scheduledJobs } from "../../scripts/lib/job-scheduler";

describe("the visit reminder's day", () => {
  it("is the working day before the visit: Friday for a Monday", () => {
    expect(reminderDayOf("2026-12-01")).toBe("2026-11-30");
    expect(reminderDayOf("2026-11-30")).toBe("2026-11-27");
  });

  it("skips bank holidays: the Friday before a Tuesday after a bank holiday Monday", () => {
    expect(reminderDayOf("2027-05-04")).toBe("2027-04-30");
    // Christmas: 25 (Friday) and 28 December 2026 (substitute Boxing Day) are holidays.
    expect(reminderDayOf("2026-12-29")).toBe("2026-12-24");
  });

  it("is due from that day until the day before the visit, never on or after it", () => {
    expect(reminderDue("2026-11-30", "2026-11-26")).toBe(false);
    expect(reminderDue("2026-11-30", "2026-11-27")).toBe(true);
    expect(reminderDue("2026-11-30", "2026-11-29")).toBe(true);
    expect(reminderDue("2026-11-30", "2026-11-30")).toBe(false);
  });

  it("is found by a run reading the next ten days, even over Christmas", () => {
    const { from, to } = reminderWindow("2026-12-24");
    expect(from).toBe("2026-12-25");
    expect(to >= "2026-12-29").toBe(true);
    expect(reminderWindow("2026-11-27")).toEqual({ from: "2026-11-28", to: "2026-12-07" });
  });

  it("names the day as the subject does", () => {
    expect(reminderDayLabel("2026-11-30")).toBe("Monday 30 November");
  });
});

describe("the monthly invoice's period", () => {
  it("is the month before London's today, with its first and last day", () => {
    expect(previousMonthOf("2026-12-01")).toEqual({
      period: "2026-11",
      first: "2026-11-01",
      last: "2026-11-30",
    });
    expect(previousMonthOf("2026-12-31").period).toBe("2026-11");
  });

  it("crosses the year and knows February's length", () => {
    expect(previousMonthOf("2027-01-01")).toEqual({
      period: "2026-12",
      first: "2026-12-01",
      last: "2026-12-31",
    });
    expect(previousMonthOf("2028-03-01").last).toBe("2028-02-29");
    expect(previousMonthOf("2027-03-15").last).toBe("2027-02-28");
    expect(periodLabel("2026-11")).toBe("November 2026");
  });
});

describe("the contracts' daily jobs under npm start", () => {
  it("make visits at 02:30, invoice months at 06:00 and remind at 07:00 UTC, retrying failures", () => {
    const daily = (path: string) => scheduledJobs.find((job) => job.path === path)!;
    expect(daily("/api/jobs/contract-visits").dailyAtUtc).toBe("02:30");
    expect(daily("/api/jobs/contract-invoices").dailyAtUtc).toBe("06:00");
    expect(daily("/api/jobs/visit-reminders").dailyAtUtc).toBe("07:00");
    for (const path of ["contract-visits", "contract-invoices", "visit-reminders"]) {
      expect(daily(`/api/jobs/${path}`).retryEveryMs).toBe(15 * 60_000);
      expect(daily(`/api/jobs/${path}`).enabled).toBeUndefined();
    }
  });
});

describe("the waste transfer note a contract signs now", () => {
  it("is this year's, or the first year's for a contract that begins next year", () => {
    expect(currentTransferNoteYear("2026-03-02", "2026-11-25")).toBe(2026);
    expect(currentTransferNoteYear("2027-01-11", "2026-11-25")).toBe(2027);
    expect(currentTransferNoteYear("2025-06-02", "2027-01-04")).toBe(2027);
  });
});
