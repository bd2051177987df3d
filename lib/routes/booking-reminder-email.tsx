import { bookingServiceRows, type BookingJob } from "@/lib/bookings/booking-rows";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { reminderDayLabel } from "@/lib/contracts/visit-reminders";
import { formatLongDay } from "@/lib/shared/dates";
import { slotLabels } from "@/lib/shared/booking-options";
import { site } from "@/lib/shared/site";
import { echoable, greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// The reminder the working day before a one-off booking, as contract visits get theirs
// (lib/contracts/visit-reminder-email.tsx, the same subject): the day and slot, what we collect,
// where (when it can be repeated: echo.ts), and the manage link.

export type BookingReminder = BookingJob & {
  customerName: string;
  collectionAddress: string | null;
  postcode: string | null;
};

export function bookingReminderEmail(booking: BookingReminder, manageUrl: string) {
  const subject = contractMessages.reminderSubject(reminderDayLabel(booking.day));
  const address = echoable(booking.collectionAddress);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(booking.customerName)}</Paragraph>
      <Paragraph>
        This is a reminder that we collect on {formatLongDay(booking.day)},{" "}
        {slotLabels[booking.timeSlot].toLowerCase()}, under your booking {booking.reference}. Please
        have everything ready and make sure someone can let us in.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Booking reference", booking.reference],
          ...bookingServiceRows(booking),
          ["Collection address", address],
          ["Postcode", booking.postcode],
        ]}
      />
      <ButtonLink href={manageUrl}>Manage your booking</ButtonLink>
      <Paragraph>
        The date can be changed or the booking cancelled on its page until 17:00 on the working day
        before the collection; after that, please call us on {site.phone.display} quoting{" "}
        {booking.reference}.
      </Paragraph>
    </EmailLayout>,
  );
}
