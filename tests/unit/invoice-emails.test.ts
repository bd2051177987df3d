import { describe, expect, it } from "vitest";
import { invoiceDocumentEmail, type InvoiceDocument } from "@/lib/invoices/invoice-emails";
import type { InvoiceRecord } from "@/lib/invoices/invoice-record";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { invoiceIdFromToken } from "@/lib/server/signed-links";
import { site } from "@/lib/shared/site";
import { sampleInvoice } from "@/prisma/seed-data/sample-invoice";

// What the invoice, receipt and credit note e-mails say, link to and carry.

const invoice: InvoiceRecord = sampleInvoice;
const receipt: InvoiceRecord = {
  ...sampleInvoice,
  payment: { method: "card", amountPence: 13_464, receivedOn: "2026-11-23", recordedBy: "system" },
  status: "paid",
};
const creditNote: InvoiceRecord = {
  ...sampleInvoice,
  kind: "credit_note",
  number: "CN-2026-000003",
  creditsNumber: "INV-2026-000001",
  creditsInFull: true,
  issuedDay: "2026-11-25",
  reason: "Booking cancelled before the collection",
  status: "credited",
};
const page = "https://site.test/invoices/token123";
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("the document e-mails' subjects", () => {
  it("are 'Invoice {number}', 'Receipt {number}' when already paid, and 'Credit note {number}'", () => {
    expect(invoiceDocumentEmail(invoice, page).subject).toBe("Invoice INV-2026-000001");
    expect(invoiceDocumentEmail(receipt, page).subject).toBe("Receipt INV-2026-000001");
    expect(invoiceDocumentEmail(creditNote, page).subject).toBe("Credit note CN-2026-000003");
  });
});

describe("each document e-mail", () => {
  for (const document of [invoice, receipt, creditNote]) {
    it(`links its page as 'View and pay your invoice' (${document.number}, ${document.status})`, () => {
      const { html, text } = invoiceDocumentEmail(document, page);
      expect(html).toContain(">View and pay your invoice</a>");
      expect(hrefs(html)).toContain(page);
      expect(text).toContain(page);
      expect(text).toContain("Hello Jo Bloggs,");
      expect(text).toContain(site.phone.display);
    });
  }

  it("never repeats the company, the address or the purchase order the customer typed", () => {
    for (const document of [invoice, receipt, creditNote]) {
      const { html, text } = invoiceDocumentEmail(document, page, true);
      for (const typed of ["Bloggs Dental Practice Ltd", "12 Saddler Street", "PO-4471"]) {
        expect(text).not.toContain(typed);
        expect(html).not.toContain(typed);
      }
    }
  });

  it("greets without a name that carries a link or a phone number", () => {
    for (const customerName of ["Your bank http://phish.example", "Call 0800 123 4567 now"]) {
      const { text, html } = invoiceDocumentEmail({ ...invoice, customerName }, page);
      expect(text).toContain("Hello,");
      expect(text).not.toContain("phish");
      expect(html).not.toContain("0800 123 4567");
    }
  });
});

describe("the invoice e-mail", () => {
  it("states the amount due in pounds and pence, the due date and the bank details", () => {
    const { text } = invoiceDocumentEmail(invoice, page);
    for (const expected of [
      "Your VAT invoice INV-2026-000001 for booking NESS-7K3Q9P is attached as a PDF.",
      "Amount due (including VAT): £134.64",
      "Due date: 23 December 2026",
      "Date of issue: 23 November 2026",
      `Please pay by bank transfer to ${site.invoicing.bank.accountName}, sort code ${site.invoicing.bank.sortCode}`,
      "quoting INV-2026-000001 as the reference.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("card");
  });

  it("offers payment by card from the page when card payment is on", () => {
    const { text } = invoiceDocumentEmail(invoice, page, true);
    expect(text).toContain("Pay by card from your invoice's page, or by bank transfer to");
  });
});

describe("the receipt e-mail", () => {
  it("thanks for the payment with its amount, date and method, and asks for nothing more", () => {
    const { text } = invoiceDocumentEmail(receipt, page, true);
    for (const expected of [
      "Thank you for your payment of £134.64 for booking NESS-7K3Q9P.",
      "Amount paid (including VAT): £134.64",
      "Paid on: 23 November 2026",
      "Paid by: Card (online)",
      "Nothing more is due.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Due date");
    expect(text).not.toContain("sort code");
  });
});

describe("the credit note e-mail", () => {
  it("says a refund's credit note credits part of its invoice, not all of it", () => {
    const { subject, text } = invoiceDocumentEmail(
      { ...creditNote, creditsInFull: false, totalPence: 1_200, reason: "Overcharged one bag" },
      page,
    );
    expect(subject).toBe("Credit note CN-2026-000003");
    for (const expected of [
      "Credit note CN-2026-000003 for booking NESS-7K3Q9P credits £12.00 of invoice INV-2026-000001, refunded to your card.",
      "Credits part of invoice: INV-2026-000001",
      "Amount credited (including VAT): £12.00",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("in full");
  });

  it("names the invoice it cancels, the amount credited and the office's reason", () => {
    const { text } = invoiceDocumentEmail(creditNote, page);
    for (const expected of [
      "Credit note CN-2026-000003 for booking NESS-7K3Q9P cancels invoice INV-2026-000001 in full.",
      "Cancels invoice: INV-2026-000001",
      "Amount credited (including VAT): £134.64",
      "Reason: Booking cancelled before the collection",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("sort code");
  });

  it("leaves out a reason that carries a link or a phone number", () => {
    const { text } = invoiceDocumentEmail(
      { ...creditNote, reason: "Refund sent, see http://phish.example" },
      page,
    );
    expect(text).not.toContain("Reason");
    expect(text).not.toContain("phish");
  });
});

describe("invoiceEmails", { timeout: 30_000 }, () => {
  it("sends the document to the customer with its PDF attached and its signed page linked", async () => {
    for (const [document, subject] of [
      [invoice, "Invoice INV-2026-000001"],
      [receipt, "Receipt INV-2026-000001"],
      [creditNote, "Credit note CN-2026-000003"],
    ] as [InvoiceRecord, string][]) {
      const [email, ...others] = await invoiceEmails(document);
      expect(others).toEqual([]);
      expect(email).toMatchObject({ subject, to: "jo@example.com" });
      expect(email!.replyTo).toBeTruthy();
      const [attachment] = email!.attachments!;
      // The PDF itself is drawn from the invoice's row when the message is delivered.
      expect(attachment).toEqual({
        filename: `${document.number.toLowerCase()}.pdf`,
        contentType: "application/pdf",
        invoiceId: document.id,
      });
      const link = hrefs(email!.html).find((href) => href!.includes("/invoices/"))!;
      const token = new URL(link).pathname.split("/").at(-1)!;
      expect(invoiceIdFromToken(token, "2026-11-25")).toBe(document.id);
    }
  });
});

// The template's data is the stored record: a compile-time check that it still fits.
const _fits: InvoiceDocument = sampleInvoice;
void _fits;
