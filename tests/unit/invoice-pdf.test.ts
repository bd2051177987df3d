import { afterEach, describe, expect, it, vi } from "vitest";
import { readPdf } from "../support/pdf-reader";
import { priceLine } from "@/lib/invoices/invoice-rules";
import type { InvoiceRecord } from "@/lib/invoices/invoice-record";
import { site } from "@/lib/shared/site";
import { sampleInvoice } from "@/prisma/seed-data/sample-invoice";

// The invoice and credit note PDFs: one A4 page stating what HMRC's VAT Notice 700/21
// asks of a VAT invoice, read back with poppler's pdftotext and pdfinfo as any reader would.

const unpaid: InvoiceRecord = sampleInvoice;
const paid: InvoiceRecord = {
  ...sampleInvoice,
  payment: {
    method: "card",
    amountPence: sampleInvoice.totalPence,
    receivedOn: "2026-11-23",
    recordedBy: "system",
  },
  status: "paid",
};
const creditNote: InvoiceRecord = {
  ...sampleInvoice,
  id: "00000000-0000-4000-8000-000000000012",
  kind: "credit_note",
  number: "CN-2026-000003",
  creditsNumber: "INV-2026-000001",
  creditsInFull: true,
  issuedAt: "2026-11-25T09:00:00Z",
  issuedDay: "2026-11-25",
  supplyDay: "2026-11-25",
  dueDay: "2026-11-25",
  reason: "Booking cancelled before the collection",
  status: "credited",
};
const pageUrl =
  "https://www.example.test/invoices/eyJpZCI6IjAwMDAwMDAwIn0.c2lnbmF0dXJl-LW9mLXRoZS1saW5r";
/** The link as `compact` holds it. */
const link = pageUrl.replace(/-/g, "");

/** Drawing a PDF takes a moment, and seconds on a busy shared machine. */
const PDF_TESTS = { timeout: 60_000 };

/** invoicePdf as the site loads it, with or without a Stripe key (settings are read once). */
async function loadInvoicePdf(stripeKey: string | null) {
  vi.resetModules();
  if (stripeKey) vi.stubEnv("STRIPE_SECRET_KEY", stripeKey);
  else vi.stubEnv("STRIPE_SECRET_KEY", "");
  return (await import("@/lib/invoices/invoice-pdf")).invoicePdf;
}
afterEach(() => {
  vi.unstubAllEnvs();
});

/**
 * The PDF's text as poppler reads it in the order it was drawn: on one line, and without white
 * space or hyphens for what may wrap (pdftotext drops the hyphen at a line's end).
 */
async function pdfText(record: InvoiceRecord, options: { card?: boolean } = {}) {
  const invoicePdf = await loadInvoicePdf(options.card ? "sk_test_fake" : null);
  const { text, pages, info } = readPdf(await invoicePdf(record, pageUrl), "raw");
  return {
    text: text.replace(/\s+/g, " "),
    compact: text.replace(/\s|-/g, ""),
    pages,
    pageSize: /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)![1],
  };
}

/** What every invoice and credit note states about the company, the customer and the job. */
const common = [
  site.invoicing.legalName,
  ...site.invoicing.address,
  `VAT registration number: ${site.invoicing.vatNumber}`,
  "Jo Bloggs",
  "Bloggs Dental Practice Ltd",
  "12 Saddler Street, Durham DH1 3NP",
  "Booking reference NESS-7K3Q9P",
  "Purchase order PO-4471",
  "Description",
  "Quantity",
  "Unit price excl. VAT",
  "VAT rate",
  "Amount excl. VAT",
  "Total excluding VAT £112.20",
  "VAT £22.44",
  "Total including VAT £134.64",
];
const description = sampleInvoice.lines[0]!.description;

describe("an unpaid invoice's PDF", PDF_TESTS, () => {
  it("is one A4 page stating every field HMRC asks for, the due date and how to pay", async () => {
    const { text, compact, pages, pageSize } = await pdfText(unpaid);
    expect(pages).toBe(1);
    expect(pageSize).toBe("595.28 x 841.89");
    for (const field of [
      "VAT invoice",
      "Invoice number INV-2026-000001",
      "Date of issue 23 November 2026",
      "Time of supply 18 November 2026",
      ...common,
      "Due date 23 December 2026",
      "How to pay",
      "Payment of £134.64 is due by 23 December 2026 (30 days)",
      `Account name ${site.invoicing.bank.accountName}`,
      `Sort code ${site.invoicing.bank.sortCode}`,
      `Account number ${site.invoicing.bank.accountNumber}`,
      "Reference INV-2026-000001",
    ]) {
      expect(text).toContain(field);
    }
    // The line's description wraps in its column; its amounts follow it.
    expect(compact).toContain(`${description}1£112.2020%£112.20`.replace(/\s|-/g, ""));
    // Each heading once: nothing hidden under the table's shading is left in the text.
    expect(text.match(/Unit price excl\. VAT/g)).toHaveLength(1);
    expect(text).not.toContain("Paid");
    expect(text).not.toContain("Credit");
  });

  it("prints its page as the pay link only when card payment is on", async () => {
    const withoutCard = await pdfText(unpaid);
    expect(withoutCard.compact).not.toContain(link);
    expect(withoutCard.text).not.toContain("pay by card");
    const withCard = await pdfText(unpaid, { card: true });
    expect(withCard.text).toContain("Or pay by card online at:");
    expect(withCard.compact).toContain(link);
    expect(withCard.pages).toBe(1);
  });

  it("leaves out the purchase order when none was given", async () => {
    const { text } = await pdfText({ ...unpaid, purchaseOrder: null, companyName: null });
    expect(text).not.toContain("Purchase order");
    expect(text).not.toContain("Bloggs Dental Practice Ltd");
    expect(text).toContain("Jo Bloggs");
  });
});

