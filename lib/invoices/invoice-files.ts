import "server-only";
import { invoiceMessages } from "@/lib/invoices/invoice-rules";
import type { InvoiceRecord } from "@/lib/invoices/invoice-record";
import { invoiceUrl } from "@/lib/server/signed-links";
import { invoicePdf } from "./invoice-pdf";

// An invoice's or credit note's PDF as the customer and the office download it: drawn from the
// stored record each time (the record never changes), with its page as the pay link.

export function invoicePdfOf(invoice: InvoiceRecord): Promise<Buffer> {
  return invoicePdf(invoice, invoiceUrl(invoice.id, invoice.issuedDay));
}

/** The document as a download: a real PDF response named {number}.pdf, never cached. */
export async function invoiceResponse(
  invoice: InvoiceRecord,
  headers: Record<string, string> = {},
): Promise<Response> {
  const pdf = await invoicePdfOf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceMessages.fileName(invoice.number)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      ...headers,
    },
  });
}
