import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { peopleTexts } from "@/lib/organisations/people-texts";
import type { SiteRow } from "@/lib/organisations/sites";

/** The organisation's sites: name, address, contact, access notes, and any outside-area notice. */
export function SitesList({ sites }: { sites: SiteRow[] }) {
  if (sites.length === 0) return <p className="mt-2 text-muted">{organisationTexts.noSites}</p>;
  return (
    <ul className="grid gap-4 py-4 sm:grid-cols-2">
      {sites.map((site) => (
        <li key={site.id} className="rounded-xl border border-slate-200 p-4">
          <p className="font-semibold text-brand-900">{site.name}</p>
          <p className="text-sm break-words whitespace-pre-line text-ink">
            {site.address}
            {"\n"}
            {site.postcode}
          </p>
          <p className="mt-1 text-sm text-muted">
            {peopleTexts.contact}: {site.contactName}, {site.contactPhone}
          </p>
          {site.accessNotes && (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-muted">
              {peopleTexts.accessNotesLabel}: {site.accessNotes}
            </p>
          )}
          {site.outsideArea && (
            <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
              {site.outsideArea}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
