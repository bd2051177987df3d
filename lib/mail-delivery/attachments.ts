import "server-only";
import { certificatePdfOf } from "@/lib/certificates/certificate-files";
import { findCertificate } from "@/lib/certificates/certificates";
import { findInvoice } from "@/lib/invoices/invoice-record";
import { invoicePdfOf } from "@/lib/invoices/invoice-files";
import type {
  DeferredAttachment,
  InlineAttachment,
  OutboxAttachment,
} from "@/lib/server/mail/outbox";

// Attachments as they leave: inline files as stored, documents drawn now from their rows (an
// invoice, a credit note or a certificate never changes once issued, so the PDF is the one it was
// when queued).

async function pdfOf(attachment: DeferredAttachment): Promise<Buffer> {
  if ("invoiceId" in attachment) {
    const invoice = await findInvoice(attachment.invoiceId);
    if (!invoice) throw new Error(`No invoice ${attachment.invoiceId} to attach`);
    return invoicePdfOf(invoice);
  }
  const certificate = await findCertificate(attachment.certificateNumber);
  if (!certificate) throw new Error(`No certificate ${attachment.certificateNumber} to attach`);
  return certificatePdfOf(certificate);
}

async function draw(attachment: OutboxAttachment): Promise<InlineAttachment> {
  if (!("invoiceId" in attachment) && !("certificateNumber" in attachment)) return attachment;
  const pdf = await pdfOf(attachment);
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: pdf.toString("base64"),
  };
}

export function drawAttachments(attachments: OutboxAttachment[]): Promise<InlineAttachment[]> {
  return Promise.all(attachments.map(draw));
}
