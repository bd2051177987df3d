import { formatLongDay } from "@/lib/shared/dates";
import { invoiceMessages } from "@/lib/invoices/invoice-rules";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// The one reminder of an invoice seven days past its due date: what is owed, since
// when, how to pay (the invoice's page takes a card when card payment is on; the bank details
// are on the attached PDF), and whom to call if it has been paid already.

type Overdue = {
  number: string;
  customerName: string;
  totalPence: number;
  issuedDay: string;
  dueDay: string;
  reference: string | null;
  contractNumber?: string | null;
  purchaseOrder: string | null;
};

export function invoiceReminderEmail(invoice: Overdue, pageUrl: string) {
  const subject = invoiceMessages.reminderSubject(invoice.number);
  const { bank } = site.invoicing;
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(invoice.customerName)}</Paragraph>
      <Paragraph>
        Our invoice {invoice.number} for {formatCharge(invoice.totalPence)} was due on{" "}
        {formatLongDay(invoice.dueDay)} and we have not yet received payment. A copy is attached.
      </Paragraph>
      <DetailsTable
        rows={(
          [
            ["Invoice", invoice.number],
            ["Invoice date", formatLongDay(invoice.issuedDay)],
            ["Due date", formatLongDay(invoice.dueDay)],
            ["Amount due", formatCharge(invoice.totalPence)],
            [
              invoice.contractNumber && invoice.reference === invoice.contractNumber
                ? "Contract"
                : "Booking",
              invoice.reference,
            ],
            ["Purchase order", invoice.purchaseOrder],
            [
              "Bank transfer",
              `${bank.accountName}, sort code ${bank.sortCode}, account ${bank.accountNumber}`,
            ],
          ] as [string, string | null][]
        ).filter(([, value]) => value)}
      />
      <ButtonLink href={pageUrl}>{invoiceMessages.viewAndPay}</ButtonLink>
      <Paragraph>
        If you have paid it in the last few days, thank you, and please ignore this reminder.
        Questions: {site.phone.display}.
      </Paragraph>
    </EmailLayout>,
  );
}
