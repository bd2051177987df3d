// GET /admin/enquiries/export - the filtered enquiries as CSV (admin only)
import { adminRoute } from "@/lib/server/admin-route";
import { enquiryCsvColumns } from "@/lib/office/csv-columns";
import { csvExport } from "@/lib/server/csv-export";
import { listEnquiries } from "@/lib/office/inbox";

export const dynamic = "force-dynamic";

export const GET = adminRoute(
  csvExport("enquiries.csv", enquiryCsvColumns, (filter) => listEnquiries(filter, 10_000)),
);
