import { collectionWhen as when } from "@/lib/booking-lifecycle";
import type { BookingJob } from "@/lib/booking-rows";
import { invoiceMessages } from "@/lib/invoices";
import { site } from "@/lib/site";
import { greeting } from "./echo";
import { ButtonLink, EmailLayout, Paragraph } from "./layout";
import { renderEmail } from "./render-email";

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
