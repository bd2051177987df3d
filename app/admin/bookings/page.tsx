import Link from "@/components/ui/link";
import { InboxFilters } from "@/components/admin/inbox-filters";
import { formatLongDay } from "@/lib/dates";
import { formatPounds } from "@/lib/prices";
import { serviceLabels } from "@/lib/pricing";
import { bookingStatuses, listBookings, type InboxFilter } from "@/lib/server/data/inbox";

type Props = { searchParams: Promise<Record<string, string | undefined>> };

export default async function BookingsPage({ searchParams }: Props) {
  const filter: InboxFilter = await searchParams;
  const bookings = await listBookings(filter);
  const query = new URLSearchParams(
    Object.entries(filter).filter(([, v]) => v) as [string, string][],
  ).toString();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-brand-900">Bookings</h2>
        <a
          href={`/admin/bookings/export${query ? `?${query}` : ""}`}
          className="text-sm font-semibold text-accent-700 underline"
        >
          Export CSV
        </a>
      </div>
      <div className="mt-4">
        <InboxFilters action="/admin/bookings" statuses={bookingStatuses} values={filter} />
      </div>
      {bookings.length === 0 ? (
        <p className="mt-6 text-muted">No bookings match.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Bookings, newest first</caption>
            <thead className="border-b border-slate-200 text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Reference
                </th>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Customer
                </th>
                <th scope="col" className="py-2 pr-3">
                  Service
                </th>
                <th scope="col" className="py-2 pr-3">
                  Total
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((b) => (
                <tr key={b.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3 font-mono font-semibold">
                    <Link href={`/admin/bookings/${b.id}`} className="text-accent-700 underline">
                      {b.reference}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">
                    {formatLongDay(b.selectedDate.toISOString().slice(0, 10))}
                  </td>
                  <td className="py-2 pr-3">
                    {b.customerName}
                    {b.companyName ? ` (${b.companyName})` : ""}
                  </td>
                  <td className="py-2 pr-3">
                    {serviceLabels[b.serviceType]}, {b.bagQuantity} bag(s)
                  </td>
                  <td className="py-2 pr-3">{formatPounds(b.totalPence)}</td>
                  <td className="py-2 capitalize">{b.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
