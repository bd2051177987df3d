import "server-only";
import {
  bookingNotCompletedEmail,
  duplicateRefundEmail,
  type DuplicateRefund,
} from "@/lib/payments/payment-emails";
import type { BookingJob } from "@/lib/bookings/booking-rows";
import { paths } from "@/lib/shared/paths";
import { env, siteUrl } from "@/lib/server/env";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

/** The card payment of a booking was never made: the customer is asked to book again. */
export function notCompletedEmails(
  booking: BookingJob & { customerName: string; customerEmail: string },
): OutgoingEmail[] {
  return [
    {
      ...bookingNotCompletedEmail(booking, `${siteUrl()}${paths.book}`),
      to: booking.customerEmail,
      replyTo: env().OFFICE_EMAIL,
    },
  ];
}

/** A card payment that was not due has been refunded: the customer is told. */
export function duplicateRefundEmails(
  refund: DuplicateRefund & { customerEmail: string },
): OutgoingEmail[] {
  return [
    {
      ...duplicateRefundEmail(refund),
      to: refund.customerEmail,
      replyTo: env().OFFICE_EMAIL,
    },
  ];
}
