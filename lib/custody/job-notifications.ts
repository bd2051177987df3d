import "server-only";
import { bookingConfirmedEmail, certificateEmail } from "@/lib/custody/job-emails";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { certificateAddress } from "@/lib/certificates/certificate-files";
import type { ManagedBooking } from "@/lib/bookings/booking-changes";
import type { CertificateRecord } from "@/lib/certificates/certificates";
import { env } from "@/lib/server/env";
import { manageUrl } from "@/lib/server/signed-links";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

// The customer's e-mails from the office's job workflow; replies go to the office.

export function bookingConfirmedEmails(booking: ManagedBooking): OutgoingEmail[] {
  return [
    {
      ...bookingConfirmedEmail(booking, manageUrl(booking.id, booking.day)),
      to: booking.customerEmail,
      replyTo: env().OFFICE_EMAIL,
    },
  ];
}

/** The certificate as a PDF attachment (drawn when it is sent), for the booking's customer. */
export async function certificateEmails(
  certificate: CertificateRecord,
  booking: { customerEmail: string },
): Promise<OutgoingEmail[]> {
  return [
    {
      ...certificateEmail(certificate, certificateAddress(certificate).page),
      to: booking.customerEmail,
      replyTo: env().OFFICE_EMAIL,
      attachments: [
        {
          filename: certificateMessages.fileName(certificate.number),
          certificateNumber: certificate.number,
          contentType: "application/pdf",
        },
      ],
    },
  ];
}
