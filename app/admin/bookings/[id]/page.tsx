import { notFound } from "next/navigation";
import { BookingHistory } from "@/components/admin/booking-history";
import { InboxRecord } from "@/components/admin/inbox-record";
import { BookingChanges } from "@/components/booking/booking-changes";
import { BookingTimeline } from "@/components/booking/booking-timeline";
import { bookingTimeline, CHANGEABLE_STATUSES, OFFICE_STEPS } from "@/lib/booking-lifecycle";
import { bookingCustomerRows, bookingJobRows } from "@/lib/booking-rows";
import { formatLondonDateTime } from "@/lib/format-date";
import {
  cancelBookingAction,
  rescheduleBookingAction,
  setBookingStatusAction,
} from "@/lib/server/actions/admin-booking-actions";
import { adminPage } from "@/lib/server/admin-guard";
import { findBooking } from "@/lib/server/data/inbox";

type Props = { params: Promise<{ id: string }> };

export default adminPage(async function BookingDetailPage({ params }: Props) {
  const { id } = await params;
  const booking = /^[0-9a-f-]{36}$/.test(id) ? await findBooking(id) : null;
  if (!booking) notFound();
  const steps = bookingTimeline(
    booking.status,
    booking.events.map((event) => event.kind),
  );
  return (
    <InboxRecord
      back={{ href: "/admin/bookings", label: "Back to bookings" }}
      heading={`Booking ${booking.reference}`}
      status={{
        current: booking.status,
        statuses: booking.status === "cancelled" ? [] : OFFICE_STEPS,
        change: setBookingStatusAction.bind(null, booking.id),
      }}
      summary={
        <>
          <BookingTimeline steps={steps} />
          {CHANGEABLE_STATUSES.includes(booking.status) && (
            <BookingChanges
              booking={booking.id}
              job={booking}
              actions={{ reschedule: rescheduleBookingAction, cancel: cancelBookingAction }}
            />
          )}
        </>
      }
      rows={[
        ["Received", formatLondonDateTime(booking.createdAt)],
        ...bookingJobRows(booking),
        ...bookingCustomerRows(booking),
      ]}
      emails={booking.emails}
    >
      <h3 className="mt-8 mb-3 text-lg font-bold text-brand-900">History</h3>
      <BookingHistory events={booking.events} />
    </InboxRecord>
  );
});
