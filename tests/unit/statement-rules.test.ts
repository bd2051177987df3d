import { describe, expect, it } from "vitest";
import {
  buildStatement,
  formatSigned,
  lastMonth,
  monthDays,
  monthLabel,
  parseStatementMonth,
  statementMonths,
  type Movement,
} from "@/lib/organisations/statement-rules";

// An organisation's statement: which month, its name, and balances that add up.

const move = (
  kind: Movement["kind"],
  day: string,
  amountPence: number,
  number = "X",
): Movement => ({
  kind,
  day,
  number,
  site: null,
  detail: "",
  amountPence,
});

describe("the statement's month", () => {
  it("is last month unless another (not to come) is asked for", () => {
    expect(lastMonth("2026-12-15")).toBe("2026-11");
    expect(lastMonth("2027-01-03")).toBe("2026-12");
    expect(parseStatementMonth(null, "2026-12-15")).toBe("2026-11");
    expect(parseStatementMonth("2026-12", "2026-12-15")).toBe("2026-12");
    expect(parseStatementMonth("2027-01", "2026-12-15")).toBeNull();
    expect(parseStatementMonth("2026-13", "2026-12-15")).toBeNull();
    expect(parseStatementMonth("November", "2026-12-15")).toBeNull();
  });

  it("is written as a reader writes it, and runs from its first day to the next month's", () => {
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(monthDays("2026-12")).toEqual({ from: "2026-12-01", until: "2027-01-01" });
    expect(monthDays("2026-02")).toEqual({ from: "2026-02-01", until: "2026-03-01" });
  });

  it("spans several months, a year at most, across the turn of the year", () => {
    expect(statementMonths("2026-11", "2026-11")).toEqual(["2026-11"]);
    expect(statementMonths("2025-12", "2026-02")).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(statementMonths("2025-12", "2026-11")).toHaveLength(12);
    expect(statementMonths("2025-11", "2026-11")).toBeNull();
    expect(statementMonths("2026-11", "2026-10")).toBeNull();
  });
});

describe("the statement's balances", () => {
  const movements = [
    move("invoice", "2026-10-03", 12_000, "INV-1"),
    move("payment", "2026-10-20", 12_000, "INV-1"),
    move("invoice", "2026-10-25", 6_000, "INV-2"),
    // November
    move("payment", "2026-11-10", 6_000, "INV-2"),
    move("invoice", "2026-11-02", 24_000, "INV-3"),
    move("credit_note", "2026-11-05", 24_000, "CN-1"),
    move("invoice", "2026-11-05", 9_000, "INV-4"),
    move("refund", "2026-11-20", 1_500, "INV-2"),
    // December: not in November's statement
    move("invoice", "2026-12-01", 50_000, "INV-5"),
  ];

  it("opens with what was owed before the month and lists the month's movements in date order", () => {
    const statement = buildStatement("2026-11", movements);
    expect(statement.openingPence).toBe(6_000);
    expect(statement.lines.map((l) => [l.number, l.balancePence])).toEqual([
      ["INV-3", 30_000],
      ["INV-4", 39_000],
      ["CN-1", 15_000],
      ["INV-2", 9_000],
      ["INV-2", 10_500],
    ]);
    expect(statement.closingPence).toBe(10_500);
  });

  it("adds up: closing = opening + invoices - credit notes - payments + refunds", () => {
    for (const month of ["2026-09", "2026-10", "2026-11", "2026-12"]) {
      const s = buildStatement(month, movements);
      expect(s.closingPence, month).toBe(
        s.openingPence +
          s.totals.invoice -
          s.totals.credit_note -
          s.totals.payment +
          s.totals.refund,
      );
      expect(s.lines.at(-1)?.balancePence ?? s.openingPence).toBe(s.closingPence);
    }
    // Each month opens where the one before closed.
    expect(buildStatement("2026-12", movements).openingPence).toBe(
      buildStatement("2026-11", movements).closingPence,
    );
  });

  it("opens the same from what came before summed by kind", () => {
    const november = movements.filter((m) => m.day >= "2026-11-01");
    const carried = { invoice: 18_000, payment: 12_000 };
    expect(buildStatement("2026-11", november, carried)).toEqual(
      buildStatement("2026-11", movements),
    );
  });

  it("writes a signed amount as a statement prints it", () => {
    expect(formatSigned(1234)).toBe("£12.34");
    expect(formatSigned(-1234)).toBe("-£12.34");
    expect(formatSigned(0)).toBe("£0.00");
  });

  it("is empty but balanced in a month with nothing", () => {
    const s = buildStatement("2026-09", movements);
    expect(s).toMatchObject({ openingPence: 0, lines: [], closingPence: 0 });
  });
});
