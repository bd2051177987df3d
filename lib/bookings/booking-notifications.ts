import "server-only";
import {
  bookingCancelledCustomerEmail,
  bookingCancelledOfficeEmail,
  bookingCustomerEmail,
  bookingOfficeEmail,
  bookingRescheduledCustomerEmail,
  bookingRescheduledOfficeEmail,
  type BookingEmailData,
} from "@/lib/bookings/booking-emails";
import { closedDayCustomerEmail } from "@/lib/bookings/closure-emails";
import { cardPaymentLinkEmail } from "./card-payment-link-email";
import { bookingIcs } from "@/lib/server/mail/ics";
import { serviceLabels } from "@/lib/shared/booking-options";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import type { Actor } from "@/lib/shared/actor";
import { env, siteUrl } from "@/lib/server/env";
import { manageUrl } from "@/lib/server/signed-links";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

// What a booking sends at each point of its life. The office's copies reply to the customer; the
// customer's reply to the office and carry the calendar entry (one UID for the booking's life,
// its SEQUENCE raised by each change) and, while it can still be changed, the manage link.

type Booking = BookingEmailData & { id: string };

function calendarFile(
  booking: BookingEmailData,
  sequence: number,
  method: "publish" | "cancel" = "publish",
) {
  const { reference } = booking;
  const ics = bookingIcs({
    reference,
    day: booking.day,
    timeSlot: booking.timeSlot,
    summary: `${serviceLabels[booking.serviceType]} - ${site.name} (${reference})`,
    description: `Booking ${reference}: ${booking.bagQuantity} bag(s). Questions: ${site.phone.display}`,
    sequence,
    method,
  });
  return {
    filename: `booking-${reference}.ics`,
    content: Buffer.from(ics).toString("base64"),
    contentType: method === "cancel" ? "text/calendar; method=CANCEL" : "text/calendar",
  };
}

const toOffice = (booking: BookingEmailData) => ({
  to: env().OFFICE_EMAIL,
  replyTo: booking.customerEmail,
});
const toCustomer = (booking: BookingEmailData) => ({
  to: booking.customerEmail,
  replyTo: env().OFFICE_EMAIL,
});

const adminUrl = (booking: Booking) => `${siteUrl()}${paths.adminBooking(booking.id)}`;

const actorLabel = (actor: Actor) =>
  actor.kind === "customer" ? "the customer (manage link)" : `${actor.email} (admin)`;

/** A new booking: the office's notification and the customer's confirmation. */
export function newBookingEmails(booking: Booking): OutgoingEmail[] {
  return [
    { ...bookingOfficeEmail(booking, adminUrl(booking)), ...toOffice(booking) },
    {
      ...bookingCustomerEmail(booking, manageUrl(booking.id, booking.day)),
      ...toCustomer(booking),
      attachments: [calendarFile(booking, 0)],
    },
  ];
}

/**
 * A booking the office took by phone: the same e-mails as /book's and, when the
 * customer pays by card, a second e-mail with the link to pay (the booking's manage page).
 */
export function phoneBookingEmails(booking: Booking, cardLink: boolean): OutgoingEmail[] {
  const link = cardLink
    ? [
        {
          ...cardPaymentLinkEmail(booking, manageUrl(booking.id, booking.day)),
          ...toCustomer(booking),
        },
      ]
    : [];
  return [...newBookingEmails(booking), ...link];
}

/** A new date: both sides hear the old and the new; the customer's calendar entry moves. */
export function rescheduledBookingEmails(
  before: Booking,
  after: Booking & { calendarSequence: number },
  actor: Actor,
): OutgoingEmail[] {
  return [
    {
      ...bookingRescheduledOfficeEmail(before, after, actorLabel(actor), adminUrl(after)),
      ...toOffice(after),
    },
    {
      ...bookingRescheduledCustomerEmail(before, after, manageUrl(after.id, after.day)),
      ...toCustomer(after),
      attachments: [calendarFile(after, after.calendarSequence)],
    },
  ];
}

/**
 * A cancellation: both sides hear of it; the customer's calendar entry is withdrawn. A booking paid
 * by card says its refund (`refundPence`) is on its way; its credit note follows in its own e-mail.
 */
export function cancelledBookingEmails(
  booking: Booking & { calendarSequence: number },
  actor: Actor,
  refundPence: number | null = null,
): OutgoingEmail[] {
  return [
    {
      ...bookingCancelledOfficeEmail(booking, actorLabel(actor), adminUrl(booking)),
      ...toOffice(booking),
    },
    {
      ...bookingCancelledCustomerEmail(booking, `${siteUrl()}${paths.book}`, refundPence),
      ...toCustomer(booking),
      attachments: [calendarFile(booking, booking.calendarSequence, "cancel")],
    },
  ];
}

/** The office closed the booking's day: the customer is asked to choose a new date. */
export function closedDayEmails(booking: {
  id: string;
  reference: string;
  day: string;
  customerName: string;
  customerEmail: string;
}): OutgoingEmail[] {
  return [
    {
      ...closedDayCustomerEmail(booking, manageUrl(booking.id, booking.day)),
      to: booking.customerEmail,
      replyTo: env().OFFICE_EMAIL,
    },
  ];
}
