import "server-only";
import { invoiceReminderEmail } from "@/emails/invoice-reminder-email";
import { invoiceMessages } from "@/lib/invoices";
import type { InvoiceRecord } from "../data/invoices";
import { env } from "../env";
import { invoicePdf } from "../invoices/invoice-pdf";
import { invoiceUrl } from "../manage-token";
import type { OutgoingEmail } from "./outbox";

/** The overdue reminder of an invoice: the invoice's PDF attached, a link to its page. */
export async function invoiceReminderEmails(invoice: InvoiceRecord): Promise<OutgoingEmail[]> {
  const pageUrl = invoiceUrl(invoice.id, invoice.issuedDay);
  const pdf = await invoicePdf(invoice, pageUrl);
  return [
    {
      ...invoiceReminderEmail(invoice, pageUrl),
      to: invoice.customerEmail,
      replyTo: env().OFFICE_EMAIL,
      attachments: [
        {
          filename: invoiceMessages.fileName(invoice.number),
          content: pdf.toString("base64"),
          contentType: "application/pdf",
        },
      ],
    },
  ];
}
