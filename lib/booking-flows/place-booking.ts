import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { bookingMessages, dayTakenMessages } from "@/lib/shared/form-messages";
import { unavailableMessages } from "@/lib/shared/dates";
import type { ServiceType, TimeSlot } from "@/lib/shared/booking-options";
import { priceBooking } from "@/lib/shared/prices";
import { paths } from "@/lib/shared/paths";
import { purchaseOrderRefusal } from "@/lib/bookings/purchase-orders";
import { checkoutForBooking } from "@/lib/payments/checkout";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
import { availabilityChanged } from "@/lib/server/revalidate";
import type { BookingRequest } from "@/lib/bookings/booking-schema";
import { createBooking } from "@/lib/bookings/bookings";
import { locateAfterResponse } from "@/lib/locations/locate-soon";
import { newBookingOf } from "@/lib/bookings/booking-request";
import { hasRequiredBookingFields, missingBookingFields } from "@/lib/bookings/booking-rules";
import { manageToken } from "@/lib/server/signed-links";
import { newBookingEmails } from "@/lib/bookings/booking-notifications";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";

// A customer's booking as /book and the account's Book a collection both place it: the date must
// be bookable in London now, the price is computed from the options (any price the browser sent
// is ignored), a purchase order number is required where the customer's organisation requires
// one, and the booking and its e-mails are stored together before anything is sent.

/** What the confirmation panel shows: the booking as stored, priced by the server. */
export type BookingConfirmation = {
  reference: string;
  service: ServiceType;
  day: string;
  slot: TimeSlot;
  totalPence: number;
  /**
   * Pay now by card: where the browser goes next, Stripe's Checkout page (or, when Stripe could
   * not be reached, the booking's manage page, which offers Pay now by card again).
   */
  checkoutUrl: string | null;
};

/**
 * What every action that places a booking shares (/book's and the account's for a site): its
 * limit, its failure text, the answer a bot gets, and the required fields.
 */
export const bookingActionOptions = {
  limit: "booking",
  deliver: deliverAfterResponse,
  failure: bookingMessages.failed.description,
  botAnswer: {
    reference: "",
    service: "collection",
    day: "",
    slot: "allday",
    totalPence: 0,
    checkoutUrl: null,
  } as BookingConfirmation,
  required: {
    test: hasRequiredBookingFields,
    message: bookingMessages.missing.description,
    fields: missingBookingFields,
  },
} as const;

/**
 * Places `request` at `now`. `siteId` is the organisation's site the booking is for: the caller
 * has checked the signed-in member may book for it (null for a booking on /book).
 */
export async function placeBooking(
  request: BookingRequest,
  now: Date,
  siteId: string | null = null,
): Promise<ActionResult<BookingConfirmation>> {
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
    return fieldRefusal("selected_date", unavailableMessages[price.reason]);
  }
  const noPurchaseOrder = await purchaseOrderRefusal(
    { email: request.customer_email, siteId },
    request.purchase_order,
  );
  if (noPurchaseOrder) return noPurchaseOrder;
  // A form loaded while card payment was on, sent after it was turned off, pays after collection.
  const payNow = request.payment_choice === "card_now" && cardPaymentsEnabled();
  const outcome = await createBooking(
    { ...newBookingOf(request, price, payNow ? "card_now" : "after_collection"), siteId },
    newBookingEmails,
  );
  if (outcome.status !== "stored") {
    // Someone took the last place (or the office closed the day) since the page was loaded.
    await availabilityChanged("action");
    return fieldRefusal("selected_date", dayTakenMessages[outcome.status].description);
  }
  await availabilityChanged("action");
  locateAfterResponse({ bookings: [outcome.id] });
  return {
    ok: true,
    data: {
      reference: outcome.reference,
      service: request.service_type,
      day: request.selected_date,
      slot: request.time_slot,
      totalPence: price.totalPence,
      checkoutUrl: payNow ? await checkoutUrlOf(outcome.id, request.selected_date, now) : null,
    },
  };
}

/** The stored card booking's Checkout page; its manage page when Stripe cannot be reached now. */
async function checkoutUrlOf(bookingId: string, day: string, now: Date): Promise<string> {
  const managePage = paths.manageBooking(manageToken(bookingId, day));
  try {
    const checkout = await checkoutForBooking(bookingId, now);
    return checkout.status === "ready" ? checkout.url : managePage;
  } catch (error) {
    console.error(`Checkout Session for booking ${bookingId} failed:`, error);
    return managePage;
  }
}
