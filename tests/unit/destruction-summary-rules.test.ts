import { describe, expect, it } from "vitest";
import {
  sealsText,
  summaryFileName,
  summaryTitle,
  summaryTotals,
} from "@/lib/organisations/destruction-summary-rules";

describe("the destruction summary's rules", () => {
  it("titles it exactly, its days written as the invoice writes them", () => {
    expect(summaryTitle("Quayside Law LLP", { from: "2026-01-01", to: "2026-11-27" })).toBe(
      "Destruction summary Quayside Law LLP 1 January 2026 to 27 November 2026",
    );
    expect(summaryFileName({ from: "2026-01-01", to: "2026-11-27" }, "csv")).toBe(
      "destruction-summary-2026-01-01-to-2026-11-27.csv",
    );
  });

  it("lists tracked seals in number order with consecutive ones as a range; else the typed text", () => {
    expect(sealsText([103, 101, 102, 200], null)).toBe("S-000101 to S-000103, S-000200");
    expect(sealsText([], " A1 A2 ")).toBe("A1 A2");
    expect(sealsText([], null)).toBe("");
  });

  it("adds the weights in tenths of a kilogram, an unweighed collection counting none", () => {
    expect(summaryTotals([{ weightKg: "0.1" }, { weightKg: "0.2" }, { weightKg: null }])).toEqual({
      collections: 3,
      kg: "0.3",
    });
    expect(summaryTotals([])).toEqual({ collections: 0, kg: "0.0" });
  });
});
