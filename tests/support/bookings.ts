// A booking made as a visitor makes it (the public action, priced and stored by the server), at
// the clock `now`, for integration tests that then change it. Customer n books from its own address.
import { randomUUID } from "node:crypto";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { db } from "@/lib/server/db";
import { manageToken } from "@/lib/server/signed-links";

export async function bookAsVisitor(
  now: Date,
  {
    day,
    n = 0,
    service = "collection",
    payment,
    purchaseOrder,
  }: {
    day: string;
    n?: number;
    service?: string;
    /** Pay now by card (card payment must be on: STRIPE_SECRET_KEY, tests/support/fake-stripe.ts). */
    payment?: "card_now" | "after_collection";
    purchaseOrder?: string;
  },
) {
  const result = await submitBooking.handle(
    { ip: `192.0.2.${n + 1}`, now },
    {
      service_type: service,
      bag_quantity: 2,
      selected_date: day,
      time_slot: "allday",
      customer_name: `Customer ${n}`,
      customer_email: `customer-${n}@example.test`,
      idempotency_key: randomUUID(),
      ...(payment ? { payment_choice: payment } : {}),
      ...(purchaseOrder ? { purchase_order: purchaseOrder } : {}),
    },
  );
  if (!result.ok) throw new Error(result.message);
  const row = await db().booking.findUniqueOrThrow({ where: { reference: result.data.reference } });
  return {
    id: row.id,
    reference: row.reference,
    token: manageToken(row.id, day),
    checkoutUrl: result.data.checkoutUrl,
  };
}

/** A job planted straight into the table on `day` (confirmed, one bag, all day unless told). */
export async function plantJob(
  reference: string,
  fields: {
    day: string;
    service?: "collection" | "onsite";
    slot?: "allday" | "am" | "pm";
    status?: "requested" | "confirmed" | "collected" | "cancelled";
    name?: string;
    company?: string | null;
    address?: string | null;
    postcode?: string | null;
    phone?: string | null;
    bags?: number;
    notes?: string | null;
  },
): Promise<string> {
  const row = await db().booking.create({
    data: {
      reference,
      customerName: fields.name ?? `Customer ${reference}`,
      customerEmail: `${reference.toLowerCase()}@example.test`,
      customerPhone: fields.phone ?? null,
      companyName: fields.company ?? null,
      serviceType: fields.service ?? "collection",
      selectedDate: new Date(`${fields.day}T00:00:00Z`),
      timeSlot: fields.slot ?? "allday",
      bagQuantity: fields.bags ?? 1,
      subtotalPence: 1000,
      vatPence: 200,
      totalPence: 1200,
      specialRequirements: fields.notes ?? null,
      postcode: fields.postcode ?? null,
      collectionAddress: fields.address ?? null,
      status: fields.status ?? "confirmed",
      idempotencyKey: randomUUID(),
    },
  });
  return row.id;
}
