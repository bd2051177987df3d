import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { BookingHistory } from "@/components/bookings/booking-history";
import { BookingPaymentSection } from "@/components/payments/booking-payment";
import { CertificateLinks } from "@/components/certificates/certificate-links";
import { CrewRecordings } from "@/components/crew/crew-recordings";
import { AddToOrganisation } from "@/components/organisations/add-to-organisation";
import { InboxRecord } from "@/components/office/inbox-record";
import { CustodyTimelineSection } from "@/components/custody/custody-timeline";
import { JobPanel } from "@/components/custody/job-panel";
import { jobPanelDefaults } from "@/components/custody/job-panel-defaults";
import { BookingChanges } from "@/components/bookings/booking-changes";
import { BookingTimeline } from "@/components/bookings/booking-timeline";
import {
  bookingTimeline,
  CHANGEABLE_STATUSES,
  nextJobAction,
} from "@/lib/bookings/lifecycle-rules";
import { bookingCustomerRows, bookingJobRows } from "@/lib/bookings/booking-rows";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { crewRecordingsOf } from "@/lib/crew/booking-recordings";
import { jobCustody } from "@/lib/custody/job-custody";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import {
  cancelBookingAction,
  rescheduleBookingAction,
} from "@/lib/booking-flows/office-booking-actions";
import { adminPage } from "@/lib/server/admin-guard";
import { unprintableCharacters } from "@/lib/server/pdf/text";
import { bookingPayment } from "@/lib/payments/booking-payment";
import { certificatesOfBooking } from "@/lib/certificates/certificates";
import { contractNumberOf } from "@/lib/contracts/contract-detail";
import { findBooking } from "@/lib/office/inbox";
import { jobRecords } from "@/lib/custody/job-steps";
import { placementOf } from "@/lib/organisations/placement";
import { locationRows } from "@/lib/locations/location-texts";
import { timeOnSiteOf } from "@/lib/crew/time-on-site";
import type { DisplayRow } from "@/lib/bookings/booking-rows";
import { durationText, timeOnSiteTexts } from "@/lib/crew/time-on-site-texts";

type Props = { params: Promise<{ id: string }> };

// Below Bookings: the frame's h1 says Bookings, the page's heading names the booking.
export const metadata = { title: "Booking" };

export default adminPage(async function BookingDetailPage({ params }: Props) {
  const { id } = await params;
  const booking = /^[0-9a-f-]{36}$/.test(id) ? await findBooking(id) : null;
  if (!booking) notFound();
  const now = new Date();
  const [records, certificates, payment, contract, crew, custody, placement, onSite] =
    await Promise.all([
      jobRecords(booking.id),
      certificatesOfBooking(booking.id),
      bookingPayment(booking, now),
      booking.contractId ? contractNumberOf(booking.contractId) : null,
      crewRecordingsOf(booking.id),
      jobCustody(booking.id),
      placementOf("booking", booking.id),
      timeOnSiteOf(booking.id),
    ]);
  const collection = records.collection;
  // Who the certificate names and what it states: a character no font prints is warned about.
  const unprintable = unprintableCharacters(
    booking.customerName,
    booking.companyName,
    booking.collectionAddress,
    collection?.operative,
    collection?.sealNumbers,
    records.destruction?.destroyedBy,
    records.destruction?.place,
  );
  const steps = bookingTimeline(
    booking.status,
    booking.events.map((event) => event.kind),
  );
  return (
    <InboxRecord
      back={{ href: "/admin/bookings", label: "Back to bookings" }}
      heading={`Booking ${booking.reference}`}
      summary={
        <>
          {contract && (
            <p className="mt-2 text-sm">
              <Link
                href={paths.adminContract(contract)}
                className="font-semibold text-accent-700 underline"
              >
                {contractMessages.visitOf(contract)}
              </Link>
            </p>
          )}
          <BookingTimeline steps={steps} />
          <JobPanel
            bookingId={booking.id}
            next={nextJobAction(booking.status)}
            correctable={booking.status === "certificate_issued"}
            unprintable={unprintable}
            {...jobPanelDefaults(booking, records, now)}
          />
          <CrewRecordings bookingId={booking.id} {...crew} />
          <CustodyTimelineSection timeline={custody} />
          <CertificateLinks certificates={certificates} />
          <BookingPaymentSection payment={payment} />
          <AddToOrganisation record="booking" id={booking.id} placement={placement} />
          {CHANGEABLE_STATUSES.includes(booking.status) && (
            <BookingChanges
              booking={booking.id}
              job={booking}
              actions={{ reschedule: rescheduleBookingAction, cancel: cancelBookingAction }}
              priced={!booking.contractId}
              by="office"
            />
          )}
        </>
      }
      rows={[
        ["Received", formatLondonDateTime(booking.createdAt)],
        ...bookingJobRows(booking),
        ...(onSite === null
          ? []
          : [[timeOnSiteTexts.label, durationText(onSite)] satisfies DisplayRow]),
        ...bookingCustomerRows(booking),
        ...locationRows(booking),
      ]}
      emails={booking.emails}
    >
      <section aria-labelledby="history-heading">
        <h3 id="history-heading" className="mt-8 mb-3 text-lg font-bold text-brand-900">
          History
        </h3>
        <BookingHistory events={booking.events} />
      </section>
    </InboxRecord>
  );
});
