import { invoiceStatusLabels, type InvoiceStatus } from "@/lib/invoices";

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
