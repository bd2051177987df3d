import { describe, expect, it } from "vitest";
import {
  closingCreditLines,
  correctedLines,
  lessCreditDescription,
  poundsToPence,
  refundableBalance,
  refundLine,
} from "@/lib/invoice-corrections";
import { invoiceReferenceRows, invoiceSubjectLine } from "@/lib/invoice-reference";
import { invoiceTotals, priceLine } from "@/lib/invoices";
import {
  creditInvoiceSchema,
  fieldErrorsOf,
  refundSchema,
  reissueSchema,
} from "@/lib/schemas/invoice-corrections";

// The office's corrections of an issued invoice (issue 36) as rules: what may still be refunded,
// what a refund's credit note states, what the credit note ending a part-credited invoice gives
// back, the corrected lines of a re-issue, and what the forms refuse.

const request = "1b4e28ba-2fa1-4d2b-a6c0-9c4a5e3f0b11";

describe("what may still be refunded", () => {
  it("is what was paid less what was refunded, never below nothing", () => {
    expect(refundableBalance(10_000, 0)).toBe(10_000);
    expect(refundableBalance(10_000, 1_200)).toBe(8_800);
    expect(refundableBalance(10_000, 10_000)).toBe(0);
    expect(refundableBalance(10_000, 12_000)).toBe(0);
  });
});

describe("a refund's credit note line", () => {
  it("states the amount refunded as its total, its VAT the VAT fraction of it", () => {
    expect(refundLine(1_200, "Refund")).toMatchObject({
      quantity: 1,
      unitPricePence: 1_000,
      netPence: 1_000,
      vatPence: 200,
      vatRateBp: 2000,
    });
    // £10.00 including VAT: VAT 1/6 = 166.67p -> 167p, net 833p.
    expect(refundLine(1_000, "Refund")).toMatchObject({ netPence: 833, vatPence: 167 });
    for (const amount of [1, 3, 7, 999, 13_464]) {
      const line = refundLine(amount, "Refund");
      expect(invoiceTotals([line]).totalPence).toBe(amount);
    }
  });

  it("refuses nothing or part of a penny", () => {
    expect(() => refundLine(0, "Refund")).toThrow(RangeError);
    expect(() => refundLine(12.5, "Refund")).toThrow(RangeError);
  });
});

describe("the credit note that ends an invoice", () => {
  const invoiceLines = [
    priceLine({ description: "Collection", quantity: 1, unitPricePence: 11_220 }),
    priceLine({ description: "Extra bags", quantity: 3, unitPricePence: 500 }),
  ];
  const invoiceTotal = invoiceTotals(invoiceLines).totalPence;

  it("gives back every line of an invoice nothing was credited of", () => {
    const lines = closingCreditLines(invoiceLines, []);
    expect(lines).toEqual(invoiceLines);
    expect(invoiceTotals(lines).totalPence).toBe(invoiceTotal);
  });

  it("deducts each credit note already issued for part of it, so together they give back the invoice", () => {
    const earlier = [
      { number: "CN-2026-000004", lines: [refundLine(1_200, "Refund")] },
      { number: "CN-2026-000009", lines: [refundLine(1_001, "Refund")] },
    ];
    const lines = closingCreditLines(invoiceLines, earlier);
    expect(lines.slice(-2).map((l) => l.description)).toEqual([
      lessCreditDescription("CN-2026-000004"),
      lessCreditDescription("CN-2026-000009"),
    ]);
    expect(lines.at(-2)).toMatchObject({ netPence: -1_000, vatPence: -200, quantity: 1 });
    const closing = invoiceTotals(lines);
    expect(closing.totalPence).toBe(invoiceTotal - 1_200 - 1_001);
    const all = [...earlier.flatMap((n) => n.lines), ...lines];
    expect(invoiceTotals(all)).toEqual(invoiceTotals(invoiceLines));
  });
});

describe("a re-issued invoice's corrected lines", () => {
  it("prices each line as every invoice line: quantity x unit price, VAT per line", () => {
    const lines = correctedLines([
      { description: "Collection, corrected", quantity: 2, unitPricePence: 3_333 },
      { description: "Console emptying", quantity: 1, unitPricePence: 1_999 },
    ]);
    expect(lines[0]).toMatchObject({ netPence: 6_666, vatPence: 1_333 });
    expect(lines[1]).toMatchObject({ netPence: 1_999, vatPence: 400 });
    expect(invoiceTotals(lines)).toEqual({
      subtotalPence: 8_665,
      vatPence: 1_733,
      totalPence: 10_398,
    });
  });
});

