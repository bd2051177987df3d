import "server-only";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { drawAttachments } from "./attachments";
import type { OutboxAttachment } from "@/lib/server/mail/outbox";
import { MailSendError, mailTransport, type MailTransport } from "@/lib/server/mail/transport";

// Delivers due outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED and leased for a while,
// so two workers (two app instances, or a cron call during a start-up run) never take the same
// row; a worker that dies mid-send leaves a lease that expires and the row is tried again, and the
// provider's Idempotency-Key makes that retry a no-op if the first send got through.

export const MAX_ATTEMPTS = 6;
const LEASE_MS = 5 * 60 * 1000;

export type DeliveryOptions = {
  limit?: number;
  transport?: MailTransport;
  /** First retry delay; doubles per attempt (capped at one hour). */
  baseDelayMs?: number;
};

export type DeliveryReport = { claimed: number; sent: number; retried: number; failed: number };

type ClaimedRow = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[] | null;
  idempotency_key: string;
  attempts: number;
};

export function retryDelayMs(attempts: number, baseDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** An outbox row (an e-mail's or a text's) that failed for now: tried again after `waitMs`. */
export const pendingAgain = (lastError: string, waitMs: number) => ({
  status: "pending" as const,
  lastError,
  nextAttemptAt: new Date(Date.now() + waitMs),
});

async function claim(limit: number): Promise<ClaimedRow[]> {
  return db().$queryRaw<ClaimedRow[]>`
    update outbox_emails
    set status = 'sending', attempts = attempts + 1, updated_at = now(),
        next_attempt_at = now() + ${LEASE_MS} * interval '1 millisecond'
    where id in (
      select id from outbox_emails
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, to_address, reply_to, subject, html, text, attachments, idempotency_key, attempts`;
}

export async function deliverDueEmails(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const transport = options.transport ?? mailTransport();
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const rows = await claim(options.limit ?? 20);
  const report: DeliveryReport = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  const from = env().MAIL_FROM;

  for (const row of rows) {
    try {
      const providerId = await transport.send({
        from,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: await drawAttachments(row.attachments ?? []),
        idempotencyKey: row.idempotency_key,
      });
      await db().outboxEmail.update({
        where: { id: row.id },
        data: { status: "sent", providerId, sentAt: new Date(), lastError: null },
      });
      report.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof MailSendError) || error.retryable;
      if (!retryable || row.attempts >= MAX_ATTEMPTS) {
        await db().outboxEmail.update({
          where: { id: row.id },
          data: { status: "failed", lastError: message },
        });
        console.error(`[mail] giving up on ${row.id} after ${row.attempts} attempt(s): ${message}`);
        report.failed++;
      } else {
        const wait =
          error instanceof MailSendError && error.retryAfterMs !== undefined
            ? error.retryAfterMs
            : retryDelayMs(row.attempts, baseDelayMs);
        await db().outboxEmail.update({
          where: { id: row.id },
          data: pendingAgain(message, wait),
        });
        report.retried++;
      }
    }
  }
  return report;
}

/** Put a failed message back in the queue (the admin's Retry). */
export async function retryEmail(id: string): Promise<void> {
  await db().outboxEmail.updateMany({
    where: { id, status: "failed" },
    data: { status: "pending", attempts: 0, nextAttemptAt: new Date() },
  });
}
