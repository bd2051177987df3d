// GET /admin/bookings/export - the filtered bookings as CSV (admin only)
import { adminRoute } from "@/lib/server/admin-route";
import { bookingCsvColumns } from "@/lib/office/csv-columns";
import { csvExport } from "@/lib/server/csv-export";
import { listBookings } from "@/lib/office/inbox";

export const dynamic = "force-dynamic";

export const GET = adminRoute(
  csvExport("bookings.csv", bookingCsvColumns, (filter) => listBookings(filter, 10_000)),
);
