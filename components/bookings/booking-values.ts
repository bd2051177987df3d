import type { FieldErrors } from "@/lib/shared/action-result";
import type { ServiceType, TimeSlot } from "@/lib/shared/booking-options";
import { checkPostcode, INVALID_POSTCODE, type CoverageTable } from "@/lib/shared/postcode-check";
import type { PaymentChoice } from "@/lib/bookings/booking-schema";
import { missingBookingFields } from "@/lib/bookings/booking-rules";
import { purchaseOrderProblem } from "@/lib/bookings/purchase-order-rule";

// The booking form's values as the browser holds them: /book's and the office's New booking
// ask the same fields, start from the same defaults and check them the same way
// before sending; the server's schema (lib/bookings/booking-schema.ts) has the last word.

export type BookingValues = {
  service_type: ServiceType;
  bag_quantity: number;
  selected_date: string;
  time_slot: TimeSlot;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  arrival_mobile: string;
  company_name: string;
  collection_address: string;
  postcode: string;
  special_requirements: string;
  payment_choice: PaymentChoice;
  purchase_order: string;
};

// The spec's defaults, restored after a successful booking.
export const bookingDefaults: BookingValues = {
  service_type: "collection",
  bag_quantity: 1,
  selected_date: "",
  time_slot: "allday",
  customer_name: "",
  customer_email: "",
  customer_phone: "",
  arrival_mobile: "",
  company_name: "",
  collection_address: "",
  postcode: "",
  special_requirements: "",
  payment_choice: "after_collection",
  purchase_order: "",
};

/** What the price of the booking being filled in depends on (lib/prices.ts), its day chosen. */
export function priceInputOf(
  values: Pick<BookingValues, "service_type" | "bag_quantity" | "time_slot" | "selected_date">,
) {
  return {
    service: values.service_type,
    bags: Number(values.bag_quantity),
    slot: values.time_slot,
    day: values.selected_date,
  };
}

// A first check of the address's shape, so a typo is shown at the field at once; the server's
// schema (lib/shared/form-fields.ts) has the last word and answers at the same field.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = "Invalid email address";

/**
 * The fields the browser can tell are wrong before sending: empty, or malformed; the purchase
 * order number too when the form knows the organisation requires one.
 */
export function bookingFieldProblems(
  values: Pick<BookingValues, "customer_email" | "postcode"> &
    Partial<Pick<BookingValues, "purchase_order">> &
    Parameters<typeof missingBookingFields>[0],
  coverage: CoverageTable,
  purchaseOrderRequired = false,
): FieldErrors {
  const problems: FieldErrors = missingBookingFields(values);
  const noPurchaseOrder = purchaseOrderProblem(purchaseOrderRequired, values.purchase_order);
  if (noPurchaseOrder) problems[noPurchaseOrder.field] = [noPurchaseOrder.message];
  const email = values.customer_email.trim();
  if (email && !EMAIL_SHAPE.test(email)) problems.customer_email = [INVALID_EMAIL];
  // The postcode is optional; a wrong one is fixed or emptied before anything is sent.
  if (values.postcode.trim() && checkPostcode(values.postcode, coverage).status === "invalid") {
    problems.postcode = [INVALID_POSTCODE];
  }
  return problems;
}
