// GET /admin/bookings/export - the filtered bookings as CSV (admin only)
import { checkAdmin } from "@/lib/server/auth";
import { listBookings, toCsv } from "@/lib/server/data/inbox";

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
  const bookings = await listBookings(filter, 10_000);
  const csv = toCsv(
    [
      "reference",
      "status",
      "selected_date",
      "time_slot",
      "service_type",
      "bag_quantity",
      "subtotal",
      "vat",
      "total",
      "customer_name",
      "customer_email",
      "customer_phone",
      "company_name",
      "collection_address",
      "special_requirements",
      "created_at",
    ],
    bookings.map((b) => [
      b.reference,
      b.status,
      b.selectedDate.toISOString().slice(0, 10),
      b.timeSlot,
      b.serviceType,
      b.bagQuantity,
      (b.subtotalPence / 100).toFixed(2),
      (b.vatPence / 100).toFixed(2),
      (b.totalPence / 100).toFixed(2),
      b.customerName,
      b.customerEmail,
      b.customerPhone,
      b.companyName,
      b.collectionAddress,
      b.specialRequirements,
      b.createdAt.toISOString(),
    ]),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="bookings.csv"',
      "cache-control": "no-store",
    },
  });
}
