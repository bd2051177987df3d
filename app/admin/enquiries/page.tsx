import Link from "@/components/ui/link";
import { InboxFilters } from "@/components/office/inbox-filters";
import { InboxHeader } from "@/components/office/inbox-header";
import { enquiryStatuses, enquiriesPage } from "@/lib/office/inbox";
import { ListPages } from "@/components/admin/list-pages";
import { parsePageNumber } from "@/lib/shared/pagination";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import { formatLondonDateTime } from "@/lib/shared/format-date";

type Props = { searchParams: Promise<Record<string, string | undefined>> };

export const metadata = adminSectionMetadata("enquiries");

export default adminPage(async function EnquiriesPage({ searchParams }: Props) {
  const filter = await searchParams;
  const list = await enquiriesPage(filter, parsePageNumber(filter.page) ?? 1);
  const enquiries = list.items;
  return (
    <div>
      <InboxHeader exportPath="/admin/enquiries/export" filter={filter} />
      <div className="mt-4">
        <InboxFilters
          action="/admin/enquiries"
          statuses={enquiryStatuses}
          kinds={["quote", "contact"]}
          values={filter}
        />
      </div>
      {enquiries.length === 0 ? (
        <p className="mt-6 text-muted">No enquiries match.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {enquiries.map((e) => (
            <li
              key={e.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
            >
              <div className="min-w-0">
                <Link
                  href={`/admin/enquiries/${e.id}`}
                  className="font-semibold text-accent-700 underline"
                >
                  {e.name}
                  {e.companyName ? ` (${e.companyName})` : ""}
                </Link>
                <p className="truncate text-muted">
                  {e.kind === "quote" ? "Quote request" : "Contact message"}
                  {e.areaSlug ? ` from /areas/${e.areaSlug}` : ""} • {e.email} •{" "}
                  {formatLondonDateTime(e.createdAt)}
                </p>
              </div>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold capitalize">
                {e.status}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ListPages page={list} noun="enquiries" path="/admin/enquiries" filter={filter} />
    </div>
  );
});
