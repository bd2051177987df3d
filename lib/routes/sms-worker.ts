import "server-only";
import { db } from "@/lib/server/db";
import { pendingAgain, retryDelayMs } from "@/lib/mail-delivery/worker";
import { smsClient, type SmsClient } from "./sms-client";

// Delivers due arrival texts, never one twice. Twilio's Messages API has no idempotency key, so
// the rule is ours:
// - A row is claimed by ONE update (pending and due -> 'sending', attempts + 1, FOR UPDATE SKIP
//   LOCKED) that returns it: two instances never take the same row.
// - Twilio answered: accepted -> 'sent' with its SID; refused with 429 or 5xx (nothing was
//   created) -> back to 'pending', tried again after 30 s, 1, 2, 4 minutes; refused otherwise (a
//   number Twilio will not text) or past the attempts -> 'failed'.
// - No answer: a connection that was never made (refused, unknown host) cannot have sent it ->
//   retried as above. Any other silence (a timeout, a connection dropped mid-request) may have
//   sent it -> 'failed' with "outcome unknown", never resent blindly: a late or missing arrival
//   text is better than two.
// - A row left in 'sending' (the instance died mid-send) is never claimed again; after 10 minutes
//   it is marked 'failed' with "outcome unknown" as well.

export const MAX_SMS_ATTEMPTS = 5;
const STALE_SENDING_MS = 10 * 60_000;

export type SmsDeliveryOptions = {
  limit?: number;
  client?: SmsClient | null;
  baseDelayMs?: number;
};
export type SmsDeliveryReport = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  abandoned: number;
};

type ClaimedRow = { id: string; to_number: string; body: string; attempts: number };

export const OUTCOME_UNKNOWN = "Outcome unknown: not resent, as Twilio may have sent it.";

/** Whether a failed send certainly created no message, so that trying again cannot send two. */
export function sendFailure(error: unknown): { retry: boolean; unknown: boolean } {
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number") return { retry: status === 429 || status >= 500, unknown: false };
  const code = (error as { code?: unknown }).code;
  const neverConnected = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"].includes(String(code));
  return neverConnected ? { retry: true, unknown: false } : { retry: false, unknown: true };
}

const claim = (limit: number) =>
  db().$queryRaw<ClaimedRow[]>`
    update outbox_sms set status = 'sending', attempts = attempts + 1, updated_at = now()
    where id in (
      select id from outbox_sms
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, to_number, body, attempts`;

/** Rows claimed long ago and never answered: failed, not resent. */
const abandonStale = () =>
  db().outboxSms.updateMany({
    where: { status: "sending", updatedAt: { lt: new Date(Date.now() - STALE_SENDING_MS) } },
    data: { status: "failed", lastError: OUTCOME_UNKNOWN },
  });

export async function deliverDueSms(options: SmsDeliveryOptions = {}): Promise<SmsDeliveryReport> {
  const { count: abandoned } = await abandonStale();
  const client = options.client === undefined ? smsClient() : options.client;
  const report = { claimed: 0, sent: 0, retried: 0, failed: 0, abandoned };
  // Not configured: the texts wait (none is filed without Twilio; see arrival-notices.ts).
  if (!client) return report;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const rows = await claim(options.limit ?? 20);
  report.claimed = rows.length;
  for (const row of rows) {
    try {
      const providerId = await client.send({ to: row.to_number, body: row.body });
      await db().outboxSms.update({
        where: { id: row.id },
        data: { status: "sent", providerId, sentAt: new Date(), lastError: null },
      });
      report.sent++;
    } catch (error) {
      const failure = sendFailure(error);
      const message = failure.unknown
        ? `${OUTCOME_UNKNOWN} (${errorText(error)})`
        : errorText(error);
      if (failure.retry && row.attempts < MAX_SMS_ATTEMPTS) {
        const wait = retryDelayMs(row.attempts, baseDelayMs);
        await db().outboxSms.update({
          where: { id: row.id },
          data: pendingAgain(message, wait),
        });
        report.retried++;
      } else {
        await db().outboxSms.update({
          where: { id: row.id },
          data: { status: "failed", lastError: message },
        });
        console.error(`[sms] giving up on ${row.id} after ${row.attempts} attempt(s): ${message}`);
        report.failed++;
      }
    }
  }
  return report;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
