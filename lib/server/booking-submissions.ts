import "server-only";
import { priceBooking, unavailableMessages } from "@/lib/pricing";
import { bookingSchema } from "@/lib/schemas/booking";
import {
  BOOKING_FAILED,
  hasRequiredBookingFields,
  MISSING_INFORMATION,
} from "@/lib/schemas/booking-rules";
import { createBooking } from "./data/bookings";
import { publicSubmission } from "./public-submission";

export type BookingConfirmation = { reference: string };

/**
 * A booking from the /book form (the steps every public form takes: public-submission.ts). The
 * date must be bookable in London at `now`; the price is computed from the options (any price
 * the browser sent is ignored).
 */
const bookingSubmission = publicSubmission(
  {
    schema: bookingSchema,
    limit: "booking",
    failure: BOOKING_FAILED,
    label: "booking",
    botAnswer: { reference: "" } as BookingConfirmation,
    required: { test: hasRequiredBookingFields, message: MISSING_INFORMATION },
  },
  async (request, now: Date) => {
    const price = priceBooking(
      {
        service: request.service_type,
        bags: request.bag_quantity,
        slot: request.time_slot,
        day: request.selected_date,
      },
      now,
    );
    if (!price.available) {
      const message = unavailableMessages[price.reason];
      return {
        ok: false,
        reason: "validation",
        message,
        fieldErrors: { selected_date: [message] },
      };
    }
    const stored = await createBooking({
      idempotencyKey: request.idempotency_key,
      customerName: request.customer_name,
      customerEmail: request.customer_email,
      customerPhone: request.customer_phone || null,
      companyName: request.company_name || null,
      serviceType: request.service_type,
      day: request.selected_date,
      timeSlot: request.time_slot,
      bagQuantity: request.bag_quantity,
      subtotalPence: price.subtotalPence,
      vatPence: price.vatPence,
      totalPence: price.totalPence,
      collectionAddress: request.collection_address || null,
      specialRequirements: request.special_requirements || null,
    });
    return { ok: true, data: { reference: stored.reference } };
  },
);

/** `now` is London's present unless a test sets the clock; the browser cannot. */
export function submitBookingRequest(input: unknown, ip: string, now: Date = new Date()) {
  return bookingSubmission(input, ip, now);
}
