import { invoiceMessages } from "@/lib/invoices";
import { formatCharge } from "@/lib/prices";
import { site } from "@/lib/site";
import { greeting } from "./echo";
import { ButtonLink, EmailLayout, Paragraph } from "./layout";
import { renderEmail } from "./render-email";

type Document = {
  kind: "invoice" | "credit_note";
  number: string;
  customerName: string;
  totalPence: number;
  creditsNumber: string | null;
  payment: unknown;
};

/** The subject of a document's e-mail: an invoice, a receipt (already paid) or a credit note. */
export function invoiceSubject(d: Pick<Document, "kind" | "number" | "payment">): string {
  if (d.kind === "credit_note") return invoiceMessages.creditNoteSubject(d.number);
  return d.payment
    ? invoiceMessages.receiptSubject(d.number)
    : invoiceMessages.invoiceSubject(d.number);
}

export function invoiceDocumentEmail(d: Document, pageUrl: string) {
  const subject = invoiceSubject(d);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(d.customerName)}</Paragraph>
      <Paragraph>
        {d.kind === "credit_note"
          ? `Credit note ${d.number} for ${formatCharge(d.totalPence)} cancels invoice ${d.creditsNumber}.`
          : d.payment
            ? `Thank you for your payment of ${formatCharge(d.totalPence)}. Your receipt ${d.number} is attached.`
            : `Invoice ${d.number} for ${formatCharge(d.totalPence)} is attached.`}
      </Paragraph>
      <ButtonLink href={pageUrl}>{invoiceMessages.viewAndPay}</ButtonLink>
      <Paragraph>Questions: {site.phone.display}.</Paragraph>
    </EmailLayout>,
  );
}
