import { randomUUID } from "node:crypto";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { DetailList } from "@/components/ui/detail-list";
import { AdminSection } from "@/components/admin/admin-section";
import { CreditInvoiceForm } from "@/components/invoices/credit-invoice-form";
import { InvoiceLinesTable } from "@/components/invoices/invoice-lines-table";
import { DocumentBadge } from "@/components/invoices/invoice-status-badge";
import { AddToOrganisation } from "@/components/organisations/add-to-organisation";
import { RefundForm } from "@/components/payments/refund-form";
import { RefundNotices } from "@/components/payments/refund-notices";
import { ReissueForm } from "@/components/invoices/reissue-form";
import { formatLongDay } from "@/lib/shared/dates";
import { creditedTexts, reissueDraftLine } from "@/lib/invoices/correction-rules";
import { invoiceReferenceRows } from "@/lib/invoices/invoice-reference";
import { parseInvoiceNumber, paymentMethodLabels } from "@/lib/invoices/invoice-rules";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import { adminPage } from "@/lib/server/admin-guard";
import { refundBalanceOf } from "@/lib/payments/corrections";
import { findInvoiceByNumber, type InvoiceRecord } from "@/lib/invoices/invoice-record";
import { placementOf } from "@/lib/organisations/placement";

// One issued invoice or credit note in the admin: what it states, and on a standing
// invoice the office's corrections: Credit invoice, Credit and re-issue (while nothing is paid)
// and Refund (a card payment, while some is left). Nothing issued is ever changed.

type Props = { params: Promise<{ number: string }> };

const linkClass = "font-semibold text-accent-700 underline";

/** Another document's number, linking to its page. */
const DocumentLink = ({ number }: { number: string }) => (
  <Link href={paths.adminInvoice(number)} className={linkClass}>
    {number}
  </Link>
);

export const dynamic = "force-dynamic";

export default adminPage(async function InvoiceDetailPage({ params }: Props) {
  const number = parseInvoiceNumber((await params).number);
  const invoice = number ? await findInvoiceByNumber(number) : null;
  if (!invoice) notFound();
  const isInvoice = invoice.kind === "invoice";
  const standing = isInvoice && !invoice.creditedByNumber;
  const [card, placement] = await Promise.all([
    standing ? refundBalanceOf(invoice.number) : null,
    placementOf("invoice", invoice.id),
  ]);
  const what = isInvoice ? "Invoice" : "Credit note";
  return (
    <div className="max-w-3xl">
      <Link href={paths.adminInvoices} className="text-sm font-semibold text-accent-700 underline">
        Back to invoices
      </Link>
      <h2 className="mt-3 flex flex-wrap items-center gap-3 text-2xl font-bold text-brand-900">
        {what} {invoice.number} <DocumentBadge document={invoice} />
      </h2>
      <DetailList rows={documentRows(invoice)} />
      <RefundNotices refunds={invoice.refunds} label={`Refunds of invoice ${invoice.number}`} />
      <div className="mt-4 flex flex-wrap gap-4 text-sm">
        <a
          href={paths.adminInvoicePdf(invoice.number)}
          className="font-semibold text-accent-700 underline"
        >
          Download {what.toLowerCase()} {invoice.number} (PDF)
        </a>
        {invoice.bookingId && (
          <Link
            href={paths.adminBooking(invoice.bookingId)}
            className="font-semibold text-accent-700 underline"
          >
            Open the booking
          </Link>
        )}
      </div>
      <InvoiceLinesTable invoice={invoice} />
      {!standing ? (
        <NoCorrection invoice={invoice} />
      ) : (
        <Corrections invoice={invoice} card={card} />
      )}
      <AddToOrganisation record="invoice" id={invoice.id} placement={placement} />
    </div>
  );
});

