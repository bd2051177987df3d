import "server-only";
import type { Page } from "@/lib/shared/pagination";
import { db } from "@/lib/server/db";
import { pageOf } from "@/lib/server/paging";

// Duplicate card payments (written and refunded by payments/duplicates.ts) as the office
// sees them: Today counts those not yet seen, and the list it opens shows them first, each with its
// invoice, its refund and a Mark as seen.

export type DuplicatePaymentRow = {
  id: string;
  invoiceNumber: string;
  customerName: string;
  reason: "already_paid" | "credited";
  amountPence: number;
  refundStatus: "pending" | "succeeded" | "failed";
  stripeRefundId: string | null;
  lastError: string | null;
  /** When the money arrived (ISO instant). */
  receivedAt: string;
  seenAt: string | null;
  seenBy: string | null;
};

/** The duplicates the office has not seen yet (Today's count). */
export function unseenDuplicatePaymentCount(): Promise<number> {
  return db().duplicatePayment.count({ where: { seenAt: null } });
}

/** Every duplicate, those not seen first, then the most recently seen; newest first within. */
export function duplicatePaymentsPage(page: number): Promise<Page<DuplicatePaymentRow>> {
  return pageOf(
    page,
    () => db().duplicatePayment.count(),
    async (skip, take) =>
      (
        await db().duplicatePayment.findMany({
          orderBy: [
            { seenAt: { sort: "desc", nulls: "first" } },
            { createdAt: "desc" },
            { id: "asc" },
          ],
          skip,
          take,
          include: { invoice: { select: { number: true, customerName: true } } },
        })
      ).map((row) => ({
        id: row.id,
        invoiceNumber: row.invoice.number,
        customerName: row.invoice.customerName,
        reason: row.reason,
        amountPence: row.amountPence,
        refundStatus: row.refundStatus,
        stripeRefundId: row.stripeRefundId,
        lastError: row.lastError,
        receivedAt: row.createdAt.toISOString(),
        seenAt: row.seenAt?.toISOString() ?? null,
        seenBy: row.seenBy,
      })),
  );
}

/** The office has seen it: Today stops counting it. Once; a second click changes nothing. */
export async function markDuplicatePaymentSeen(
  id: string,
  by: string,
  now: Date = new Date(),
): Promise<boolean> {
  const { count } = await db().duplicatePayment.updateMany({
    where: { id, seenAt: null },
    data: { seenAt: now, seenBy: by },
  });
  return count === 1;
}
