import { CREDIT_NOTE_LABEL, refundedLabel } from "@/lib/invoice-corrections";
import { invoiceStatusLabels, type InvoiceKind, type InvoiceStatus } from "@/lib/invoices";

// Colours with text contrast of at least 4.5:1 (axe); the word carries the meaning, not the colour.
const tone: Record<InvoiceStatus, string> = {
  unpaid: "bg-amber-100 text-amber-900",
  paid: "bg-accent-700 text-white",
  overdue: "bg-red-700 text-white",
  credited: "bg-slate-200 text-slate-800",
};

/** An invoice's derived status as a badge: Unpaid, Paid, Overdue or Credited. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[status]}`}>
      {invoiceStatusLabels[status]}
    </span>
  );
}

/**
 * A document's badge in the office's lists: a credit note is labelled as one (it is not an
 * invoice that was credited), and an invoice refunded in part says how much was refunded.
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
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <InvoiceStatusBadge status={document.status} />
      {document.refundedPence > 0 && document.status !== "credited" && (
        <span className="text-xs font-semibold text-slate-800">
          {refundedLabel(document.refundedPence)}
        </span>
      )}
    </span>
  );
}
