import { formatLongDay } from "@/lib/dates";
import {
  bookingCustomerRows,
  bookingJobRows,
  type BookingCustomer,
  type BookingJob,
} from "@/lib/booking-rows";
import { site } from "@/lib/site";
import { DetailsTable, EmailLayout, Paragraph } from "./layout";
import { renderEmail } from "./render-email";

export type BookingEmailData = BookingJob & BookingCustomer;

const preparation = [
  "Put everything to be destroyed in sealed bags or boxes; staples and paper clips can stay in.",
  "Keep out food waste, batteries, glass and liquids.",
  "Make sure someone can let us in on the day and show us where the bags are.",
  "Hard drives and media: tell us how many so we bring the right equipment.",
];

export function bookingOfficeEmail(b: BookingEmailData) {
  return renderEmail(
    `New booking ${b.reference}: ${formatLongDay(b.day)} (${b.customerName})`,
    <EmailLayout heading={`New booking ${b.reference}`}>
      <Paragraph>A booking was made on the website. Confirm it with the customer.</Paragraph>
      <DetailsTable rows={[...bookingJobRows(b), ...bookingCustomerRows(b)]} />
    </EmailLayout>,
  );
}

/**
 * The customer's confirmation: fixed wording and what the company states (reference, service,
 * date, price). Nothing the visitor typed (name, address, notes) is echoed: anyone can book with
 * someone else's e-mail address, and the text would reach them in the company's name.
 */
export function bookingCustomerEmail(b: BookingEmailData) {
  return renderEmail(
    `Booking request ${b.reference} received - ${site.name}`,
    <EmailLayout heading="We've received your booking request">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for booking with {site.name}. Your reference is <strong>{b.reference}</strong>.
        Our team will confirm the details with you shortly. A calendar entry for the day is
        attached.
      </Paragraph>
      <DetailsTable rows={bookingJobRows(b)} />
      <Paragraph>
        <strong>Before we arrive</strong>
      </Paragraph>
      <ul style={{ margin: "0 0 14px", paddingLeft: "20px", lineHeight: "1.5" }}>
        {preparation.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Paragraph>
        You will receive a certificate of destruction after the job. To change or cancel, call{" "}
        {site.phone.display} quoting {b.reference}.
      </Paragraph>
    </EmailLayout>,
  );
}
