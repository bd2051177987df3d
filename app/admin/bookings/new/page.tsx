import Link from "@/components/ui/link";
import { PhoneBookingForm } from "@/components/bookings/phone-booking-form";
import { phoneBookingTexts } from "@/lib/bookings/phone-booking-texts";
import { paths } from "@/lib/shared/paths";
import { coverageTable } from "@/lib/content/postcode-coverage";
import { bookByPhone } from "@/lib/bookings/phone-booking-actions";
import { adminPage } from "@/lib/server/admin-guard";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";

export const metadata = { title: phoneBookingTexts.newBooking };

// The office books by phone: /book's form for the office, under Bookings.
export default adminPage(async function NewBookingPage() {
  return (
    <div>
      <Link href={paths.adminBookings} className="text-sm font-semibold text-accent-700 underline">
        Back to bookings
      </Link>
      <h2 className="mt-3 text-2xl font-bold text-brand-900">{phoneBookingTexts.newBooking}</h2>
      <p className="mt-1 mb-6 text-sm text-muted">
        A booking taken by phone: the same prices and places as online. The customer is e-mailed the
        confirmation and the manage link.
      </p>
      <PhoneBookingForm
        coverage={coverageTable}
        cardPayments={cardPaymentsEnabled()}
        book={bookByPhone}
      />
    </div>
  );
});