describe("amounts typed in pounds", () => {
  it("reads pounds and pence, and nothing else", () => {
    expect(poundsToPence("12")).toBe(1_200);
    expect(poundsToPence("12.5")).toBe(1_250);
    expect(poundsToPence("£ 12.05")).toBe(1_205);
    expect(poundsToPence("0")).toBe(0);
    for (const bad of ["", "-1", "12.345", "1e3", "twelve", "12,50"]) {
      expect(poundsToPence(bad), bad).toBeNull();
    }
  });
});

describe("the correction forms' schemas", () => {
  it("require a reason to credit an invoice", () => {
    const result = creditInvoiceSchema.safeParse({
      invoice: "INV-2026-000001",
      reason: " ",
      request,
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ reason: ["Please give the reason"] });
    expect(
      creditInvoiceSchema.safeParse({ invoice: "INV-2026-000001", reason: "Wrong price", request })
        .success,
    ).toBe(true);
  });

  it("refuse a credit note's number: only an invoice is corrected", () => {
    expect(
      creditInvoiceSchema.safeParse({ invoice: "CN-2026-000001", reason: "x", request }).success,
    ).toBe(false);
  });

  it("refuse a re-issue's bad line at its own field", () => {
    const result = reissueSchema.safeParse({
      invoice: "INV-2026-000001",
      reason: "Wrong quantity",
      request,
      lines: [
        { description: "Collection", quantity: "2", unit_price: "65" },
        { description: "", quantity: "0", unit_price: "abc" },
      ],
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      "lines.1.description": ["Please describe the line"],
      "lines.1.quantity": ["Please give a whole number from 1 to 999"],
      "lines.1.unit_price": ["Please give the unit price in pounds, e.g. 45 or 45.50"],
    });
  });

  it("refuse a re-issue with no lines or a total of nothing", () => {
    const base = { invoice: "INV-2026-000001", reason: "Wrong", request };
    expect(fieldErrorsOf(reissueSchema.safeParse({ ...base, lines: [] }).error!)).toEqual({
      lines: ["Please keep at least one line"],
    });
    const free = reissueSchema.safeParse({
      ...base,
      lines: [{ description: "Goodwill", quantity: "1", unit_price: "0" }],
    });
    expect(fieldErrorsOf(free.error!)).toEqual({
      lines: ["The new invoice must be for more than £0.00"],
    });
  });

  it("read a re-issue's lines as pence", () => {
    const parsed = reissueSchema.parse({
      invoice: "INV-2026-000001",
      reason: "Wrong price",
      request,
      lines: [{ description: " Collection ", quantity: "3", unit_price: "45.50" }],
    });
    expect(parsed.lines).toEqual([{ description: "Collection", quantity: 3, unit_price: 4_550 }]);
  });

  it("refuse a refund of nothing or not an amount at its field", () => {
    for (const amount of ["0", "", "-5", "12.345"]) {
      const result = refundSchema.safeParse({
        invoice: "INV-2026-000001",
        reason: "x",
        request,
        amount,
      });
      expect(fieldErrorsOf(result.error!), amount).toEqual({
        amount: ["Please give the amount to refund in pounds, e.g. 12 or 12.50"],
      });
    }
    expect(
      refundSchema.parse({
        invoice: "INV-2026-000001",
        reason: "Overcharged",
        request,
        amount: "12",
      }).amount,
    ).toBe(1_200);
  });
});

describe("what an invoice says it is for", () => {
  it("names a contract's month by its contract, not as a booking", () => {
    const month = { reference: "CON-000002", contractNumber: "CON-000002" };
    expect(invoiceReferenceRows(month)).toEqual([["Contract", "CON-000002"]]);
    expect(invoiceSubjectLine(month)).toBe("Contract CON-000002");
  });

  it("names a contract visit by its booking and its contract, and a booking by its reference", () => {
    const visit = { reference: "NESS-7K3Q9P", contractNumber: "CON-000002" };
    expect(invoiceReferenceRows(visit)).toEqual([
      ["Booking", "NESS-7K3Q9P"],
      ["Contract", "CON-000002"],
    ]);
    expect(invoiceReferenceRows({ reference: "NESS-7K3Q9P", contractNumber: null })).toEqual([
      ["Booking", "NESS-7K3Q9P"],
    ]);
    expect(invoiceSubjectLine({ reference: "NESS-7K3Q9P", contractNumber: null })).toBe(
      "Booking NESS-7K3Q9P",
    );
  });
});
