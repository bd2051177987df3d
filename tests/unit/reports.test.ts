import { describe, expect, it } from "vitest";
import { townsOf } from "@/lib/office/reports";
import { monthLabel, moneySummary, weekLabel } from "@/lib/office/report-texts";

// The Reports tab's few steps in Node: districts summed into towns, and the labels and summaries.

describe("the Reports tab's towns", () => {
  it("sums districts into their towns, uncovered ones together, and keeps the top 10", () => {
    const districts = [
      { district: "NE1", jobs: 3 },
      { district: "NE2", jobs: 2 },
      { district: "SR1", jobs: 4 },
      { district: "ZZ9", jobs: 1 },
      { district: "ZZ8", jobs: 1 },
    ];
    expect(townsOf(districts)).toEqual([
      { town: "Newcastle upon Tyne", jobs: 5 },
      { town: "Sunderland", jobs: 4 },
      { town: "Outside the area", jobs: 2 },
    ]);
    expect(townsOf(districts, 2).map((t) => t.town)).toEqual(["Newcastle upon Tyne", "Sunderland"]);
  });

  it("labels weeks by their Monday and months by name, and sums money in pounds and pence", () => {
    expect(weekLabel("2026-09-07")).toBe("7 Sep");
    expect(monthLabel("2026-11")).toBe("Nov 2026");
    expect(
      moneySummary([
        { invoiced: 8580, paid: 0 },
        { invoiced: 1, paid: 8580 },
      ]),
    ).toBe(
      "Bar chart of invoiced and paid per month for the last 2 months: £85.81 invoiced and £85.80 paid in all.",
    );
  });
});
