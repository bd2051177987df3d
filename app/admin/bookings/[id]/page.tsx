import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { DetailList } from "@/components/admin/detail-list";
import { EmailLog } from "@/components/admin/email-log";
import { StatusControl } from "@/components/admin/status-control";
import { bookingCustomerRows, bookingJobRows, type DisplayRow } from "@/lib/booking-rows";
import { setBookingStatusAction } from "@/lib/server/actions/admin-inbox-actions";
import { bookingStatuses, findBooking } from "@/lib/server/data/inbox";
import { adminPage } from "@/lib/server/admin-guard";
import { formatLondonDateTime } from "@/lib/format-date";

type Props = { params: Promise<{ id: string }> };

export default adminPage(async function BookingDetailPage({ params }: Props) {
  const { id } = await params;
  const booking = /^[0-9a-f-]{36}$/.test(id) ? await findBooking(id) : null;
  if (!booking) notFound();
  const rows: DisplayRow[] = [
    ["Received", formatLondonDateTime(booking.createdAt)],
    ...bookingJobRows({ ...booking, day: booking.selectedDate.toISOString().slice(0, 10) }),
    ...bookingCustomerRows(booking),
  ];
  const setStatus = setBookingStatusAction.bind(null, booking.id);
  return (
    <div className="max-w-3xl">
      <Link href="/admin/bookings" className="text-sm font-semibold text-accent-700 underline">
        Back to bookings
      </Link>
      <h2 className="mt-3 text-2xl font-bold text-brand-900">Booking {booking.reference}</h2>
      <div className="mt-4">
        <StatusControl current={booking.status} statuses={bookingStatuses} change={setStatus} />
      </div>
      <DetailList rows={rows} />
      <h3 className="mt-8 mb-3 text-lg font-bold text-brand-900">E-mails</h3>
      <EmailLog
        emails={booking.emails.map((e) => ({ ...e, sentAt: e.sentAt?.toISOString() ?? null }))}
      />
    </div>
  );
});
