import { describe, expect, it } from "vitest";
import { BAG_OPTIONS, SERVICE_TYPES, TIME_SLOTS } from "@/lib/shared/booking-options";
import {
  creditLines,
  dueDateOf,
  invoiceNumber,
  invoiceStatus,
  invoiceStatusText,
  invoiceTotals,
  parseInvoiceNumber,
  priceLine,
  reminderDayOf,
  vatRateLabel,
} from "@/lib/invoices/invoice-rules";
import { priceBooking } from "@/lib/shared/prices";

// The ledger's rules: document numbers, VAT arithmetic in pence, due dates and status.

describe("invoice and credit note numbers", () => {
  it("are INV-{year}-{6 digits} and CN-{year}-{6 digits}, counted from 1 in each year", () => {
    expect(invoiceNumber("invoice", 2026, 1)).toBe("INV-2026-000001");
    expect(invoiceNumber("invoice", 2027, 42)).toBe("INV-2027-000042");
    expect(invoiceNumber("credit_note", 2026, 1)).toBe("CN-2026-000001");
    expect(invoiceNumber("credit_note", 2026, 999_999)).toBe("CN-2026-999999");
  });

  it("stop at 999999 a year and never start at 0 or take a fraction", () => {
    for (const sequence of [0, -1, 1_000_000, 1.5, Number.NaN]) {
      expect(() => invoiceNumber("invoice", 2026, sequence)).toThrow(RangeError);
    }
  });

  it("are read back from what someone types, and nothing else is", () => {
    expect(parseInvoiceNumber(" inv-2026-000123 ")).toBe("INV-2026-000123");
    expect(parseInvoiceNumber("cn-2026-000007")).toBe("CN-2026-000007");
    for (const junk of [
      "INV-2026-123",
      "INV-26-000123",
      "COD-2026-000123",
      "NESS-7K3Q9P",
      "",
      "INV-2026-000123x",
      "INV 2026 000123",
    ]) {
      expect(parseInvoiceNumber(junk)).toBeNull();
    }
  });
});

describe("a line's VAT", () => {
  it("is the net amount (quantity x unit price) at 20% unless another rate is given", () => {
    expect(priceLine({ description: "Bags", quantity: 3, unitPricePence: 500 })).toEqual({
      description: "Bags",
      quantity: 3,
      unitPricePence: 500,
      vatRateBp: 2000,
      netPence: 1500,
      vatPence: 300,
    });
    expect(vatRateLabel(2000)).toBe("20%");
    expect(vatRateLabel(500)).toBe("5%");
    expect(vatRateLabel(0)).toBe("0%");
  });

  it("is rounded to the penny once, half a penny up", () => {
    const vat = (netPence: number, vatRateBp: number) =>
      priceLine({ description: "x", quantity: 1, unitPricePence: netPence, vatRateBp }).vatPence;
    // 5% of 10p is exactly half a penny, of 30p one and a half.
    expect(vat(10, 500)).toBe(1);
    expect(vat(30, 500)).toBe(2);
    expect(vat(9, 500)).toBe(0);
    // 20% of 13p is 2.6p, of 12p 2.4p.
    expect(vat(13, 2000)).toBe(3);
    expect(vat(12, 2000)).toBe(2);
    expect(vat(999, 0)).toBe(0);
  });

  it("refuses a quantity below 1 or a fraction of a penny", () => {
    expect(() => priceLine({ description: "x", quantity: 0, unitPricePence: 100 })).toThrow(
      RangeError,
    );
    expect(() => priceLine({ description: "x", quantity: 1.5, unitPricePence: 100 })).toThrow(
      RangeError,
    );
    expect(() => priceLine({ description: "x", quantity: 1, unitPricePence: 99.5 })).toThrow(
      RangeError,
    );
  });
});