/** What the document states, and the documents it credits or replaces. */
function documentRows(invoice: InvoiceRecord): [string, ReactNode][] {
  return [
    ["Customer", [invoice.customerName, invoice.companyName].filter(Boolean).join(", ")],
    ["E-mail", invoice.customerEmail],
    ["Date of issue", formatLongDay(invoice.issuedDay)],
    ["Total (including VAT)", formatCharge(invoice.totalPence)],
    ...invoiceReferenceRows(invoice),
    ...(invoice.creditsNumber
      ? ([
          [
            invoice.creditsInFull ? "Cancels invoice" : "Credits part of invoice",
            <DocumentLink key="credits" number={invoice.creditsNumber} />,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(invoice.reissuesNumber
      ? ([
          ["Replaces invoice", <DocumentLink key="replaces" number={invoice.reissuesNumber} />],
        ] as [string, ReactNode][])
      : []),
    ...(invoice.reason ? ([["Reason", invoice.reason]] as [string, string][]) : []),
    ...(invoice.payment
      ? ([
          [
            "Paid",
            `${formatCharge(invoice.payment.amountPence)} on ${formatLongDay(invoice.payment.receivedOn)} (${paymentMethodLabels[invoice.payment.method]})`,
          ],
        ] as [string, string][])
      : []),
    ...(invoice.refundedPence > 0
      ? ([["Refunded", formatCharge(invoice.refundedPence)]] as [string, string][])
      : []),
  ];
}

/** A credit note, or an invoice already credited: what it is final as, or what cancelled it. */
function NoCorrection({ invoice }: { invoice: InvoiceRecord }) {
  return (
    <p className="mt-8 text-sm">
      {!invoice.creditedByNumber ? (
        <span className="text-muted">{creditedTexts.creditNoteFinal}</span>
      ) : invoice.reissuedByNumber ? (
        <>
          {creditedTexts.creditedBy} <DocumentLink number={invoice.creditedByNumber} />{" "}
          {creditedTexts.reissuedAs} <DocumentLink number={invoice.reissuedByNumber} />
        </>
      ) : (
        <Link href={paths.adminInvoice(invoice.creditedByNumber)} className={linkClass}>
          {creditedTexts.cancelledBy(invoice.creditedByNumber)}
        </Link>
      )}
    </p>
  );
}

/** A standing invoice's corrections: Credit invoice, Credit and re-issue, Refund. */
function Corrections({
  invoice,
  card,
}: {
  invoice: InvoiceRecord;
  card: Awaited<ReturnType<typeof refundBalanceOf>> | null;
}) {
  const effect = !invoice.payment
    ? null
    : card && card.balancePence > 0
      ? `The ${formatCharge(card.balancePence)} still held from the card payment is refunded to the card.`
      : card
        ? null
        : `It was paid by ${paymentMethodLabels[invoice.payment.method].toLowerCase()}: give the money back yourself.`;
  return (
    <>
      <AdminSection level={3} title="Credit invoice">
        <p className="mb-3 text-sm text-muted">
          A credit note for the whole invoice, e-mailed to the customer. Nothing more is due.
        </p>
        <CreditInvoiceForm number={invoice.number} request={randomUUID()} effect={effect} />
      </AdminSection>
      {!invoice.payment && (
        <AdminSection level={3} title="Credit and re-issue">
          <p className="mb-3 text-sm text-muted">
            A credit note for the whole invoice and a new invoice with these lines, corrected; both
            are e-mailed to the customer.
          </p>
          <ReissueForm
            number={invoice.number}
            request={randomUUID()}
            lines={invoice.lines.map(reissueDraftLine)}
          />
        </AdminSection>
      )}
      {card && card.balancePence > 0 && (
        <AdminSection level={3} title="Refund">
          <p className="mb-3 text-sm text-muted">
            Gives money back to the card through Stripe, with a credit note for the amount.
            Refunding all that is left cancels the invoice.
          </p>
          <RefundForm number={invoice.number} request={randomUUID()} {...card} />
        </AdminSection>
      )}
    </>
  );
}
