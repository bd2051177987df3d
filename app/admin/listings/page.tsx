import { CopyButton } from "@/components/admin/copy-button";
import { listings } from "@/lib/content/listings";
import { site } from "@/lib/shared/site";
import { siteUrl } from "@/lib/server/env";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";

export const metadata = adminSectionMetadata("listings");

export default adminPage(function ListingsPage() {
  const host = new URL(siteUrl()).host;
  const facts = [
    { label: "Business name", value: site.name },
    { label: "Phone", value: site.phone.display },
    { label: "Address", value: site.facility.oneLine },
    { label: "Website", value: siteUrl() },
  ];
  return (
    <div>
      <p className="mt-1 text-muted">Use exactly these details on every directory.</p>
      <dl className="mt-4 grid gap-3 rounded-xl bg-brand-50 p-5 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold text-muted uppercase">{fact.label}</dt>
            <dd className="flex items-center justify-between gap-3 font-semibold text-brand-900">
              <span className="break-all">{fact.value}</span>
              <CopyButton value={fact.value} label={fact.label} />
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {listings(host).map((listing) => (
          <li key={listing.name} className="rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-bold text-brand-900">{listing.name}</h2>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${listing.status === "Needs Verification" ? "bg-amber-100 text-amber-900" : "bg-slate-200 text-slate-800"}`}
              >
                {listing.status}
              </span>
            </div>
            <p className="mt-2 text-sm text-muted">{listing.note}</p>
            <div className="mt-3 flex items-center justify-between gap-2">
              <a
                href={listing.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-semibold break-all text-accent-700 hover:underline"
              >
                {listing.url.replace(/^https:\/\//, "")}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <CopyButton value={listing.url} label={`${listing.name} link`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
});
