import "server-only";
import { collectionReceiptEmail, notCollectedEmail } from "@/lib/crew/crew-email-templates";
import { env } from "@/lib/server/env";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";
import { receiptFileName, type CollectionReceipt, type NotCollectedNotice } from "./receipt";
import { receiptPdf } from "./receipt-pdf";

// The customer's e-mails from the crew's day: the collection receipt sent at the door,
// and the notice that a stop could not be collected. The recording that causes them queues them
// in its own transaction (lib/crew: the apply step), so the receipt's PDF is drawn here and
// attached inline; the office's replies address applies.

export { crewEmailSubjects, type CollectionReceipt, type NotCollectedNotice } from "./receipt";

export async function collectionReceiptEmails(
  receipt: CollectionReceipt,
): Promise<OutgoingEmail[]> {
  return [
    {
      ...collectionReceiptEmail(receipt),
      to: receipt.customerEmail,
      replyTo: env().OFFICE_EMAIL,
      attachments: [
        {
          filename: receiptFileName(receipt.reference),
          content: (await receiptPdf(receipt)).toString("base64"),
          contentType: "application/pdf",
        },
      ],
    },
  ];
}

export function notCollectedEmails(notice: NotCollectedNotice): OutgoingEmail[] {
  return [{ ...notCollectedEmail(notice), to: notice.customerEmail, replyTo: env().OFFICE_EMAIL }];
}
