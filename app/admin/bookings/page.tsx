import Link from "@/components/ui/link";
import { InboxFilters } from "@/components/office/inbox-filters";
import { InboxHeader } from "@/components/office/inbox-header";
import { SimpleTable } from "@/components/admin/simple-table";
import { formatLongDay, nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { formatCharge } from "@/lib/shared/prices";
import { serviceLabels, slotLabels } from "@/lib/shared/booking-options";
import { CHANGEABLE_STATUSES, statusLabels } from "@/lib/bookings/lifecycle-rules";
import { NEEDS_NEW_DATE } from "@/lib/bookings/capacity-rules";
import { closedAmong } from "@/lib/bookings/capacity";
import {
  bookingSortLabels,
  bookingSorts,
  bookingStatuses,
  bookingsPage,
  type InboxFilter,
} from "@/lib/office/inbox";
import { ListPages } from "@/components/admin/list-pages";
import { parsePageNumber } from "@/lib/shared/pagination";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import { FilterNote } from "@/components/admin/filter-note";
import { overCapacityFilterText } from "@/lib/office/today-texts";
import { RunSheetForm } from "@/components/office/run-sheet-form";
import { buttonClass } from "@/components/ui/button-styles";
import { phoneBookingTexts } from "@/lib/bookings/phone-booking-texts";
import { paths } from "@/lib/shared/paths";

type Props = { searchParams: Promise<Record<string, string | undefined>> };

export const metadata = adminSectionMetadata("bookings");

export default adminPage(async function BookingsPage({ searchParams }: Props) {
  const filter: InboxFilter = await searchParams;
  const list = await bookingsPage(filter, parsePageNumber(filter.page) ?? 1);
  const bookings = list.items;
  // Bookings still to come whose day the office has since closed: the customer was asked to move.
  const closed = await closedAmong([...new Set(bookings.map((b) => b.day))]);
  const needsNewDate = (b: (typeof bookings)[number]) =>
    closed.has(b.day) && CHANGEABLE_STATUSES.includes(b.status);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href={paths.adminNewBooking} className={buttonClass("primary")}>
          {phoneBookingTexts.newBooking}
        </Link>
        <InboxHeader exportPath="/admin/bookings/export" filter={filter} />
      </div>
      <div className="mt-4">
        <RunSheetForm day={nextWorkingDay(todayInLondon())} />
      </div>
      {filter.capacity === "over" && (
        <FilterNote text={overCapacityFilterText} clear="/admin/bookings" />
      )}
      <div className="mt-4">
        <InboxFilters
          action="/admin/bookings"
          kept={{ capacity: filter.capacity === "over" ? "over" : undefined }}
          statuses={bookingStatuses}
          statusLabels={statusLabels}
          values={filter}
          searchHint="Name, e-mail, company, reference, postcode"
          sorts={bookingSorts.map((value) => ({ value, label: bookingSortLabels[value] }))}
        />
      </div>
      {bookings.length === 0 ? (
        <p className="mt-6 text-muted">No bookings match.</p>
      ) : (
        <div className="mt-6">
          <SimpleTable
            caption={`Bookings, ${filter.sort === "received" ? "newest received first" : "by collection date"}`}
            headers={[
              "Reference",
              "Date",
              "Slot",
              "Postcode",
              "Status",
              "Customer",
              "Service",
              "Total",
            ]}
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
                formatLongDay(b.day),
                slotLabels[b.timeSlot],
                <PostcodeCell key="postcode" postcode={b.postcode} outsideArea={b.outsideArea} />,
                needsNewDate(b) ? (
                  <span key="status">
                    {statusLabels[b.status]}{" "}
                    <strong className="ml-1 rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-800">
                      {NEEDS_NEW_DATE}
                    </strong>
                  </span>
                ) : (
                  statusLabels[b.status]
                ),
                `${b.customerName}${b.companyName ? ` (${b.companyName})` : ""}`,
                `${serviceLabels[b.serviceType]}, ${b.bagQuantity} bag(s)`,
                formatCharge(b.totalPence),
              ],
            }))}
          />
        </div>
      )}
      <ListPages page={list} noun="bookings" path="/admin/bookings" filter={filter} />
    </div>
  );
});

/** The postcode, and the flag the office acts on: outside the covered districts. */
function PostcodeCell({
  postcode,
  outsideArea,
}: {
  postcode: string | null;
  outsideArea: boolean;
}) {
  return (
    <>
      {postcode ?? "-"}
      {outsideArea && (
        <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Outside area
        </span>
      )}
    </>
  );
}
