import type { Metadata } from "next";
import { LinkNotValid } from "@/components/site/link-not-valid";
import { PRIVATE_LINK_REFERRER_POLICY } from "@/lib/shared/private-link";
import { BookingChanges } from "@/components/bookings/booking-changes";
import { BookingTimeline } from "@/components/bookings/booking-timeline";
import { buttonClass } from "@/components/ui/button-styles";
import { DetailList } from "@/components/ui/detail-list";
import { JobRecordDetails } from "@/components/custody/job-record";
import { BookingPaymentPanel } from "@/components/payments/booking-payment-panel";
import {
  bookingTimeline,
  CHANGEABLE_STATUSES,
  changeableOnline,
  closedDayMessages,
  manageMessages,
} from "@/lib/bookings/lifecycle-rules";
import { bookingPriceRows, bookingServiceRows } from "@/lib/bookings/booking-rows";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { cancelMyBooking, rescheduleMyBooking } from "@/lib/booking-flows/manage-booking-actions";
import { goPayBookingByCard, payBookingByCard } from "@/lib/payments/payment-actions";
import { findManagedBooking } from "@/lib/bookings/booking-changes";
import { currentCertificate } from "@/lib/certificates/certificates";
import { jobRecords } from "@/lib/custody/job-steps";
import { customerCustody } from "@/lib/custody/customer-timeline";
import { CustomerTimeline } from "@/components/custody/customer-timeline";
import { bookingIdFromToken } from "@/lib/server/signed-links";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { confirmReturnedSession } from "@/lib/payments/confirm-return";
import { bookingPaymentView } from "@/lib/payments/payment-view";
import { onTheWayLine } from "@/lib/routes/arrival-view";
import { OnTheWay } from "@/components/routes/on-the-way";

// The customer's manage page, reached only through the signed link in their e-mails. Read on
// every request (never cached or prerendered); kept out of search engines and the sitemap, and
// no more than the site's origin is sent on as a referrer (lib/shared/private-link.ts).

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your booking",
  robots: { index: false, follow: false },
  referrer: PRIVATE_LINK_REFERRER_POLICY,
};

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ session_id?: string | string[] }>;
};

export default async function ManageBookingPage({ params, searchParams }: Props) {
  const { token } = await params;
  const { session_id: sessionId } = await searchParams;
  const now = new Date();
  const id = bookingIdFromToken(token, todayInLondon(now));
  // Back from Stripe's Checkout: confirm the payment now rather than wait for the webhook.
  const returned =
    id && typeof sessionId === "string"
      ? await confirmReturnedSession(sessionId, { bookingId: id }, now)
      : "none";
  // A payment this page confirmed filed its receipt: send it now rather than at the next tick.
  if (returned === "paid") deliverAfterResponse();
  const booking = id ? await findManagedBooking(id) : null;
  // proxy.ts answered an invalid link 404 already; this is one that ended since (a race).
  if (!booking) return <LinkNotValid />;
  const payment = await bookingPaymentView(booking, returned, now);
  const certificate =
    booking.status === "certificate_issued" ? await currentCertificate(booking.id) : null;
  // Collected or later: the job record replaces "Change or cancel".
  const finished = booking.status !== "cancelled" && !CHANGEABLE_STATUSES.includes(booking.status);
  const record = finished ? await jobRecords(booking.id) : null;
  const onTheWay = await onTheWayLine(booking.id, now);
  const custody = (await customerCustody(token, now)) ?? [];

  const steps = bookingTimeline(
    booking.status,
    booking.events.map((event) => event.kind),
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        Your booking {booking.reference}
      </h1>
      <section aria-labelledby="status-heading" className="mt-8">
        <h2 id="status-heading" className="text-xl font-bold text-brand-900">
          Status
        </h2>
        <OnTheWay line={onTheWay} />
        <BookingTimeline steps={steps} />
        {certificate && (
          <p className="mt-5">
            <a
              href={paths.manageCertificate(token)}
              className={buttonClass("primary")}
              aria-label={`Download certificate ${certificate.number} (PDF)`}
            >
              Download certificate
            </a>
            <span className="ml-3 text-sm text-muted">
              Certificate of destruction {certificate.number}, PDF
            </span>
          </p>
        )}
      </section>
      <CustomerTimeline steps={custody} />
      <section aria-labelledby="details-heading" className="mt-8">
        <h2 id="details-heading" className="text-xl font-bold text-brand-900">
          Details
        </h2>
        <DetailList
          rows={[
            ...bookingServiceRows(booking),
            ["Collection address", booking.collectionAddress],
            ["Company", booking.companyName],
            ...bookingPriceRows(booking),
          ]}
        />
      </section>
      <BookingPaymentPanel
        view={payment}
        pay={payBookingByCard.bind(null, token)}
        go={goPayBookingByCard.bind(null, token)}
      />
      {record ? (
        <section aria-labelledby="job-heading" className="mt-8">
          <h2 id="job-heading" className="text-xl font-bold text-brand-900">
            Collected and destroyed
          </h2>
          <JobRecordDetails record={record} />
        </section>
      ) : (
        <section aria-labelledby="changes-heading" className="mt-8">
          <h2 id="changes-heading" className="text-xl font-bold text-brand-900">
            Change or cancel
          </h2>
          {booking.status === "cancelled" ? (
            <p className="mt-3">{manageMessages.cancelled}</p>
          ) : changeableOnline(booking, now) ? (
            <>
              {!booking.needsNewDate && (
                <p className="mt-3 text-muted">
                  You can change the date or cancel online until 17:00 on the working day before the
                  collection.
                </p>
              )}
              <BookingChanges
                booking={token}
                job={booking}
                actions={{ reschedule: rescheduleMyBooking, cancel: cancelMyBooking }}
                notice={booking.needsNewDate ? closedDayMessages.notice(booking.day) : undefined}
              />
            </>
          ) : (
            <p className="mt-3 font-semibold">
              {manageMessages.tooLateLead}{" "}
              <a href={site.phone.href} className="underline">
                {site.phone.display}
              </a>
              .
            </p>
          )}
        </section>
      )}
    </div>
  );
}
