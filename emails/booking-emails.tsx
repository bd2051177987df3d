import { formatLongDay } from "@/lib/dates";
import {
  bookingCustomerRows,
  bookingJobRows,
  type BookingCustomer,
  type BookingJob,
} from "@/lib/booking-rows";
import { collectionWhen as when } from "@/lib/booking-lifecycle";
import { site } from "@/lib/site";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "./layout";
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
export function bookingCustomerEmail(b: BookingEmailData, manageUrl: string) {
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
      <ButtonLink href={manageUrl}>Manage your booking</ButtonLink>
      <Paragraph>
        <strong>Before we arrive</strong>
      </Paragraph>
      <ul style={{ margin: "0 0 14px", paddingLeft: "20px", lineHeight: "1.5" }}>
        {preparation.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ChangeOrCancel reference={b.reference} />
      <Paragraph>You will receive a certificate of destruction after the job.</Paragraph>
    </EmailLayout>,
  );
}

function ChangeOrCancel({ reference }: { reference: string }) {
  return (
    <Paragraph>
      To change the date or cancel, use Manage your booking until 17:00 on the working day before
      the collection, or call {site.phone.display} quoting {reference}.
    </Paragraph>
  );
}

/** The customer's notice of a new date, with the updated calendar entry and a fresh link. */
export function bookingRescheduledCustomerEmail(
  before: BookingJob,
  after: BookingJob,
  manageUrl: string,
) {
  return renderEmail(
    `Booking ${after.reference} moved to ${formatLongDay(after.day)} - ${site.name}`,
    <EmailLayout heading="Your booking has a new date">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Your booking {after.reference} has moved from {when(before)} to{" "}
        <strong>{when(after)}</strong>. The attached calendar entry replaces the earlier one.
      </Paragraph>
      <DetailsTable rows={bookingJobRows(after)} />
      <ButtonLink href={manageUrl}>Manage your booking</ButtonLink>
      <ChangeOrCancel reference={after.reference} />
    </EmailLayout>,
  );
}

/** The office's notice of a new date: old and new, and who moved it. */
export function bookingRescheduledOfficeEmail(
  before: BookingEmailData,
  after: BookingEmailData,
  by: string,
) {
  return renderEmail(
    `Booking ${after.reference} rescheduled: ${formatLongDay(before.day)} to ${formatLongDay(after.day)}`,
    <EmailLayout heading={`Booking ${after.reference} rescheduled`}>
      <Paragraph>
        Moved by {by} from {when(before)} to <strong>{when(after)}</strong>.
      </Paragraph>
      <DetailsTable rows={[...bookingJobRows(after), ...bookingCustomerRows(after)]} />
    </EmailLayout>,
  );
}

/** The customer's notice of a cancellation, with the calendar cancellation. */
export function bookingCancelledCustomerEmail(b: BookingJob) {
  return renderEmail(
    `Booking ${b.reference} cancelled - ${site.name}`,
    <EmailLayout heading="Your booking has been cancelled">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Your booking {b.reference} for {when(b)} has been cancelled, and nothing is due. The
        attached calendar update removes it from your calendar.
      </Paragraph>
      <Paragraph>
        To book another date, use the booking page on our website or call {site.phone.display}.
      </Paragraph>
    </EmailLayout>,
  );
}

/** The office's notice of a cancellation: the place is free again. */
export function bookingCancelledOfficeEmail(b: BookingEmailData, by: string) {
  return renderEmail(
    `Booking ${b.reference} cancelled: ${formatLongDay(b.day)} (${b.customerName})`,
    <EmailLayout heading={`Booking ${b.reference} cancelled`}>
      <Paragraph>
        Cancelled by {by}. The place on {when(b)} is free again.
      </Paragraph>
      <DetailsTable rows={[...bookingJobRows(b), ...bookingCustomerRows(b)]} />
    </EmailLayout>,
  );
}
