import { describe, expect, it } from "vitest";
import {
  bookingTimeline,
  changeDeadline,
  changeableOnline,
  manageMessages,
  workingDayBefore,
} from "@/lib/bookings/lifecycle-rules";
import { site } from "@/lib/shared/site";

describe("the status timeline", () => {
  it("marks the steps before the current one done and the current one as the step", () => {
    expect(bookingTimeline("confirmed")).toEqual([
      { status: "requested", state: "done" },
      { status: "confirmed", state: "current" },
      { status: "collected", state: "upcoming" },
      { status: "destroyed", state: "upcoming" },
      { status: "certificate_issued", state: "upcoming" },
    ]);
    expect(bookingTimeline("certificate_issued").map((s) => s.state)).toEqual([
      "done",
      "done",
      "done",
      "done",
      "current",
    ]);
  });

  it("ends a cancelled booking at Cancelled, after the steps it had reached", () => {
    expect(bookingTimeline("cancelled", ["requested"])).toEqual([
      { status: "requested", state: "done" },
      { status: "cancelled", state: "current" },
    ]);
    expect(
      bookingTimeline("cancelled", ["requested", "rescheduled", "confirmed"]).map((s) => s.status),
    ).toEqual(["requested", "confirmed", "cancelled"]);
  });
});

describe("the online change deadline", () => {
  it("is 17:00 London time on the working day before the collection", () => {
    // Wednesday 2 December 2026 (GMT): Tuesday 17:00 = 17:00 UTC.
    expect(changeDeadline("2026-12-02").toISOString()).toBe("2026-12-01T17:00:00.000Z");
    // Monday 1 June 2026 (BST): the Friday before, 17:00 BST = 16:00 UTC.
    expect(changeDeadline("2026-06-01").toISOString()).toBe("2026-05-29T16:00:00.000Z");
  });

  it("skips weekends and bank holidays, of any year", () => {
    // Christmas Day 2026 is a Friday; Boxing Day's substitute is Monday 28 December.
    expect(workingDayBefore("2026-12-29")).toBe("2026-12-24");
    // Easter Monday 2027 is 29 March, Good Friday 26 March.
    expect(workingDayBefore("2027-03-30")).toBe("2027-03-25");
    expect(workingDayBefore("2031-01-02")).toBe("2030-12-31");
  });

  it("lets a requested or confirmed booking change until then, and nothing after", () => {
    const booking = { status: "confirmed" as const, day: "2026-12-02" };
    expect(changeableOnline(booking, new Date("2026-12-01T16:59:59Z"))).toBe(true);
    expect(changeableOnline(booking, new Date("2026-12-01T17:00:00Z"))).toBe(false);
    for (const status of ["cancelled", "collected", "destroyed"] as const) {
      expect(changeableOnline({ ...booking, status }, new Date("2026-11-01T09:00:00Z"))).toBe(
        false,
      );
    }
  });

  it("says so with the office's number", () => {
    expect(manageMessages.tooLate).toBe(
      `This booking can no longer be changed online. Please call us on ${site.phone.display}.`,
    );
  });
});
