"use client";

import { duplicatePaymentTexts as texts } from "@/lib/payments/duplicate-payment-texts";
import { markDuplicateSeenAction } from "@/lib/payments/duplicate-payment-actions";
import { useAdminAction } from "@/components/admin/use-admin-action";

/** Mark as seen on a duplicate card payment's row: Today stops counting it. */
export function MarkDuplicateSeen({ id, invoice }: { id: string; invoice: string }) {
  const { pending, run } = useAdminAction();
  return (
    <button
      type="button"
      disabled={pending}
      className="rounded-lg border border-brand-800 px-3 py-1 text-xs font-semibold text-brand-800"
      onClick={() => run(() => markDuplicateSeenAction({ id }), texts.markedSeen)}
    >
      {texts.markSeen}
      <span className="sr-only"> {invoice}</span>
    </button>
  );
}
