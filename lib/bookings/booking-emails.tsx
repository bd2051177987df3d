import { formatLongDay } from "@/lib/shared/dates";
import {
  bookingCustomerRows,
  bookingJobRows,
  type BookingCustomer,
  type BookingJob,
  type DisplayRow,
} from "@/lib/bookings/booking-rows";
import { collectionWhen as when, rescheduleSpan } from "@/lib/bookings/lifecycle-rules";
import { site } from "@/lib/shared/site";
import { formatCharge } from "@/lib/shared/prices";
import { echoable, greeting } from "@/lib/server/mail/echo";
import {
  ButtonLink,
  DetailsTable,
  EmailLayout,
  Paragraph,
  TextLink,
} from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

export type BookingEmailData = BookingJob & BookingCustomer;

const preparation = [
  "Put everything to be destroyed in sealed bags or boxes; staples and paper clips can stay in.",
  "Keep out food waste, batteries, glass and liquids.",
  "Make sure someone can let us in on the day and show us where the bags are.",
  "Hard drives and media: tell us how many so we bring the right equipment.",
];

/**
 * The job as the company states it, then where: the address as typed (when it carries no link
 * or phone number, see echo.ts) and the postcode (checked and normalised by the form).
 */
function customerRows(b: BookingEmailData): DisplayRow[] {
  const address = echoable(b.collectionAddress);
  return [
    ...bookingJobRows(b),
    ...(address ? [["Collection address", address] as DisplayRow] : []),
    ...(b.postcode ? [["Postcode", b.postcode] as DisplayRow] : []),
  ];
}

/** A booking outside the covered districts is accepted; the office confirms it can collect. */
function OutsideArea({ b }: { b: BookingCustomer }) {
  if (!b.outsideArea || !b.postcode) return null;
  return <Paragraph>We will confirm whether we can collect from {b.postcode}.</Paragraph>;
}

function OpenInAdmin({ href }: { href: string }) {
  return <ButtonLink href={href}>Open the booking in the admin</ButtonLink>;
}

export function bookingOfficeEmail(b: BookingEmailData, adminUrl: string) {
  return renderEmail(
    `New booking ${b.reference}: ${formatLongDay(b.day)} (${b.customerName})`,
    <EmailLayout heading={`New booking ${b.reference}`}>
      <Paragraph>A booking was made on the website. Confirm it with the customer.</Paragraph>
      <DetailsTable rows={[...bookingJobRows(b), ...bookingCustomerRows(b)]} />
      <OpenInAdmin href={adminUrl} />
    </EmailLayout>,
  );
}

/**
 * The customer's confirmation: the company's wording and facts (reference, service, date,
 * price), the name in the greeting and the address and postcode to check. Free text that could
 * carry a message to a stranger (notes, a name or address with a link) is never repeated.
 */