describe("a document's totals", () => {
  it("match docs/decisions.md: on-site, 6 bags, PM, Wednesday = 112.20 + 22.44 = 134.64", () => {
    const quote = priceBooking(
      { service: "onsite", bags: 6, slot: "pm", day: "2026-12-02" },
      new Date("2026-11-23T10:00:00Z"),
    );
    if (!quote.available) throw new Error("the example day should be bookable");
    const line = priceLine({
      description: "Job",
      quantity: 1,
      unitPricePence: quote.subtotalPence,
    });
    expect(invoiceTotals([line])).toEqual({
      subtotalPence: 11_220,
      vatPence: 2_244,
      totalPence: 13_464,
    });
  });

  it("equal the price quoted at booking for every service, slot, quantity and day", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    // A Monday (20% more) and a Wednesday (standard).
    for (const day of ["2026-11-30", "2026-12-02"]) {
      for (const service of SERVICE_TYPES) {
        for (const slot of TIME_SLOTS) {
          for (const bags of BAG_OPTIONS) {
            const quote = priceBooking({ service, bags, slot, day }, now);
            if (!quote.available) throw new Error(`${day} should be bookable`);
            const totals = invoiceTotals([
              priceLine({ description: "Job", quantity: 1, unitPricePence: quote.subtotalPence }),
            ]);
            expect(totals).toEqual({
              subtotalPence: quote.subtotalPence,
              vatPence: quote.vatPence,
              totalPence: quote.totalPence,
            });
          }
        }
      }
    }
  });

  it("are the sums of the lines' rounded amounts, never recomputed from the subtotal", () => {
    // Each 13p line has 2.6p VAT, rounded to 3p: three lines carry 9p, where 20% of 39p is 7.8p.
    const line = priceLine({ description: "x", quantity: 1, unitPricePence: 13 });
    expect(invoiceTotals([line, line, line])).toEqual({
      subtotalPence: 39,
      vatPence: 9,
      totalPence: 48,
    });
    expect(invoiceTotals([])).toEqual({ subtotalPence: 0, vatPence: 0, totalPence: 0 });
  });

  it("of a credit note give back every line of its invoice in full", () => {
    const lines = [
      priceLine({ description: "Collection", quantity: 1, unitPricePence: 11_220 }),
      priceLine({ description: "Extra bags", quantity: 4, unitPricePence: 700 }),
    ];
    const credit = creditLines(lines);
    expect(credit).toEqual(lines);
    expect(credit[0]).not.toBe(lines[0]);
    expect(invoiceTotals(credit)).toEqual(invoiceTotals(lines));
  });
});

describe("the due date", () => {
  it("is 30 days after the date of issue, across a month's and a year's end", () => {
    expect(dueDateOf("2026-11-23")).toBe("2026-12-23");
    expect(dueDateOf("2026-01-31")).toBe("2026-03-02");
    expect(dueDateOf("2026-12-15")).toBe("2027-01-14");
    expect(dueDateOf("2028-02-01")).toBe("2028-03-02"); // 2028 is a leap year
    expect(dueDateOf("2026-11-23", 14)).toBe("2026-12-07");
  });

  it("keeps the calendar day across the clocks changing", () => {
    // British Summer Time ends on 25 October 2026.
    expect(dueDateOf("2026-10-01")).toBe("2026-10-31");
    expect(dueDateOf("2026-03-20")).toBe("2026-04-19");
  });

  it("is followed by the overdue reminder 7 days later", () => {
    expect(reminderDayOf("2026-12-23")).toBe("2026-12-30");
    expect(reminderDayOf("2026-12-28")).toBe("2027-01-04");
  });
});

describe("an invoice's status", () => {
  const invoice = { kind: "invoice" as const, dueDay: "2026-12-23", paid: false, credited: false };

  it("is Unpaid up to and including its due date and Overdue from the day after", () => {
    expect(invoiceStatus(invoice, "2026-11-23")).toBe("unpaid");
    expect(invoiceStatus(invoice, "2026-12-23")).toBe("unpaid");
    expect(invoiceStatus(invoice, "2026-12-24")).toBe("overdue");
    expect(invoiceStatus(invoice, "2027-03-01")).toBe("overdue");
  });

  it("is Paid once paid, even after its due date", () => {
    expect(invoiceStatus({ ...invoice, paid: true }, "2026-11-23")).toBe("paid");
    expect(invoiceStatus({ ...invoice, paid: true }, "2027-03-01")).toBe("paid");
  });

  it("is Credited once a credit note cancels it, whether or not it had been paid", () => {
    expect(invoiceStatus({ ...invoice, credited: true }, "2026-11-23")).toBe("credited");
    expect(invoiceStatus({ ...invoice, credited: true }, "2027-03-01")).toBe("credited");
    expect(invoiceStatus({ ...invoice, paid: true, credited: true }, "2026-11-23")).toBe(
      "credited",
    );
  });

  it("of a credit note is always Credited", () => {
    expect(invoiceStatus({ ...invoice, kind: "credit_note" }, "2027-03-01")).toBe("credited");
  });

  it("reads 'Partly refunded £…' for a paid invoice of which some was refunded, not Paid", () => {
    expect(invoiceStatusText({ status: "paid", refundedPence: 1_000 })).toBe(
      "Partly refunded £10.00",
    );
    expect(invoiceStatusText({ status: "paid", refundedPence: 0 })).toBe("Paid");
    // Refunded in full, the invoice is ended by its credit note.
    expect(invoiceStatusText({ status: "credited", refundedPence: 7_800 })).toBe("Credited");
    expect(invoiceStatusText({ status: "overdue", refundedPence: 0 })).toBe("Overdue");
  });
});
