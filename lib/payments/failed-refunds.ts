import "server-only";
import { db } from "@/lib/server/db";

// Refunds Stripe refused for good (refunds.ts): Today's Needs attention lists each as 'Refund
// failed: {reason}', linking to its invoice, until the office refunds that payment again (a later
// refund of it, however it ends, takes the failed one's place).

export type FailedRefund = {
  id: string;
  amountPence: number;
  lastError: string | null;
  invoiceNumber: string;
};

/** The failed refunds no later refund of the same payment followed, the newest failure first. */
export function failedRefundsToSee(limit = 20): Promise<FailedRefund[]> {
  return db().$queryRaw<FailedRefund[]>`
    select r.id, r.amount_pence as "amountPence", r.last_error as "lastError",
      i.number as "invoiceNumber"
    from refunds r
    join payments p on p.id = r.payment_id
    join invoices i on i.id = p.invoice_id
    where r.status = 'failed'
      and not exists (
        select 1 from refunds later
        where later.payment_id = r.payment_id and later.created_at > r.created_at)
    order by r.updated_at desc
    limit ${limit}`;
}
