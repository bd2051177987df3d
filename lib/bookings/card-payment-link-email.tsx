import type { BookingJob } from "@/lib/bookings/booking-rows";
import { collectionWhen as when } from "@/lib/bookings/lifecycle-rules";
import { invoiceMessages } from "@/lib/invoices/invoice-rules";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import { ButtonLink, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

export const cardPaymentLinkTexts = {
  subject: (reference: string) => `Pay for your booking ${reference} by card`,
  body: (reference: string, amount: string, when: string) =>
    `As agreed on the phone, you can pay ${amount} (VAT included) for your booking ${reference} ` +
    `for ${when} by card. Open your booking with the button below and choose ${invoiceMessages.payNow}: ` +
    "the payment is taken securely by Stripe and your receipt is e-mailed at once.",
  button: "Open your booking to pay",
  questions: (phone: string) => `Questions: call us on ${phone} or reply to this e-mail.`,
} as const;

/**
 * The office took a booking by phone and the customer pays by card: a link to the
 * booking's manage page, whose Pay now by card opens the same Stripe Checkout as /book's. Not a
 * link that opens a Checkout Session itself: a mail scanner following it would start a payment
 * whose expiry cancels the booking.
 */
export function cardPaymentLinkEmail(b: BookingJob & { customerName: string }, manageUrl: string) {
  const texts = cardPaymentLinkTexts;
  const subject = texts.subject(b.reference);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(b.customerName)}</Paragraph>
      <Paragraph>{texts.body(b.reference, formatCharge(b.totalPence), when(b))}</Paragraph>
      <ButtonLink href={manageUrl}>{texts.button}</ButtonLink>
      <Paragraph>{texts.questions(site.phone.display)}</Paragraph>
    </EmailLayout>,
  );
}
