import Link from "@/components/ui/link";
import { InboxFilters } from "@/components/admin/inbox-filters";
import { SimpleTable } from "@/components/admin/simple-table";
import { formatLongDay } from "@/lib/dates";
import { formatCharge } from "@/lib/prices";
import { serviceLabels } from "@/lib/pricing";
import { bookingStatuses, listBookings, type InboxFilter } from "@/lib/server/data/inbox";
import { adminPage } from "@/lib/server/admin-guard";

type Props = { searchParams: Promise<Record<string, string | undefined>> };

export default adminPage(async function BookingsPage({ searchParams }: Props) {
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
        <div className="mt-6">
          <SimpleTable
            caption="Bookings, newest first"
            headers={["Reference", "Date", "Customer", "Service", "Total", "Status"]}
            minWidth="min-w-[720px]"
            rows={bookings.map((b) => ({
              key: b.id,
              cells: [
                <Link
                  key="reference"
                  href={`/admin/bookings/${b.id}`}
                  className="font-mono font-semibold text-accent-700 underline"
                >
                  {b.reference}
                </Link>,
                formatLongDay(b.selectedDate.toISOString().slice(0, 10)),
                `${b.customerName}${b.companyName ? ` (${b.companyName})` : ""}`,
                `${serviceLabels[b.serviceType]}, ${b.bagQuantity} bag(s)`,
                formatCharge(b.totalPence),
                <span key="status" className="capitalize">
                  {b.status}
                </span>,
              ],
            }))}
          />
        </div>
      )}
    </div>
  );
});
