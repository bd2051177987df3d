import Link from "@/components/ui/link";
import type { SignedInAccount } from "@/lib/account/account-session";
import { bookableSitesOf, type BookableSite } from "@/lib/organisations/organisation-booking";
import { organisationBookingTexts as texts } from "@/lib/organisations/organisation-booking-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { paths } from "@/lib/shared/paths";

// The account's ways into Book a collection: one link a site the member may book for, and Book
// again beside a past booking. The account's lists place them; the sites come from
// bookableSitesOf(account), read once per page (the booking page checks them again).

const linkStyle = "font-semibold text-brand-800 underline";
const buttonStyle =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2";

/** 'Book a collection' for each site in `sites`; nothing when there is none. */
export function BookCollectionLinks({ sites }: { sites: readonly BookableSite[] }) {
  if (sites.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-3" aria-label={organisationTexts.bookCollection}>
      {sites.map((site) => (
        <li key={site.id}>
          {/* Its visible words start its name (WCAG 2.5.3): the site's name is read out even
              where only one site shows and the link says "Book a collection". */}
          <Link
            href={paths.accountBook(site.id)}
            className={buttonStyle}
            aria-label={sites.length > 1 ? undefined : texts.bookCollectionFor(site.name)}
          >
            {sites.length > 1
              ? texts.bookCollectionFor(site.name)
              : organisationTexts.bookCollection}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in account's Book a collection links (read here); nothing outside an organisation. */
export async function SiteBookingLinks({ account }: { account: SignedInAccount }) {
  return <BookCollectionLinks sites={await bookableSitesOf(account)} />;
}

/**
 * 'Book again' for a past booking: a link to its own site's form when the member may book for
 * it; otherwise (a booking from before the organisation) a choice of site; nothing without one.
 */
export function BookAgain({
  booking,
  sites,
}: {
  booking: { id: string; reference: string; siteId: string | null };
  sites: readonly BookableSite[];
}) {
  const ownSite = sites.find((site) => site.id === booking.siteId);
  if (ownSite) {
    return (
      <Link
        href={paths.accountBook(ownSite.id, booking.id)}
        className={linkStyle}
        aria-label={texts.bookAgainFor(booking.reference)}
      >
        {organisationTexts.bookAgain}
      </Link>
    );
  }
  if (sites.length === 0) return null;
  const selectId = `book-again-site-${booking.id}`;
  return (
    <form
      action={paths.accountBook(booking.id).split("?")[0]}
      method="get"
      className="flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="from" value={booking.id} />
      <label htmlFor={selectId} className="sr-only">
        {organisationTexts.chooseSite}
      </label>
      <select
        id={selectId}
        name="site"
        className="min-h-11 rounded-lg border border-slate-300 px-2 text-sm"
      >
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={linkStyle}
        aria-label={texts.bookAgainFor(booking.reference)}
      >
        {organisationTexts.bookAgain}
      </button>
    </form>
  );
}