export function bookingCustomerEmail(b: BookingEmailData, manageUrl: string) {
  return renderEmail(
    `Booking request ${b.reference} received - ${site.name}`,
    <EmailLayout heading="We've received your booking request">
      <Paragraph>{greeting(b.customerName)}</Paragraph>
      <Paragraph>
        Thank you for booking with {site.name}. Your reference is <strong>{b.reference}</strong>.
        Our team will confirm the details with you shortly. A calendar entry for the day is
        attached.
      </Paragraph>
      <OutsideArea b={b} />
      <DetailsTable rows={customerRows(b)} />
      <ButtonLink href={manageUrl}>Manage your booking</ButtonLink>
      <Paragraph>
        <strong>Before we arrive</strong>
      </Paragraph>
      <ul style={{ margin: "0 0 14px", paddingLeft: "20px", lineHeight: "1.5" }}>
        {preparation.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ChangeOrCancel reference={b.reference} manageUrl={manageUrl} />
      <Paragraph>You will receive a certificate of destruction after the job.</Paragraph>
    </EmailLayout>,
  );
}

function ChangeOrCancel({ reference, manageUrl }: { reference: string; manageUrl: string }) {
  return (
    <Paragraph>
      To change the date or cancel, use <TextLink href={manageUrl}>Manage your booking</TextLink>{" "}
      until 17:00 on the working day before the collection, or call {site.phone.display} quoting{" "}
      {reference}.
    </Paragraph>
  );
}

/** The customer's notice of a new date, with the updated calendar entry and a fresh link. */
export function bookingRescheduledCustomerEmail(
  before: BookingJob,
  after: BookingEmailData,
  manageUrl: string,
) {
  return renderEmail(
    `Booking ${after.reference} moved to ${rescheduleSpan(before, after).to} - ${site.name}`,
    <EmailLayout heading="Your booking has a new date">
      <Paragraph>{greeting(after.customerName)}</Paragraph>
      <Paragraph>
        Your booking {after.reference} has moved from {when(before)} to{" "}
        <strong>{when(after)}</strong>. The attached calendar entry replaces the earlier one.
      </Paragraph>
      <DetailsTable rows={customerRows(after)} />
      <ButtonLink href={manageUrl}>Manage your booking</ButtonLink>
      <ChangeOrCancel reference={after.reference} manageUrl={manageUrl} />
    </EmailLayout>,
  );
}

/** The office's notice of a new date: old and new, and who moved it. */
export function bookingRescheduledOfficeEmail(
  before: BookingEmailData,
  after: BookingEmailData,
  by: string,
  adminUrl: string,
) {
  return renderEmail(
    `Booking ${after.reference} rescheduled: ${rescheduleSpan(before, after).from} to ${rescheduleSpan(before, after).to}`,
    <EmailLayout heading={`Booking ${after.reference} rescheduled`}>
      <Paragraph>
        Moved by {by} from {when(before)} to <strong>{when(after)}</strong>.
      </Paragraph>
      <DetailsTable rows={[...bookingJobRows(after), ...bookingCustomerRows(after)]} />
      <OpenInAdmin href={adminUrl} />
    </EmailLayout>,
  );
}

/** The customer's notice of a cancellation, with the calendar cancellation. */
export function bookingCancelledCustomerEmail(
  b: BookingEmailData,
  bookUrl: string,
  refundPence: number | null = null,
) {
  return renderEmail(
    `Booking ${b.reference} cancelled - ${site.name}`,
    <EmailLayout heading="Your booking has been cancelled">
      <Paragraph>{greeting(b.customerName)}</Paragraph>
      <Paragraph>
        {refundPence === null
          ? `Your booking ${b.reference} for ${when(b)} has been cancelled, and nothing is due.`
          : `Your booking ${b.reference} for ${when(b)} has been cancelled. Your payment of ` +
            `${formatCharge(refundPence)} is being refunded in full to the card you paid with ` +
            `(banks usually take 5 to 10 working days to show it), and a credit note follows ` +
            `by e-mail.`}{" "}
        The attached calendar update removes it from your calendar.
      </Paragraph>
      <Paragraph>
        To book another date, use <TextLink href={bookUrl}>the booking page</TextLink> on our
        website or call {site.phone.display}.
      </Paragraph>
    </EmailLayout>,
  );
}

/** The office's notice of a cancellation: the place is free again. */
export function bookingCancelledOfficeEmail(b: BookingEmailData, by: string, adminUrl: string) {
  return renderEmail(
    `Booking ${b.reference} cancelled: ${formatLongDay(b.day)} (${b.customerName})`,
    <EmailLayout heading={`Booking ${b.reference} cancelled`}>
      <Paragraph>
        Cancelled by {by}. The place on {when(b)} is free again.
      </Paragraph>
      <DetailsTable rows={[...bookingJobRows(b), ...bookingCustomerRows(b)]} />
      <OpenInAdmin href={adminUrl} />
    </EmailLayout>,
  );
}
