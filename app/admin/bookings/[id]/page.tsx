import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { DetailList } from "@/components/admin/detail-list";
import { EmailLog } from "@/components/admin/email-log";
import { StatusControl } from "@/components/admin/status-control";
import { formatLongDay } from "@/lib/dates";
import { formatCharge } from "@/lib/prices";
import { serviceLabels, slotLabels } from "@/lib/pricing";
import { setBookingStatusAction } from "@/lib/server/actions/admin-inbox-actions";
import { bookingStatuses, findBooking } from "@/lib/server/data/inbox";
import { adminPage } from "@/lib/server/admin-guard";
import { formatLondonDateTime } from "@/lib/format-date";

type Props = { params: Promise<{ id: string }> };

export default adminPage(async function BookingDetailPage({ params }: Props) {
  const { id } = await params;
  const booking = /^[0-9a-f-]{36}$/.test(id) ? await findBooking(id) : null;
  if (!booking) notFound();
  const rows: [string, string | null][] = [
    ["Reference", booking.reference],
    ["Received", formatLondonDateTime(booking.createdAt)],
    ["Service", serviceLabels[booking.serviceType]],
    ["Date", formatLongDay(booking.selectedDate.toISOString().slice(0, 10))],
    ["Time slot", slotLabels[booking.timeSlot]],
    ["Bags / boxes", String(booking.bagQuantity)],
    ["Subtotal", formatCharge(booking.subtotalPence)],
    ["VAT", formatCharge(booking.vatPence)],
    ["Total", formatCharge(booking.totalPence)],
    ["Name", booking.customerName],
    ["Email", booking.customerEmail],
    ["Phone", booking.customerPhone],
    ["Company", booking.companyName],
    ["Collection address", booking.collectionAddress],
    ["Special requirements", booking.specialRequirements],
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