describe("a paid invoice's PDF (the receipt)", PDF_TESTS, () => {
  it("says Paid with the date and the method instead of a due date and bank details", async () => {
    const { text, compact, pages } = await pdfText(paid, { card: true });
    expect(pages).toBe(1);
    for (const field of [
      "VAT invoice",
      "Invoice number INV-2026-000001",
      "Date of issue 23 November 2026",
      "Time of supply 18 November 2026",
      ...common,
      "Paid 23 November 2026",
      "Paid on 23 November 2026 by Card (online): £134.64.",
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain("Due date");
    expect(text).not.toContain("Sort code");
    expect(compact).not.toContain(link);
  });

  it("names the office's method for a payment recorded by hand", async () => {
    const { text } = await pdfText({
      ...paid,
      payment: { ...paid.payment!, method: "bank_transfer", receivedOn: "2026-12-10" },
    });
    expect(text).toContain("Paid 10 December 2026");
    expect(text).toContain("Paid on 10 December 2026 by Bank transfer");
  });
});

describe("a credit note's PDF", PDF_TESTS, () => {
  it("is titled Credit note and states the invoice it cancels and why", async () => {
    const { text, compact, pages } = await pdfText(creditNote, { card: true });
    expect(pages).toBe(1);
    for (const field of [
      "Credit note",
      "Credit note number CN-2026-000003",
      "Date of issue 25 November 2026",
      "Time of supply 25 November 2026",
      ...common,
      "Credits invoice INV-2026-000001",
      "This credit note cancels invoice INV-2026-000001 in full.",
      "Reason: Booking cancelled before the collection",
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain("VAT invoice");
    expect(text).not.toContain("Due date");
    expect(text).not.toContain("Sort code");
    expect(compact).not.toContain(link);
  });
});

describe("a refund's credit note", PDF_TESTS, () => {
  it("states the part of the invoice it credits, not that it cancels it", async () => {
    const { text } = await pdfText(
      { ...creditNote, creditsInFull: false, totalPence: 1_200, reason: "Overcharged" },
      { card: true },
    );
    expect(text).toContain("Credits invoice INV-2026-000001");
    expect(text).toMatch(/This credit note credits £12\.00 of invoice INV-2026-000001,\s+refunded/);
    expect(text).not.toContain("in full");
  });
});

describe("names in any script", PDF_TESTS, () => {
  it("print in Chinese, Greek, Cyrillic and Latin with diacritics", async () => {
    const { text, pages } = await pdfText({
      ...unpaid,
      customerName: "王小明",
      companyName: "Γιώργος Παπαδόπουλος Ανώνυμη Εταιρεία",
      customerAddress: "ул. Тверская 1, Zoë Brontë-Łukasiewicz Straße",
      purchaseOrder: "注文-42",
    });
    expect(pages).toBe(1);
    for (const expected of [
      "王小明",
      "Γιώργος Παπαδόπουλος Ανώνυμη Εταιρεία",
      "ул. Тверская 1, Zoë Brontë-Łukasiewicz Straße",
      "Purchase order 注文-42",
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe("a document with every field at its longest", PDF_TESTS, () => {
  for (const [script, char] of [
    ["wide Latin letters", "W"],
    ["Chinese characters", "鬱"],
    ["Greek letters", "Ω"],
  ] as const) {
    it(`is still one page (${script})`, async () => {
      const long = (length: number) => char.repeat(length);
      for (const record of [
        { ...unpaid, customerName: long(100) },
        { ...creditNote, reason: long(500) },
      ]) {
        const { pages, text } = await pdfText(
          {
            ...record,
            companyName: long(200),
            customerAddress: long(520),
            purchaseOrder: long(200),
            customerName: long(100),
          },
          { card: true },
        );
        expect(pages).toBe(1);
        expect(text).toContain("Total including VAT £134.64");
        expect(text).toContain(site.invoicing.vatNumber);
      }
    });
  }

  it("is still one page with twenty lines (a month of contract visits)", async () => {
    const lines = Array.from({ length: 20 }, (_, index) =>
      priceLine({
        description: `${sampleInvoice.lines[0]!.description}, visit ${index + 1}`,
        quantity: 999,
        unitPricePence: 99_999_99,
      }),
    );
    const { pages, text } = await pdfText(
      {
        ...unpaid,
        lines,
        customerName: "W".repeat(100),
        companyName: "W".repeat(200),
        customerAddress: "W".repeat(520),
        purchaseOrder: "W".repeat(200),
      },
      { card: true },
    );
    expect(pages).toBe(1);
    expect(text).toContain("visit 20");
    expect(text).toContain("999 £99999.99 20%");
  });
});
