import type { Metadata } from "next";
import { LinkNotValid } from "@/components/site/link-not-valid";
import { PRIVATE_LINK_REFERRER_POLICY } from "@/lib/shared/private-link";
import { PayByCardButton } from "@/components/payments/pay-by-card-button";
import { buttonClass } from "@/components/ui/button-styles";
import { DetailList } from "@/components/ui/detail-list";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { invoiceReferenceRows } from "@/lib/invoices/invoice-reference";
import {
  invoiceMessages,
  invoiceStatusText,
  paymentMethodLabels,
} from "@/lib/invoices/invoice-rules";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";
import { goPayInvoiceByCard, payInvoiceByCard } from "@/lib/payments/payment-actions";
import { findInvoice } from "@/lib/invoices/invoice-record";
import { invoiceIdFromToken } from "@/lib/server/signed-links";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { confirmReturnedSession } from "@/lib/payments/confirm-return";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";

// An invoice's (or credit note's) own page, reached through the signed link in its e-mail: what
// it is for, its status, its PDF, how to pay by bank transfer, and Pay now by card while it is
// unpaid and card payment is on. Read on every request; kept out of search engines, and no more
// than the site's origin is sent on as a referrer (lib/private-link.ts).

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your invoice",
  robots: { index: false, follow: false },
  referrer: PRIVATE_LINK_REFERRER_POLICY,
};

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ session_id?: string | string[] }>;
};

export default async function InvoicePage({ params, searchParams }: Props) {
  const { token } = await params;
  const { session_id: sessionId } = await searchParams;
  const now = new Date();
  const id = invoiceIdFromToken(token, todayInLondon(now));
  // Back from Stripe's Checkout: confirm the payment now rather than wait for the webhook.
  const returned =
    id && typeof sessionId === "string"
      ? await confirmReturnedSession(sessionId, { invoiceId: id }, now)
      : "none";
  // A payment this page confirmed filed its receipt: send it now rather than at the next tick.
  if (returned === "paid") deliverAfterResponse();
  const invoice = id ? await findInvoice(id, now) : null;
  // proxy.ts answered an invalid link 404 already; this is one that ended since (a race).
  if (!invoice) return <LinkNotValid />;

  const isInvoice = invoice.kind === "invoice";
  const heading = isInvoice
    ? invoiceMessages.heading(invoice.number)
    : invoiceMessages.creditNoteHeading(invoice.number);
  const unpaid = isInvoice && (invoice.status === "unpaid" || invoice.status === "overdue");
  const { bank } = site.invoicing;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        {heading}
      </h1>
      {invoice.payment ? (
        <p role="status" className="mt-4 text-lg font-semibold">
          {invoiceMessages.paymentReceived}{" "}
          <span className="ml-2 font-bold text-brand-900">
            {formatCharge(invoice.payment.amountPence)}
          </span>
        </p>
      ) : (
        (returned === "processing" || returned === "duplicate") && (
          <p role="status" className="mt-4 text-lg font-semibold">
            {returned === "duplicate"
              ? invoiceMessages.duplicatePaymentRefunding
              : invoiceMessages.paymentProcessing}
          </p>
        )
      )}
      <DetailList
        rows={[
          ["Amount", `${formatCharge(invoice.totalPence)} (including VAT)`],
          ["Status", invoiceStatusText(invoice)],
          ["Date of issue", formatLongDay(invoice.issuedDay)],
          ...(isInvoice
            ? [
                invoice.payment
                  ? ([
                      "Paid",
                      `${formatLongDay(invoice.payment.receivedOn)}, ${paymentMethodLabels[invoice.payment.method]}`,
                    ] as [string, string])
                  : (["Due", formatLongDay(invoice.dueDay)] as [string, string]),
              ]
            : [
                [
                  invoice.creditsInFull ? "Cancels invoice" : "Credits part of invoice",
                  invoice.creditsNumber,
                ] as [string, string | null],
              ]),
          ...invoiceReferenceRows(invoice),
          ["Purchase order", invoice.purchaseOrder],
          ["Customer", [invoice.customerName, invoice.companyName].filter(Boolean).join(", ")],
        ]}
      />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {unpaid && cardPaymentsEnabled() && (
          <PayByCardButton
            pay={payInvoiceByCard.bind(null, token)}
            go={goPayInvoiceByCard.bind(null, token)}
          />
        )}
        <a
          href={paths.invoicePdf(token)}
          className={buttonClass(unpaid ? "secondary" : "primary")}
          aria-label={`${invoiceMessages.download} ${invoice.number} (PDF)`}
        >
          {invoiceMessages.download}
        </a>
      </div>
      {unpaid && (
        <section aria-labelledby="bank-heading" className="mt-8">
          <h2 id="bank-heading" className="text-xl font-bold text-brand-900">
            Pay by bank transfer
          </h2>
          <DetailList
            rows={[
              ["Account name", bank.accountName],
              ["Sort code", bank.sortCode],
              ["Account number", bank.accountNumber],
              ["Reference", invoice.number],
            ]}
          />
        </section>
      )}
      <p className="mt-8 text-sm text-muted">
        {site.invoicing.legalName}, {site.invoicing.address.join(", ")}. VAT registration number{" "}
        {site.invoicing.vatNumber}. Questions:{" "}
        <a href={site.phone.href} className="underline">
          {site.phone.display}
        </a>
        .
      </p>
    </div>
  );
}
