import { collectionWhen as when } from "@/lib/bookings/lifecycle-rules";
import type { BookingJob } from "@/lib/bookings/booking-rows";
import { invoiceMessages } from "@/lib/invoices/invoice-rules";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

/**
 * A card booking whose payment was not completed within its 30 minutes: the booking is cancelled
 * and its place released; the customer is invited to book again. Nothing was charged.
 */
export function bookingNotCompletedEmail(
  b: BookingJob & { customerName: string },
  bookUrl: string,
) {
  const subject = invoiceMessages.notCompletedSubject(b.reference);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(b.customerName)}</Paragraph>
      <Paragraph>
        The card payment for your booking {b.reference} for {when(b)} was not completed within 30
        minutes, so the booking has been cancelled and nothing has been charged.
      </Paragraph>
      <Paragraph>To book again, use the button below or call {site.phone.display}.</Paragraph>
      <ButtonLink href={bookUrl}>Book again</ButtonLink>
    </EmailLayout>,
  );
}

/** A card payment for an invoice already paid or credited, refunded in full. */
export type DuplicateRefund = {
  customerName: string;
  invoiceNumber: string;
  reason: "already_paid" | "credited";
  amountPence: number;
  /** The credit note that cancelled the invoice, when it was credited. */
  creditNoteNumber: string | null;
};

export const duplicateRefundTexts = {
  subject: (number: string) => `Your duplicate payment for invoice ${number} has been refunded`,
  alreadyPaid: (number: string, amount: string) =>
    `We received your card payment of ${amount} for invoice ${number}, but the invoice had ` +
    "already been paid. We have refunded the card payment in full.",
  credited: (number: string, amount: string, creditNote: string | null) =>
    `We received your card payment of ${amount} for invoice ${number}, but the invoice had ` +
    `already been cancelled${creditNote ? ` by credit note ${creditNote}` : ""}, so nothing was ` +
    "due. We have refunded the card payment in full.",
  arrival:
    "Refunds usually reach your account within 5 to 10 working days, depending on your bank. " +
    "You do not need to do anything.",
  questions: (phone: string) => `Questions: call us on ${phone} or reply to this e-mail.`,
} as const;

/** Stripe has refunded a card payment that was not due: the customer is told it is on its way. */
export function duplicateRefundEmail(d: DuplicateRefund) {
  const texts = duplicateRefundTexts;
  const subject = texts.subject(d.invoiceNumber);
  const amount = formatCharge(d.amountPence);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(d.customerName)}</Paragraph>
      <Paragraph>
        {d.reason === "credited"
          ? texts.credited(d.invoiceNumber, amount, d.creditNoteNumber)
          : texts.alreadyPaid(d.invoiceNumber, amount)}
      </Paragraph>
      <DetailsTable
        rows={[
          ["Invoice number", d.invoiceNumber],
          ["Amount refunded", amount],
        ]}
      />
      <Paragraph>{texts.arrival}</Paragraph>
      <Paragraph>{texts.questions(site.phone.display)}</Paragraph>
    </EmailLayout>,
  );
}
