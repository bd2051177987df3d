import { bookingJobRows, type BookingJob } from "@/lib/booking-rows";
import { certificateMessages, methodLabels, type DestructionMethod } from "@/lib/certificates";
import { collectionWhen } from "@/lib/booking-lifecycle";
import { site } from "@/lib/site";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "./layout";
import { renderEmail } from "./render-email";

// What the customer hears as the office works the job: the booking confirmed, then the
// certificate of destruction. Fixed wording and what the company states; nothing typed is echoed.

export function bookingConfirmedEmail(b: BookingJob, manageUrl: string) {
  return renderEmail(
    `Booking confirmed: ${b.reference} - ${site.name}`,
    <EmailLayout heading="Booking confirmed">
      <Paragraph>Hello,</Paragraph>
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
  c: { number: string; bookingReference: string; method: DestructionMethod; checkCode: string },
  verifyAddress: string,
) {
  return renderEmail(
    certificateMessages.emailSubject(c.number),
    <EmailLayout heading="Your certificate of destruction">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        The material from booking {c.bookingReference} has been destroyed ({methodLabels[c.method]}
        ). Your certificate of destruction <strong>{c.number}</strong> is attached as a PDF: keep it
        with your records as evidence of secure disposal.
      </Paragraph>
      <Paragraph>
        Anyone you show it to, such as an auditor, can check that it is genuine at {verifyAddress}{" "}
        with the check code printed on it.
      </Paragraph>
    </EmailLayout>,
  );
}
