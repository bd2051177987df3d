import { format } from "date-fns";
import { fromIsoDay } from "@/lib/shared/dates";
import {
  invoiceMessages,
  paymentMethodLabels,
  type InvoiceKind,
  type PaymentMethod,
} from "@/lib/invoices/invoice-rules";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";
import { echoable, greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// The ledger's documents as the customer receives them, each with its PDF attached
// (lib/invoices/invoice-notifications.ts) and a link to its page: an invoice to pay, a receipt
// for an invoice already paid (a card payment at booking), and a credit note. Greeting by name
// through the echo rules (echo.ts); the company, the address and the purchase order the customer
// typed are printed on the PDF only, never repeated in the e-mail's text.

export type InvoiceDocument = {
  kind: InvoiceKind;
  number: string;
  reference: string | null;
  /** A contract's invoice: the contract's number (its month's invoice has it as the reference). */
  contractNumber?: string | null;
  customerName: string;
  issuedDay: string;
  dueDay: string;
  totalPence: number;
  vatPence: number;
  creditsNumber: string | null;
  /** A credit note: false when it credits part of its invoice (a refund of part of it). */
  creditsInFull?: boolean;
  reason: string | null;
  payment: { method: PaymentMethod; amountPence: number; receivedOn: string } | null;
};

/** '25 November 2026', as the PDF states its dates. */
const day = (isoDay: string) => format(fromIsoDay(isoDay), "d MMMM yyyy");

/** The subject of a document's e-mail: an invoice, a receipt (already paid) or a credit note. */
export function invoiceSubject(d: Pick<InvoiceDocument, "kind" | "number" | "payment">): string {
  if (d.kind === "credit_note") return invoiceMessages.creditNoteSubject(d.number);
  return d.payment
    ? invoiceMessages.receiptSubject(d.number)
    : invoiceMessages.invoiceSubject(d.number);
}

/** "for booking NESS-7K3Q9P", "for contract CON-000001" (a month's), or nothing. */
const forBooking = (d: InvoiceDocument) => {
  if (d.contractNumber && d.reference === d.contractNumber) return ` for contract ${d.reference}`;
  return d.reference ? ` for booking ${d.reference}` : "";
};

function InvoiceBody({ d, cardPayments }: { d: InvoiceDocument; cardPayments: boolean }) {
  const { bank } = site.invoicing;
  return (
    <>
      <Paragraph>
        Thank you for your business. Your VAT invoice <strong>{d.number}</strong>
        {forBooking(d)} is attached as a PDF.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Invoice number", d.number],
          ["Date of issue", day(d.issuedDay)],
          ["Amount due (including VAT)", formatCharge(d.totalPence)],
          ["Due date", day(d.dueDay)],
        ]}
      />
      <Paragraph>
        {cardPayments
          ? "Pay by card from your invoice's page, or by bank transfer"
          : "Please pay by bank transfer"}{" "}
        to {bank.accountName}, sort code {bank.sortCode}, account number {bank.accountNumber},
        quoting {d.number} as the reference.
      </Paragraph>
    </>
  );
}

function ReceiptBody({
  d,
}: {
  d: InvoiceDocument & { payment: NonNullable<InvoiceDocument["payment"]> };
}) {
  return (
    <>
      <Paragraph>
        Thank you for your payment of {formatCharge(d.payment.amountPence)}
        {forBooking(d)}. Your receipt, VAT invoice <strong>{d.number}</strong> marked paid, is
        attached as a PDF. Nothing more is due.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Invoice number", d.number],
          ["Date of issue", day(d.issuedDay)],
          ["Amount paid (including VAT)", formatCharge(d.payment.amountPence)],
          ["Paid on", day(d.payment.receivedOn)],
          ["Paid by", paymentMethodLabels[d.payment.method]],
        ]}
      />
    </>
  );
}

function CreditNoteBody({ d }: { d: InvoiceDocument }) {
  const reason = echoable(d.reason);
  return (
    <>
      <Paragraph>
        Credit note <strong>{d.number}</strong>
        {forBooking(d)}{" "}
        {d.creditsInFull === false && d.creditsNumber
          ? `credits ${formatCharge(d.totalPence)} of invoice ${d.creditsNumber}, refunded to your card.`
          : `cancels ${d.creditsNumber ? `invoice ${d.creditsNumber}` : "its invoice"} in full.`}{" "}
        It is attached as a PDF: keep it with the invoice in your records.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Credit note number", d.number],
          ["Date of issue", day(d.issuedDay)],
          [
            d.creditsInFull === false ? "Credits part of invoice" : "Cancels invoice",
            d.creditsNumber,
          ],
          ["Amount credited (including VAT)", formatCharge(d.totalPence)],
          ...(reason ? ([["Reason", reason]] as [string, string][]) : []),
        ]}
      />
    </>
  );
}

/**
 * The e-mail for an issued document; `pageUrl` is its page (signed link), where an unpaid invoice
 * can be paid; `cardPayments` says whether card payment is on.
 */
export function invoiceDocumentEmail(d: InvoiceDocument, pageUrl: string, cardPayments = false) {
  const subject = invoiceSubject(d);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(d.customerName)}</Paragraph>
      {d.kind === "credit_note" ? (
        <CreditNoteBody d={d} />
      ) : d.payment ? (
        <ReceiptBody d={{ ...d, payment: d.payment }} />
      ) : (
        <InvoiceBody d={d} cardPayments={cardPayments} />
      )}
      <ButtonLink href={pageUrl}>{invoiceMessages.viewAndPay}</ButtonLink>
      <Paragraph>
        Questions about this {d.kind === "credit_note" ? "credit note" : "invoice"}: call us on{" "}
        {site.phone.display} or reply to this e-mail.
      </Paragraph>
    </EmailLayout>,
  );
}
