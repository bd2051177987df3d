import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { priceBooking, unavailableMessages } from "@/lib/pricing";
import { bookingSchema } from "@/lib/schemas/booking";
import {
  BOOKING_FAILED,
  hasRequiredBookingFields,
  MISSING_INFORMATION,
} from "@/lib/schemas/booking-rules";
import { createBooking } from "./data/bookings";
import { validationFailure } from "./validation-failure";
import { isHoneypotFilled, rateLimitedMessage, withinFormRateLimit } from "./form-guard";

export type BookingConfirmation = { reference: string };

/**
 * A booking from the /book form. Everything is validated again here; the date must be bookable in
 * London today; the price is computed from the options (any price the browser sent is ignored).
 */
export async function submitBookingRequest(
  input: unknown,
  ip: string,
  now: Date = new Date(),
): Promise<ActionResult<BookingConfirmation>> {
  if (isHoneypotFilled(input)) return { ok: true, data: { reference: "" } };
  if (
    !input ||
    typeof input !== "object" ||
    !hasRequiredBookingFields(input as Record<string, string>)
  ) {
    return { ok: false, reason: "validation", message: MISSING_INFORMATION };
  }
  const parsed = bookingSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  const request = parsed.data;

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
    return {
      ok: false,
      reason: "validation",
      message: unavailableMessages[price.reason],
      fieldErrors: { selected_date: [unavailableMessages[price.reason]] },
    };
  }

  try {
    if (!(await withinFormRateLimit("booking", ip))) {
      return { ok: false, reason: "rate_limited", message: rateLimitedMessage() };
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
  } catch (error) {
    console.error("[booking] could not store the booking:", error);
    return { ok: false, reason: "server", message: BOOKING_FAILED };
  }
}
