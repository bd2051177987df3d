// GET /admin/bookings/export - the filtered bookings as CSV (admin only)
import { penceAsPounds } from "@/lib/prices";
import { adminRoute, csvResponse } from "@/lib/server/admin-route";
import { listBookings, toCsv } from "@/lib/server/data/inbox";

export const dynamic = "force-dynamic";

export const GET = adminRoute(async (request) => {
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
      penceAsPounds(b.subtotalPence),
      penceAsPounds(b.vatPence),
      penceAsPounds(b.totalPence),
      b.customerName,
      b.customerEmail,
      b.customerPhone,
      b.companyName,
      b.collectionAddress,
      b.specialRequirements,
      b.createdAt.toISOString(),
    ]),
  );
  return csvResponse(csv, "bookings.csv");
});
