import "server-only";
import { postcodeOf } from "@/lib/content/postcode-coverage";
import type { PaymentChoice, BookingRequest } from "@/lib/bookings/booking-schema";
import type { NewBooking } from "./bookings";
import { ukMobileE164 } from "./arrival-mobile-rules";

type Charge = { subtotalPence: number; vatPence: number; totalPence: number };

/**
 * A booking request as it is stored, priced by the server (`charge`): /book's action and the
 * office's New booking store the same fields the same way, the postcode normalised
 * and marked when outside the covered districts.
 */
export function newBookingOf(
  request: BookingRequest,
  charge: Charge,
  paymentChoice: PaymentChoice,
): NewBooking {
  return {
    idempotencyKey: request.idempotency_key,
    customerName: request.customer_name,
    customerEmail: request.customer_email,
    customerPhone: request.customer_phone || null,
    arrivalMobile: request.arrival_mobile ? ukMobileE164(request.arrival_mobile) : null,
    companyName: request.company_name || null,
    serviceType: request.service_type,
    day: request.selected_date,
    timeSlot: request.time_slot,
    bagQuantity: request.bag_quantity,
    subtotalPence: charge.subtotalPence,
    vatPence: charge.vatPence,
    totalPence: charge.totalPence,
    collectionAddress: request.collection_address || null,
    specialRequirements: request.special_requirements || null,
    ...postcodeOf(request.postcode),
    paymentChoice,
    purchaseOrder: request.purchase_order || null,
  };
}
