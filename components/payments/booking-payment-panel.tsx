import type { BookingPaymentView } from "@/lib/payments/payment-view";
import { PayByCardButton } from "./pay-by-card-button";

/** The manage page's Payment section: the money's state, Pay now by card, the documents. */
export function BookingPaymentPanel({
  view,
  pay,
  go,
}: {
  view: BookingPaymentView;
  pay: () => Promise<{ url: string | null }>;
  go: () => Promise<never>;
}) {
  if (!view.message && !view.canPay && view.documents.length === 0) return null;
  return (
    <section aria-labelledby="payment-heading" className="mt-8">
      <h2 id="payment-heading" className="text-xl font-bold text-brand-900">
        Payment
      </h2>
      {view.message && (
        <p role="status" className="mt-3 text-lg font-semibold">
          {view.message}
          {view.amount && " "}
          {view.amount && <span className="ml-2 font-bold text-brand-900">{view.amount}</span>}
        </p>
      )}
      {view.canPay && (
        <div className="mt-4">
          <PayByCardButton pay={pay} go={go} />
        </div>
      )}
      {view.documents.length > 0 && (
        <ul className="mt-4 space-y-2" aria-label="Invoices and credit notes">
          {view.documents.map((doc) => (
            <li key={doc.href} className="flex flex-wrap items-baseline gap-x-3">
              <a href={doc.href} className="font-semibold text-brand-900 underline">
                {doc.label}
              </a>
              <span className="text-sm text-muted">{doc.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
