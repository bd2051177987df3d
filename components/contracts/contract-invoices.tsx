import { contractMessages } from "@/lib/contracts/contract-rules";
import { visitChangeMessages } from "@/lib/contracts/visit-change-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { invoiceStatusText, type InvoiceStatus } from "@/lib/invoices/invoice-rules";
import { formatCharge } from "@/lib/shared/prices";

export type ContractInvoiceRow = {
  id: string;
  number: string;
  kind: "invoice" | "credit_note";
  issuedDay: string;
  totalPence: number;
  status: InvoiceStatus;
  /** What Stripe refunded of its card payment (a paid invoice reads "Partly refunded £…"). */
  refundedPence: number;
  /** The document's PDF through its own signed link. */
  pdfHref: string;
};

/** The contract's invoices and credit notes, newest first, with their status and PDF. */
export function ContractInvoices({ invoices }: { invoices: ContractInvoiceRow[] }) {
  if (invoices.length === 0) return <p className="mt-3">{visitChangeMessages.noInvoices}</p>;
  return (
    // `relative`: the PDF column's sr-only header is absolutely placed; without a positioned
    // ancestor it escapes this scrolling box and widens the whole page on a phone.
    <div className="relative mt-4 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="border-b border-slate-300 text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Number
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Issued
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Total
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Status
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="py-2 pr-3 font-semibold text-brand-900">
                {invoice.kind === "credit_note" ? `Credit note ${invoice.number}` : invoice.number}
              </td>
              <td className="py-2 pr-3">{formatLongDay(invoice.issuedDay)}</td>
              <td className="py-2 pr-3">{formatCharge(invoice.totalPence)}</td>
              <td className="py-2 pr-3">{invoiceStatusText(invoice)}</td>
              <td className="py-2">
                <a
                  href={invoice.pdfHref}
                  className="font-semibold text-brand-800 underline"
                  aria-label={`${contractMessages.downloadInvoice} ${invoice.number} (PDF)`}
                >
                  {contractMessages.downloadInvoice}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
