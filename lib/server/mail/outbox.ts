import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import type { RenderedEmail } from "@/lib/server/mail/render-email";

// The outbox: e-mails are rows written in the same transaction as the submission that causes
// them, so a stored booking or enquiry always has its messages, and a mail outage loses nothing.

type Tx = Prisma.TransactionClient;

/** Header values never carry a line break, whatever a visitor typed. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** A file attached as it is, base64. */
export type InlineAttachment = { filename: string; content: string; contentType?: string };
/**
 * A document drawn when the message is delivered, from its immutable row (an invoice or credit
 * note, a certificate): the transaction that issues it writes rows only, so drawing a PDF never
 * holds the number counter's or the job's lock (a destruction run's last scan of a job issues its
 * certificate and invoice), and a drawing problem delays an e-mail rather than losing the payment
 * or job that caused it.
 */
export type DeferredAttachment = { filename: string; contentType?: string } & (
  { invoiceId: string } | { certificateNumber: string }
);
export type OutboxAttachment = InlineAttachment | DeferredAttachment;

/** A message composed for the outbox (mail/*-notifications.ts); the data module files it. */
export type OutgoingEmail = RenderedEmail & {
  to: string;
  replyTo?: string | null;
  attachments?: OutboxAttachment[];
};

export async function enqueueEmail(
  tx: Tx,
  email: OutgoingEmail & {
    bookingId?: string;
    enquiryId?: string;
    certificateId?: string;
    invoiceId?: string;
  },
): Promise<string> {
  const row = await tx.outboxEmail.create({
    data: {
      toAddress: headerSafe(email.to),
      replyTo: email.replyTo ? headerSafe(email.replyTo) : null,
      subject: headerSafe(email.subject),
      html: email.html,
      text: email.text,
      attachments: email.attachments ?? undefined,
      idempotencyKey: randomUUID(),
      bookingId: email.bookingId,
      enquiryId: email.enquiryId,
      certificateId: email.certificateId,
      invoiceId: email.invoiceId,
    },
    select: { id: true },
  });
  return row.id;
}
