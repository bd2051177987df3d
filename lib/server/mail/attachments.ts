import "server-only";
import { findInvoice } from "../data/invoices";
import { invoicePdfOf } from "../invoices/invoice-files";
import type { InlineAttachment, OutboxAttachment } from "./outbox";

// Attachments as they leave: inline files as stored, documents drawn now from their rows (an
// invoice or credit note never changes once issued, so the PDF is the one it was when queued).

async function draw(attachment: OutboxAttachment): Promise<InlineAttachment> {
  if (!("invoiceId" in attachment)) return attachment;
  const invoice = await findInvoice(attachment.invoiceId);
  if (!invoice) throw new Error(`No invoice ${attachment.invoiceId} to attach`);
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: (await invoicePdfOf(invoice)).toString("base64"),
  };
}

export function drawAttachments(attachments: OutboxAttachment[]): Promise<InlineAttachment[]> {
  return Promise.all(attachments.map(draw));
}
