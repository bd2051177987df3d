// GET /admin/enquiries/export - the filtered enquiries as CSV (admin only)
import { adminRoute } from "@/lib/server/admin-route";
import { csvExport } from "@/lib/server/csv-export";
import { listEnquiries, type InboxEnquiry } from "@/lib/server/data/inbox";

export const dynamic = "force-dynamic";

export const GET = adminRoute(
  csvExport<InboxEnquiry>(
    "enquiries.csv",
    [
      ["kind", (e) => e.kind],
      ["status", (e) => e.status],
      ["name", (e) => e.name],
      ["email", (e) => e.email],
      ["phone", (e) => e.phone],
      ["company_name", (e) => e.companyName],
      ["postcode", (e) => e.postcode],
      ["subject", (e) => e.subject],
      ["area", (e) => e.areaSlug],
      ["message", (e) => e.message],
      ["created_at", (e) => e.createdAt.toISOString()],
    ],
    (filter) => listEnquiries(filter, 10_000),
  ),
);
