import { refundNotice, type RefundState } from "@/lib/invoices/correction-rules";
import { formatCharge } from "@/lib/shared/prices";

/**
 * The refunds of an invoice's card payment that Stripe has not made: 'Refund pending: {reason}'
 * until Stripe confirms one, 'Refund failed: {reason}' when it refused one for good.
 */
export function RefundNotices({ refunds, label }: { refunds: RefundState[]; label: string }) {
  const open = refunds.filter((refund) => refund.status !== "succeeded");
  if (open.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 space-y-1 text-sm">
      {open.map((refund, index) => (
        <li key={index} className={refund.status === "failed" ? "text-red-700" : "text-amber-900"}>
          <span className="font-semibold">{refundNotice(refund)}</span> (
          {formatCharge(refund.amountPence)})
        </li>
      ))}
    </ul>
  );
}
