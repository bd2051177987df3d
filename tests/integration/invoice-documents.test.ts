import { beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/(site)/invoices/[token]/pdf/route";
import { todayInLondon } from "@/lib/shared/dates";
import { lockBooking } from "@/lib/bookings/booking-changes";
import { creditInvoice } from "@/lib/invoices/invoice-credit-notes";
import { issueBookingInvoice } from "@/lib/invoices/invoices";
import { db } from "@/lib/server/db";
import { invoiceResponse } from "@/lib/invoices/invoice-files";
import { drawAttachments } from "@/lib/mail-delivery/attachments";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import type { OutboxAttachment } from "@/lib/server/mail/outbox";
import { invoiceToken } from "@/lib/server/signed-links";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { tamperedToken } from "../support/tampered-token";
import { pdfToText } from "../support/pdf-reader";

// The customer's download of an invoice or credit note: GET /invoices/{token}/pdf
// answers the PDF for a signed link, named by its number and never cached, and 404 otherwise.

const now = new Date();
const today = todayInLondon(now);
const office = { kind: "admin", email: "office@example.test" } as const;

async function issuedInvoice() {
  const { id } = await bookAsVisitor(new Date("2026-11-23T10:00:00Z"), { day: "2026-11-25" });
  return db().$transaction(async (tx) => {
    const booking = (await lockBooking(tx, id))!;
    const { invoice } = await issueBookingInvoice(tx, {
      booking,
      supplyDay: booking.day,
      actor: office,
      now,
      emails: invoiceEmails,
    });
    return invoice;
  });
}

const download = (token: string) =>
  GET(new Request(`http://localhost/invoices/${token}/pdf`), {
    params: Promise.resolve({ token }),
  });

function textOf(pdf: ArrayBuffer): string {
  return pdfToText(pdf, "raw").replace(/\s+/g, " ");
}

beforeEach(resetDatabase);

describe("GET /invoices/{token}/pdf", () => {
  it("answers the invoice's PDF to its signed link, named by its number and never cached", async () => {
    const invoice = await issuedInvoice();
    const response = await download(invoiceToken(invoice.id, invoice.issuedDay));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${invoice.number.toLowerCase()}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin");
    const pdf = await response.arrayBuffer();
    expect(Number(response.headers.get("content-length"))).toBe(pdf.byteLength);
    const text = textOf(pdf);
    expect(text).toContain("VAT invoice");
    expect(text).toContain(`Invoice number ${invoice.number}`);
    expect(text).toContain("Customer 0");
  });

  it("answers a credit note's PDF to the credit note's own link", async () => {
    const invoice = await issuedInvoice();
    const { creditNote } = await db().$transaction((tx) =>
      creditInvoice(tx, {
        invoiceId: invoice.id,
        reason: "Booking cancelled",
        actor: office,
        now,
        emails: invoiceEmails,
      }),
    );
    const response = await download(invoiceToken(creditNote.id, creditNote.issuedDay));
    expect(response.status).toBe(200);
    const text = textOf(await response.arrayBuffer());
    expect(text).toContain(`Credit note number ${creditNote.number}`);
    expect(text).toContain(`This credit note cancels invoice ${invoice.number} in full.`);
  });

  it("answers 404 to a tampered token, a booking's manage token and a link to no invoice", async () => {
    const invoice = await issuedInvoice();
    const token = invoiceToken(invoice.id, invoice.issuedDay);
    const tampered = tamperedToken(token);
    const { token: manage } = await bookAsVisitor(new Date("2026-11-23T10:00:00Z"), {
      day: "2026-11-26",
      n: 1,
    });
    const nobody = invoiceToken("00000000-0000-4000-8000-000000000099", today);
    for (const wrong of [tampered, manage, nobody, "not-a-token"]) {
      const response = await download(wrong);
      expect(response.status, wrong).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
  });
});

describe("invoiceResponse", () => {
  it("is the same document the e-mail attached", async () => {
    const invoice = await issuedInvoice();
    const email = await db().outboxEmail.findFirstOrThrow({ where: { invoiceId: invoice.id } });
    const [attachment] = await drawAttachments(email.attachments as OutboxAttachment[]);
    const attached = textOf(new Uint8Array(Buffer.from(attachment!.content, "base64")).buffer);
    const downloaded = textOf(await (await invoiceResponse(invoice)).arrayBuffer());
    expect(downloaded).toBe(attached);
  });
});
