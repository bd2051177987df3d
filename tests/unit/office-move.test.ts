import { describe, expect, it } from "vitest";
import { rescheduleSpan } from "@/lib/bookings/lifecycle-rules";
import { officeMoveRefusal } from "@/lib/bookings/office-move";
import { jobServiceLabel, scheduleTexts } from "@/lib/office/schedule-texts";

// The office's rule for moving a job: any working day with room from London's
// tomorrow on, whatever the customer's 17:00 cut-off says. Fixed clocks, so nothing runs out.

// Monday 30 November 2026, 18:00 in London (GMT): past the customer's cut-off for Tuesday.
const evening = new Date("2026-11-30T18:00:00Z");

describe("where the office may move a job", () => {
  it("moves to tomorrow at 18:00, after the customer's cut-off", () => {
    expect(officeMoveRefusal("2026-12-01", evening)).toBeNull();
  });

  it("uses London's day: 00:30 BST is already tomorrow's today", () => {
    // Wednesday 15 July 2026, 00:30 BST is Tuesday 23:30 UTC: Wednesday is today, not tomorrow.
    const night = new Date("2026-07-14T23:30:00Z");
    expect(officeMoveRefusal("2026-07-15", night)).toBe("today");
    expect(officeMoveRefusal("2026-07-16", night)).toBeNull();
  });

  it("never moves to today, a past day, a weekend or a bank holiday", () => {
    expect(officeMoveRefusal("2026-11-30", evening)).toBe("today");
    expect(officeMoveRefusal("2026-11-27", evening)).toBe("past");
    expect(officeMoveRefusal("2026-12-05", evening)).toBe("weekend");
    expect(officeMoveRefusal("2026-12-25", evening)).toBe("bank-holiday");
    expect(officeMoveRefusal("2026-12-32", evening)).toBe("invalid");
  });

  it("never moves to a closed or a full day", () => {
    const unavailable = {
      "2026-12-01": { kind: "closed", reason: "Staff training" },
      "2026-12-02": { kind: "full" },
    } as const;
    expect(officeMoveRefusal("2026-12-01", evening, unavailable)).toBe("closed");
    expect(officeMoveRefusal("2026-12-02", evening, unavailable)).toBe("full");
    expect(officeMoveRefusal("2026-12-03", evening, unavailable)).toBeNull();
  });

  it("stops at the horizon", () => {
    expect(officeMoveRefusal("2026-12-30", evening, {}, 30)).toBeNull();
    expect(officeMoveRefusal("2026-12-31", evening, {}, 30)).toBe("beyond-horizon");
  });
});

describe("the office's move texts", () => {
  it("tells the office the customer has been e-mailed", () => {
    expect(scheduleTexts.jobMoved("2026-12-01").description).toBe(
      "Job moved to Tuesday 1 December 2026. The customer has been e-mailed.",
    );
  });

  it("names the slots when only the slot changes, and the days otherwise", () => {
    expect(
      rescheduleSpan({ day: "2026-11-30", timeSlot: "am" }, { day: "2026-11-30", timeSlot: "pm" }),
    ).toEqual({
      from: "Monday 30 November 2026, Morning (8am - 12pm)",
      to: "Monday 30 November 2026, Afternoon (12pm - 6pm)",
    });
    expect(
      rescheduleSpan(
        { day: "2026-11-30", timeSlot: "allday" },
        { day: "2026-12-01", timeSlot: "allday" },
      ),
    ).toEqual({ from: "Monday 30 November 2026", to: "Tuesday 1 December 2026" });
  });

  it("names a contract visit by its contract's service", () => {
    expect(jobServiceLabel("collection", "console_emptying")).toBe("Console emptying");
    expect(jobServiceLabel("collection", null)).toBe("Collection (off-site shredding)");
  });
});
