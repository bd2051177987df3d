// GET /admin/bookings/export - the filtered bookings as CSV (admin only)
import { penceAsPounds } from "@/lib/prices";
import { adminRoute } from "@/lib/server/admin-route";
import { csvExport } from "@/lib/server/csv-export";
import { listBookings, type InboxBooking } from "@/lib/server/data/inbox";

export const dynamic = "force-dynamic";

export const GET = adminRoute(
  csvExport<InboxBooking>(
    "bookings.csv",
    [
      ["reference", (b) => b.reference],
      ["status", (b) => b.status],
      ["selected_date", (b) => b.day],
      ["time_slot", (b) => b.timeSlot],
      ["service_type", (b) => b.serviceType],
      ["bag_quantity", (b) => b.bagQuantity],
      ["subtotal", (b) => penceAsPounds(b.subtotalPence)],
      ["vat", (b) => penceAsPounds(b.vatPence)],
      ["total", (b) => penceAsPounds(b.totalPence)],
      ["customer_name", (b) => b.customerName],
      ["customer_email", (b) => b.customerEmail],
      ["customer_phone", (b) => b.customerPhone],
      ["company_name", (b) => b.companyName],
      ["collection_address", (b) => b.collectionAddress],
      ["postcode", (b) => b.postcode],
      ["outside_area", (b) => (b.outsideArea ? "yes" : "no")],
      ["special_requirements", (b) => b.specialRequirements],
      ["created_at", (b) => b.createdAt.toISOString()],
    ],
    (filter) => listBookings(filter, 10_000),
  ),
);
