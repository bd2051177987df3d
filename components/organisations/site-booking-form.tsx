import Link from "@/components/ui/link";
import { BookingForm } from "@/components/bookings/booking-form";
import { coverageTable } from "@/lib/content/postcode-coverage";
import { bookForSite } from "@/lib/organisations/organisation-booking-actions";
import type { SiteBookingStart } from "@/lib/organisations/organisation-booking";
import { organisationBookingTexts as texts } from "@/lib/organisations/organisation-booking-texts";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
import { paths } from "@/lib/shared/paths";

/**
 * The account's Book a collection for one site: /book's form and steps, started from the site's
 * address and contact (and, Book again, a past booking's service and quantity), sent to the
 * action that books for the site once it has checked the member may.
 */
export function SiteBookingForm({ start }: { start: SiteBookingStart }) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10">
      <p>
        <Link href={paths.account} className="text-sm font-semibold text-brand-800 underline">
          {texts.backToAccount}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{texts.heading(start.site.name)}</h1>
      <p className="mt-2 max-w-3xl text-muted">{texts.intro(start.organisation)}</p>
      {start.from && (
        <p className="mt-1 text-muted">{texts.bookAgainIntro(start.from.reference)}</p>
      )}
      <div className="mt-8">
        <BookingForm
          coverage={coverageTable}
          cardPayments={cardPaymentsEnabled()}
          initial={start.initial}
          action={bookForSite}
          fields={{ site_id: start.site.id }}
          purchaseOrderRequired={start.purchaseOrderRequired}
        />
      </div>
    </section>
  );
}
