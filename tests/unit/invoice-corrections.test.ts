import { describe, expect, it } from "vitest";
import {
  closingCreditLines,
  correctedLines,
  lessCreditDescription,
  poundsToPence,
  confirmedRefundPence,
  refundableBalance,
  refundFailureReason,
  refundLine,
  refundNotice,
  reissueDraftLine,
} from "@/lib/invoices/correction-rules";
import { invoiceReferenceRows, invoiceSubjectLine } from "@/lib/invoices/invoice-reference";
import { invoiceTotals, priceLine } from "@/lib/invoices/invoice-rules";
import {
  creditInvoiceSchema,
  fieldErrorsOf,
  refundSchema,
  reissueSchema,
} from "@/lib/invoices/correction-schema";

// The office's corrections of an issued invoice as rules: what may still be refunded,
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

describe("the re-issue form's lines", () => {
  const bookingLine = (bags: number, pence: number) =>
    priceLine({
      description: `Collection (off-site shredding) on Wednesday 25 November 2026, all day: ${bags} bags or boxes (booking NESS-7K3Q9P)`,
      quantity: 1,
      unitPricePence: pence,
    });

  it("start a booking's line with its bags as the quantity and the price of one bag", () => {
    expect(reissueDraftLine(bookingLine(2, 7_150))).toEqual({
      description:
        "Collection (off-site shredding) on Wednesday 25 November 2026, all day (booking NESS-7K3Q9P)",
      quantity: 2,
      unitPricePence: 3_575,
    });
  });

  it("round a price that does not divide into pence, and say so beside it", () => {
    expect(reissueDraftLine(bookingLine(3, 6_500))).toMatchObject({
      quantity: 3,
      unitPricePence: 2_167,
      priceHint: "Invoiced £65.00 for 3 bags or boxes: rounded to the penny, check it",
    });
  });

  it("keep one bag, a contract's visit and a line the office typed as issued", () => {
    const oneBag = priceLine({
      description: "Collection on Wednesday 25 November 2026, all day: 1 bag or box (booking X)",
      quantity: 1,
      unitPricePence: 6_500,
    });
    expect(reissueDraftLine(oneBag)).toEqual({
      description: oneBag.description,
      quantity: 1,
      unitPricePence: 6_500,
    });
    const typed = priceLine({ description: "Extra bag", quantity: 3, unitPricePence: 500 });
    expect(reissueDraftLine(typed)).toEqual({
      description: "Extra bag",
      quantity: 3,
      unitPricePence: 500,
    });
  });
});

describe("a refund as the office reads it", () => {
  it("is 'Refund pending: {reason}' until Stripe makes it, with Stripe's error or the wait", () => {
    expect(
      refundNotice({
        status: "pending",
        lastError: "STRIPE_SECRET_KEY is not set: card payment is off",
      }),
    ).toBe("Refund pending: STRIPE_SECRET_KEY is not set: card payment is off");
    expect(refundNotice({ status: "pending", lastError: null })).toBe(
      "Refund pending: waiting for Stripe to confirm it",
    );
  });

  it("is 'Refund failed: {reason}' when Stripe refused it, and nothing once made", () => {
    expect(
      refundNotice({ status: "failed", lastError: refundFailureReason("lost_or_stolen_card") }),
    ).toBe("Refund failed: the card was reported lost or stolen");
    expect(refundFailureReason(null)).toBe("Stripe gave no reason");
    expect(refundFailureReason("something_new")).toBe("something new");
    expect(refundNotice({ status: "succeeded", lastError: null })).toBeNull();
  });

  it("counts as refunded only what Stripe made", () => {
    expect(
      confirmedRefundPence([
        { amountPence: 1_000, status: "succeeded" },
        { amountPence: 500, status: "pending" },
        { amountPence: 200, status: "failed" },
      ]),
    ).toBe(1_000);
  });
});
