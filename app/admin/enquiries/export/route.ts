// GET /admin/enquiries/export - the filtered enquiries as CSV (admin only)
import { adminRoute, csvResponse } from "@/lib/server/admin-route";
import { listEnquiries, toCsv } from "@/lib/server/data/inbox";

export const dynamic = "force-dynamic";

export const GET = adminRoute(async (request) => {
  const filter = Object.fromEntries(new URL(request.url).searchParams);
  const enquiries = await listEnquiries(filter, 10_000);
  const csv = toCsv(
    [
      "kind",
      "status",
      "name",
      "email",
      "phone",
      "company_name",
      "postcode",
      "subject",
      "area",
      "message",
      "created_at",
    ],
    enquiries.map((e) => [
      e.kind,
      e.status,
      e.name,
      e.email,
      e.phone,
      e.companyName,
      e.postcode,
      e.subject,
      e.areaSlug,
      e.message,
      e.createdAt.toISOString(),
    ]),
  );
  return csvResponse(csv, "enquiries.csv");
});
