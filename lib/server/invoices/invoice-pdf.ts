import "server-only";
import PDFDocument from "pdfkit";
import { formatLongDay } from "@/lib/dates";
import { paymentMethodLabels, vatRateLabel } from "@/lib/invoices";
import { formatCharge } from "@/lib/prices";
import { site } from "@/lib/site";
import type { InvoiceRecord } from "../data/invoices";
import { drawText, registerFonts } from "../pdf/text";

// The invoice or credit note as a one-page A4 PDF, drawn on the server from the stored record with
// the certificate's library and fonts. FIRST VERSION: every field HMRC asks for, plainly laid out.

/** The document as PDF bytes; `pageUrl` is the invoice's page, where it can be paid by card. */
export async function invoicePdf(invoice: InvoiceRecord, pageUrl: string | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 48 });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  registerFonts(doc);
  const title = invoice.kind === "invoice" ? "VAT invoice" : "Credit note";
  doc.fontSize(18);
  drawText(doc, `${title} ${invoice.number}`, { weight: "bold" });
  doc.fontSize(10);
  const { invoicing } = site;
  for (const line of [
    invoicing.legalName,
    ...invoicing.address,
    `VAT registration number: ${invoicing.vatNumber}`,
    `Date of issue: ${formatLongDay(invoice.issuedDay)}`,
    `Time of supply: ${formatLongDay(invoice.supplyDay)}`,
    invoice.creditsNumber ? `Credits invoice ${invoice.creditsNumber}` : null,
    `Customer: ${invoice.customerName}`,
    invoice.companyName,
    invoice.customerAddress,
    invoice.purchaseOrder ? `Purchase order: ${invoice.purchaseOrder}` : null,
    ...invoice.lines.map(
      (line) =>
        `${line.description} | ${line.quantity} x ${formatCharge(line.unitPricePence)} | VAT ${vatRateLabel(line.vatRateBp)} | ${formatCharge(line.netPence)}`,
    ),
    `Total excluding VAT: ${formatCharge(invoice.subtotalPence)}`,
    `VAT: ${formatCharge(invoice.vatPence)}`,
    `Total including VAT: ${formatCharge(invoice.totalPence)}`,
    invoice.kind === "invoice"
      ? invoice.payment
        ? `Paid ${formatLongDay(invoice.payment.receivedOn)} (${paymentMethodLabels[invoice.payment.method]})`
        : `Due date: ${formatLongDay(invoice.dueDay)}`
      : null,
    invoice.kind === "invoice" && !invoice.payment
      ? `Pay by bank transfer to ${invoicing.bank.accountName}, sort code ${invoicing.bank.sortCode}, account ${invoicing.bank.accountNumber}, quoting ${invoice.number}.`
      : null,
    pageUrl && invoice.kind === "invoice" && !invoice.payment ? `Pay online: ${pageUrl}` : null,
  ]) {
    if (line) drawText(doc, line);
  }
  doc.end();
  return done;
}
