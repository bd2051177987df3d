import { describe, expect, it } from "vitest";
import { todayTexts } from "@/lib/office/today-texts";
import { custodyOrder, parseCustodyFilter, parseSearch } from "@/lib/custody/custody-filter";
import { custodyTexts } from "@/lib/custody/custody-texts";
import { isOverdue, overdueCutoff, sealAgeDays } from "@/lib/custody/seal-age";
import { parseLondonDateTime } from "@/lib/shared/dates";

// When a collected seal is overdue for destruction (one working day after its
// collection day, in London, weekends and bank holidays skipped), how Today words the seals
// awaiting destruction, and how the Custody report reads its filter from the address.

const london = (text: string) => parseLondonDateTime(text)!;

describe("overdue for destruction", () => {
  it("is due by the end of the next working day: collected on a Wednesday, overdue from Friday", () => {
    // Wednesday 25 November 2026.
    const collected = london("2026-11-25T16:30");
    expect(isOverdue(collected, london("2026-11-26T23:59"))).toBe(false);
    expect(isOverdue(collected, london("2026-11-27T00:00"))).toBe(true);
  });

  it("skips the weekend: collected on a Friday, still due on Monday, overdue from Tuesday", () => {
    const friday = london("2026-11-27T09:00");
    expect(isOverdue(friday, london("2026-11-28T12:00"))).toBe(false);
    expect(isOverdue(friday, london("2026-11-30T23:59"))).toBe(false);
    expect(isOverdue(friday, london("2026-12-01T00:01"))).toBe(true);
  });

  it("skips bank holidays: collected on Christmas Eve, due by Tuesday 29 December's end", () => {
    // 25 December 2026 is a Friday, 28 December the substitute Boxing Day.
    const eve = london("2026-12-24T11:00");
    expect(isOverdue(eve, london("2026-12-29T18:00"))).toBe(false);
    expect(isOverdue(eve, london("2026-12-30T08:00"))).toBe(true);
  });

  it("counts the day in London, not UTC: collected at 00:30 BST is that London day", () => {
    // 00:30 on Thursday 2 July 2026 in London is 23:30 on Wednesday in UTC.
    const justAfterMidnight = london("2026-07-02T00:30");
    expect(isOverdue(justAfterMidnight, london("2026-07-03T12:00"))).toBe(false);
    expect(isOverdue(justAfterMidnight, london("2026-07-06T00:00"))).toBe(true);
  });

  it("draws the line at the start of the last working day before today", () => {
    expect(overdueCutoff("2026-12-01")).toEqual(london("2026-11-30T00:00"));
    expect(overdueCutoff("2026-11-30")).toEqual(london("2026-11-27T00:00"));
  });
});

describe("Today's seal counts", () => {
  it("gives the oldest seal's wait in calendar days", () => {
    expect(sealAgeDays(london("2026-11-27T08:00"), "2026-11-27")).toBe(0);
    expect(sealAgeDays(london("2026-11-26T23:30"), "2026-11-27")).toBe(1);
    expect(sealAgeDays(london("2026-11-25T00:10"), "2026-11-27")).toBe(2);
    // Across the clocks going back (25 October 2026).
    expect(sealAgeDays(london("2026-10-24T12:00"), "2026-10-26")).toBe(2);
  });

  it("words the seals awaiting destruction with the oldest's age, and the overdue ones", () => {
    expect(custodyTexts.awaitingCount(3, 2)).toBe(
      "Seals awaiting destruction: 3 (oldest collected 2 days ago)",
    );
    expect(custodyTexts.awaitingCount(1, 1)).toBe(
      "Seals awaiting destruction: 1 (oldest collected yesterday)",
    );
    expect(custodyTexts.awaitingCount(2, 0)).toBe(
      "Seals awaiting destruction: 2 (oldest collected today)",
    );
    expect(custodyTexts.awaitingCount(0, null)).toBe("Seals awaiting destruction: 0");
    expect(custodyTexts.overdueCount(1)).toBe("Overdue for destruction: 1 seal");
    expect(custodyTexts.overdueCount(4)).toBe("Overdue for destruction: 4 seals");
    expect(todayTexts.attention.sealsAwaiting(3, 2)).toBe(custodyTexts.awaitingCount(3, 2));
  });
});

describe("the Custody report's filter", () => {
  it("reads a seal number however it is typed, anything else as a job reference", () => {
    expect(parseSearch("S-000042")).toEqual({ seal: 42 });
    expect(parseSearch(" s-000042 ")).toEqual({ seal: 42 });
    expect(parseSearch("000042")).toEqual({ seal: 42 });
    expect(parseSearch("NESS-7K3Q9P")).toEqual({ reference: "NESS-7K3Q9P" });
    expect(parseSearch("  ")).toBeNull();
  });

  it("ignores what it cannot read and lists the longest waiting first when collected", () => {
    const filter = parseCustodyFilter({ state: "lost", from: "2026-02-30", to: "2026-11-27" });
    expect(filter).toEqual({
      state: null,
      overdue: false,
      dates: "collected",
      from: null,
      to: "2026-11-27",
      search: null,
    });
    expect(custodyOrder(filter)).toBe("newest");
    expect(custodyOrder(parseCustodyFilter({ state: "collected" }))).toBe("waiting");
    expect(custodyOrder(parseCustodyFilter({ overdue: "1" }))).toBe("waiting");
  });
});
