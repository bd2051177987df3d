// GET /admin/enquiries/export - the filtered enquiries as CSV (admin only)
import { checkAdmin } from "@/lib/server/auth";
import { listEnquiries, toCsv } from "@/lib/server/data/inbox";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const check = await checkAdmin();
  if (check.status !== "admin") {
    return Response.json(
      { error: "Forbidden" },
      { status: check.status === "anonymous" ? 401 : 403 },
    );
  }
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
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="enquiries.csv"',
      "cache-control": "no-store",
    },
  });
}
