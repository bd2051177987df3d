import { notFound } from "next/navigation";
import { InboxRecord } from "@/components/admin/inbox-record";
import { bookingCustomerRows, bookingJobRows } from "@/lib/booking-rows";
import { formatLondonDateTime } from "@/lib/format-date";
import { setBookingStatusAction } from "@/lib/server/actions/admin-inbox-actions";
import { adminPage } from "@/lib/server/admin-guard";
import { bookingStatuses, findBooking } from "@/lib/server/data/inbox";

type Props = { params: Promise<{ id: string }> };

export default adminPage(async function BookingDetailPage({ params }: Props) {
  const { id } = await params;
  const booking = /^[0-9a-f-]{36}$/.test(id) ? await findBooking(id) : null;
  if (!booking) notFound();
  return (
    <InboxRecord
      back={{ href: "/admin/bookings", label: "Back to bookings" }}
      heading={`Booking ${booking.reference}`}
      status={{
        current: booking.status,
        statuses: bookingStatuses,
        change: setBookingStatusAction.bind(null, booking.id),
      }}
      rows={[
        ["Received", formatLondonDateTime(booking.createdAt)],
        ...bookingJobRows(booking),
        ...bookingCustomerRows(booking),
      ]}
      emails={booking.emails}
    />
  );
});
