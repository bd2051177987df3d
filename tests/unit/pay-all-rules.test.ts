import { describe, expect, it } from "vitest";
import { inStableOrder, sameShares, totalOf } from "@/lib/organisations/pay-all-rules";

// Pay all open invoices: one amount for every share, shares in one order, and an open session
// handed out again only for exactly the same invoices and amounts.

const a = { invoiceId: "a", amountPence: 1000 };
const b = { invoiceId: "b", amountPence: 2500 };

describe("Pay all open invoices' shares", () => {
  it("add up to the session's amount, in a stable order", () => {
    expect(totalOf([a, b])).toBe(3500);
    expect(inStableOrder([b, a])).toEqual([a, b]);
  });

  it("match an open session only with the same invoices for the same amounts", () => {
    expect(sameShares([a, b], [b, a])).toBe(true);
    expect(sameShares([a, b], [a])).toBe(false);
    expect(sameShares([a], [{ invoiceId: "a", amountPence: 999 }])).toBe(false);
    expect(sameShares([a], [{ invoiceId: "c", amountPence: 1000 }])).toBe(false);
  });
});
