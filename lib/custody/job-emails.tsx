import { bookingJobRows, type BookingCustomer, type BookingJob } from "@/lib/bookings/booking-rows";
import {
  certificateMessages,
  methodLabels,
  type DestructionMethod,
} from "@/lib/certificates/certificate-rules";
import { collectionWhen } from "@/lib/bookings/lifecycle-rules";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import {
  ButtonLink,
  DetailsTable,
  EmailLayout,
  Paragraph,
  TextLink,
} from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// What the customer hears as the office works the job: the booking confirmed, then the
// certificate of destruction. The company's wording and facts, greeting the customer by name
// (see echo.ts for what is never repeated).

export function bookingConfirmedEmail(
  b: BookingJob & Pick<BookingCustomer, "customerName">,
  manageUrl: string,
) {
  return renderEmail(
    `Booking confirmed: ${b.reference} - ${site.name}`,
    <EmailLayout heading="Booking confirmed">
      <Paragraph>{greeting(b.customerName)}</Paragraph>
      <Paragraph>
        Your booking {b.reference} is confirmed for <strong>{collectionWhen(b)}</strong>. Our
        operative will bring sealed containers and a copy of the job sheet.
      </Paragraph>
      <DetailsTable rows={bookingJobRows(b)} />
      <ButtonLink href={manageUrl}>Manage your booking</ButtonLink>
      <Paragraph>
        You will receive a certificate of destruction once the material has been destroyed.
        Questions: {site.phone.display}.
      </Paragraph>
    </EmailLayout>,
  );
}

export function certificateEmail(
  c: {
    number: string;
    bookingReference: string;
    method: DestructionMethod;
    checkCode: string;
    customerName: string;
  },
  verifyAddress: string,
) {
  return renderEmail(
    certificateMessages.emailSubject(c.number),
    <EmailLayout heading="Your certificate of destruction">
      <Paragraph>{greeting(c.customerName)}</Paragraph>
      <Paragraph>
        The material from booking {c.bookingReference} has been destroyed by{" "}
        {lowerFirst(methodLabels[c.method])}. Your certificate of destruction{" "}
        <strong>{c.number}</strong> is attached as a PDF: keep it with your records as evidence of
        secure disposal.
      </Paragraph>
      <Paragraph>
        Anyone you show it to, such as an auditor, can check that it is genuine at{" "}
        <TextLink href={verifyAddress}>{verifyAddress}</TextLink> with the check code printed on it.
      </Paragraph>
    </EmailLayout>,
  );
}

/** "Cross-cut shredding (off-site)" in a sentence: "destroyed by cross-cut shredding (off-site)". */
const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
