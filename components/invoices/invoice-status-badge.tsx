import { CREDIT_NOTE_LABEL } from "@/lib/invoices/correction-rules";
import {
  invoiceStatusText,
  type InvoiceKind,
  type InvoiceStatus,
} from "@/lib/invoices/invoice-rules";

// Colours with text contrast of at least 4.5:1 (axe); the word carries the meaning, not the colour.
const tone: Record<InvoiceStatus, string> = {
  unpaid: "bg-amber-100 text-amber-900",
  paid: "bg-accent-700 text-white",
  overdue: "bg-red-700 text-white",
  credited: "bg-slate-200 text-slate-800",
};

/**
 * An invoice's derived status as a badge: Unpaid, Paid, Overdue or Credited, and a paid invoice
 * Stripe refunded in part "Partly refunded £…".
 */
export function InvoiceStatusBadge({
  status,
  refundedPence = 0,
}: {
  status: InvoiceStatus;
  refundedPence?: number;
}) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[status]}`}>
      {invoiceStatusText({ status, refundedPence })}
    </span>
  );
}

/**
 * A document's badge in the office's lists: a credit note is labelled as one (it is not an
 * invoice that was credited); an invoice shows its status.
 */
export function DocumentBadge({
  document,
}: {
  document: { kind: InvoiceKind; status: InvoiceStatus; refundedPence: number };
}) {
  if (document.kind === "credit_note") {
    return (
      <span className="rounded-full border border-slate-400 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
        {CREDIT_NOTE_LABEL}
      </span>
    );
  }
  return <InvoiceStatusBadge status={document.status} refundedPence={document.refundedPence} />;
}
