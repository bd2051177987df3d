import "server-only";
import type { Prisma } from "@/generated/prisma/client";

// The arrival texts' outbox: a text is a row written in the transaction of what it tells (as the
// e-mails' outbox, lib/server/mail/outbox.ts), sent by the worker (sms-worker.ts). Its
// idempotency key names its purpose ("arrival:{bookingId}:{day}"): a second enqueue of the same
// text finds the first and writes nothing.

type Tx = Prisma.TransactionClient;

export type OutgoingSms = { to: string; body: string; idempotencyKey: string; bookingId?: string };

/** Files the text; false when one with the same key was filed before. */
export async function enqueueSms(tx: Tx, sms: OutgoingSms): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    insert into outbox_sms (id, to_number, body, idempotency_key, booking_id, updated_at)
    values (gen_random_uuid(), ${sms.to}, ${sms.body}, ${sms.idempotencyKey},
            ${sms.bookingId ?? null}::uuid, now())
    on conflict (idempotency_key) do nothing
    returning id`;
  return rows.length > 0;
}
