import { NOTHING_DUE_LABEL } from "@/lib/payments/booking-payment-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { bookingPaymentLabels, paymentMethodLabels } from "@/lib/invoices/invoice-rules";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import type { BookingPayment } from "@/lib/payments/booking-payment";
import { DocumentBadge } from "@/components/invoices/invoice-status-badge";
import { RefundNotices } from "./refund-notices";

/** The booking page's Payment section: its state, the PO number, and each invoice's PDF. */
export function BookingPaymentSection({ payment }: { payment: BookingPayment }) {
  return (
    <section aria-labelledby="payment-heading" className="mt-6">
      <h3 id="payment-heading" className="text-lg font-bold text-brand-900">
        Payment
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">Payment status</dt>
        <dd className="font-semibold">
          {payment.state ? bookingPaymentLabels[payment.state] : NOTHING_DUE_LABEL}
        </dd>
        <dt className="text-muted">Purchase order</dt>
        <dd>{payment.purchaseOrder ?? "None given"}</dd>
      </dl>
      {payment.documents.length > 0 && (
        <ul
          aria-label="Invoices and credit notes"
          className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        >
          {payment.documents.map((d) => {
            const what = d.kind === "credit_note" ? "credit note" : "invoice";
            return (
              <li
                key={d.number}
                className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <strong className="font-mono">{d.number}</strong>
                  <span>
                    {d.kind === "credit_note" ? `Credit note for ${d.creditsNumber}, ` : ""}
                    {formatCharge(d.totalPence)}, issued {formatLongDay(d.issuedDay)}
                    {d.payment &&
                      `, paid ${formatLongDay(d.payment.receivedOn)} (${paymentMethodLabels[d.payment.method]})`}
                  </span>
                  <DocumentBadge document={d} />
                </span>
                <a
                  href={paths.adminInvoicePdf(d.number)}
                  className="font-semibold text-accent-700 underline"
                  aria-label={`Download ${what} ${d.number} (PDF)`}
                >
                  Download {what}
                </a>
                <div className="w-full empty:hidden">
                  <RefundNotices refunds={d.refunds} label={`Refunds of invoice ${d.number}`} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
