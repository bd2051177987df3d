import {
  _default,
  enum as zEnum,
  object,
  optional as zOptional,
  refine,
  regex,
  string,
  uuid,
} from "zod/mini";
import type { input, output } from "zod/mini";
import { BAG_OPTIONS, SERVICE_TYPES, TIME_SLOTS } from "@/lib/shared/booking-options";
import { INVALID_POSTCODE, parsePostcode } from "@/lib/shared/postcode-check";
import { email, optionalText, quantity, text } from "@/lib/shared/form-fields";
import { INVALID_ARRIVAL_MOBILE, ukMobileE164 } from "./arrival-mobile-rules";

// The booking payload (spec section 3), shared by the form and the server action. Prices are not
// part of it: the server computes them.

export const PAYMENT_CHOICES = ["after_collection", "card_now"] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];
/** Purchase order numbers run to a few dozen characters in the ledgers they come from. */
export const PURCHASE_ORDER_MAX = 50;

const optional = (max: number, label: string) =>
  optionalText(max, `${label} must be less than ${max} characters`);

export const bookingSchema = object({
  service_type: zEnum(SERVICE_TYPES, { error: "Please choose a service" }),
  // Every allowed quantity is a whole number, so the list check also rules out fractions.
  bag_quantity: quantity("Please choose 1-10, 15 or 20 bags").check(
    refine(
      (n) => (BAG_OPTIONS as readonly number[]).includes(n),
      "Please choose 1-10, 15 or 20 bags",
    ),
  ),
  selected_date: string().check(regex(/^\d{4}-\d{2}-\d{2}$/, "Please select a date")),
  time_slot: zEnum(TIME_SLOTS, { error: "Please choose a time slot" }),
  customer_name: text({
    min: [1, "Name is required"],
    max: [100, "Name must be less than 100 characters"],
  }),
  customer_email: email("Invalid email address"),
  customer_phone: optional(20, "Phone"),
  /** Optional; when given, a UK mobile (arrival-mobile-rules.ts), stored as E.164. */
  arrival_mobile: optionalText(30, INVALID_ARRIVAL_MOBILE).check(
    refine((value) => value === "" || ukMobileE164(value) !== null, INVALID_ARRIVAL_MOBILE),
  ),
  company_name: optional(200, "Company name"),
  collection_address: optional(500, "Address"),
  special_requirements: optional(1000, "Special requirements"),
  /** Optional; when given, a UK postcode (the server checks it against the covered districts). */
  postcode: optionalText(16, INVALID_POSTCODE).check(
    refine((value) => value === "" || parsePostcode(value) !== null, INVALID_POSTCODE),
  ),
  /** Pay after the collection (the default, and the only choice without card payment) or now by card. */
  payment_choice: _default(
    zOptional(zEnum(PAYMENT_CHOICES, { error: "Please choose how to pay" })),
    "after_collection",
  ),
  /** Optional; printed on the invoice. */
  purchase_order: optional(PURCHASE_ORDER_MAX, "Purchase order number"),
  /** One per form instance: a double click or a resubmission makes one booking. */
  idempotency_key: uuid(),
});

export type BookingInput = input<typeof bookingSchema>;
export type BookingRequest = output<typeof bookingSchema>;
