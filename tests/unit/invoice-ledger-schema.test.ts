import { describe, expect, it } from "vitest";
import { todayInLondon } from "@/lib/shared/dates";
import { exportRangeSchema, markPaidSchema } from "@/lib/invoices/ledger-schema";

// The Invoices tab's forms, as their shared schemas accept and refuse them.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("Mark as paid", () => {
  const paid = { invoice: "INV-2026-000001", method: "cheque", received_on: "2026-11-24" };

  it("takes an office payment method and a date up to today", () => {
    expect(markPaidSchema.parse(paid)).toEqual(paid);
    expect(markPaidSchema.safeParse({ ...paid, received_on: todayInLondon() }).success).toBe(true);
  });

  it("refuses a card payment (those come from Stripe) or no method", () => {
    for (const method of ["card", "", undefined]) {
      expect(firstMessage(markPaidSchema.safeParse({ ...paid, method }))).toBe(
        "Please choose how it was paid",
      );
    }
  });

  it("refuses a date in the future, a missing one and one that does not exist", () => {
    expect(firstMessage(markPaidSchema.safeParse({ ...paid, received_on: "2999-01-01" }))).toBe(
      "The payment date cannot be in the future.",
    );
    expect(firstMessage(markPaidSchema.safeParse({ ...paid, received_on: "" }))).toBe(
      "Please give the date the payment was received",
    );
    expect(firstMessage(markPaidSchema.safeParse({ ...paid, received_on: "2026-02-30" }))).toBe(
      "Please give a valid date",
    );
  });

  it("names the document by its number", () => {
    expect(firstMessage(markPaidSchema.safeParse({ ...paid, invoice: "42" }))).toBe(
      "That invoice does not exist.",
    );
  });
});

describe("the export's range", () => {
  it("takes two days in order, the same day twice, and at most a year", () => {
    expect(exportRangeSchema.parse({ from: "2026-01-01", to: "2026-12-31" })).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
    });
    expect(exportRangeSchema.safeParse({ from: "2026-11-25", to: "2026-11-25" }).success).toBe(
      true,
    );
    expect(exportRangeSchema.safeParse({ from: "2028-01-01", to: "2028-12-31" }).success).toBe(
      true,
    );
  });

  it("refuses a range that runs backwards or longer than a year, at the last day", () => {
    const backwards = exportRangeSchema.safeParse({ from: "2026-11-25", to: "2026-11-01" });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ["to"],
      message: "The first day must be on or before the last day.",
    });
    expect(
      firstMessage(exportRangeSchema.safeParse({ from: "2026-01-01", to: "2027-01-02" })),
    ).toBe("Please export at most one year at a time.");
  });

  it("refuses missing or impossible days", () => {
    expect(firstMessage(exportRangeSchema.safeParse({ to: "2026-11-01" }))).toBe(
      "Please choose the first day of the export",
    );
    expect(firstMessage(exportRangeSchema.safeParse({ from: "2026-11-01", to: "" }))).toBe(
      "Please choose the last day of the export",
    );
    expect(
      firstMessage(exportRangeSchema.safeParse({ from: "2026-13-01", to: "2026-11-01" })),
    ).toBe("Please give a valid date");
  });
});
