import "server-only";
import { invoiceDocumentEmail } from "@/lib/invoices/invoice-emails";
import { invoiceReminderEmail } from "@/lib/invoices/invoice-reminder-email";
import { invoiceMessages } from "@/lib/invoices/invoice-rules";
import type { InvoiceRecord } from "@/lib/invoices/invoice-record";
import { env } from "@/lib/server/env";
import { invoiceUrl } from "@/lib/server/signed-links";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

// An invoice, receipt or credit note e-mailed to the customer with its PDF attached and a link to
// its page (where an unpaid invoice can be paid by card when card payment is on); replies go to
// the office. The PDF is drawn when the message is delivered (attachments.ts), outside the
// transaction that issued the document.

export async function invoiceEmails(invoice: InvoiceRecord): Promise<OutgoingEmail[]> {
  const pageUrl = invoiceUrl(invoice.id, invoice.issuedDay);
  return [
    {
      ...invoiceDocumentEmail(invoice, pageUrl, cardPaymentsEnabled()),
      to: invoice.customerEmail,
      replyTo: env().OFFICE_EMAIL,
      attachments: [pdfOf(invoice)],
    },
  ];
}

/** The overdue reminder of an invoice: the invoice's PDF attached, a link to its page. */
export async function invoiceReminderEmails(invoice: InvoiceRecord): Promise<OutgoingEmail[]> {
  const pageUrl = invoiceUrl(invoice.id, invoice.issuedDay);
  return [
    {
      ...invoiceReminderEmail(invoice, pageUrl),
      to: invoice.customerEmail,
      replyTo: env().OFFICE_EMAIL,
      attachments: [pdfOf(invoice)],
    },
  ];
}

/** The document's PDF, drawn from its row when the message is delivered. */
const pdfOf = (invoice: InvoiceRecord) => ({
  filename: invoiceMessages.fileName(invoice.number),
  contentType: "application/pdf",
  invoiceId: invoice.id,
});
