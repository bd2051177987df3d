import "server-only";
import {
  bookingCustomerEmail,
  bookingOfficeEmail,
  type BookingEmailData,
} from "@/emails/booking-emails";
import { bookingIcs } from "@/emails/ics";
import { serviceLabels } from "@/lib/booking-options";
import { site } from "@/lib/site";
import { env } from "../env";
import type { OutgoingEmail } from "./outbox";

/**
 * What a new booking sends: the office's notification (replies go to the customer) and the
 * customer's confirmation with a calendar entry for the day (replies go to the office).
 */
export function newBookingEmails(booking: BookingEmailData): OutgoingEmail[] {
  const office = env().OFFICE_EMAIL;
  const { reference } = booking;
  const ics = bookingIcs({
    reference,
    day: booking.day,
    summary: `${serviceLabels[booking.serviceType]} - ${site.name} (${reference})`,
    description: `Booking ${reference}: ${booking.bagQuantity} bag(s). Questions: ${site.phone.display}`,
  });
  return [
    { ...bookingOfficeEmail(booking), to: office, replyTo: booking.customerEmail },
    {
      ...bookingCustomerEmail(booking),
      to: booking.customerEmail,
      replyTo: office,
      attachments: [
        {
          filename: `booking-${reference}.ics`,
          content: Buffer.from(ics).toString("base64"),
          contentType: "text/calendar",
        },
      ],
    },
  ];
}
