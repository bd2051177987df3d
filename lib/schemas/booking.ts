import { z } from "zod";
import { BAG_OPTIONS, SERVICE_TYPES, TIME_SLOTS } from "../pricing";
import { site } from "../site";

// The booking payload (spec section 3), shared by the form and the server action. Prices are not
// part of it: the server computes them.

export const MISSING_INFORMATION = "Please fill in all required fields to complete your booking.";
export const BOOKING_FAILED = `There was a problem processing your booking. Please try again or call us at ${site.phone.display}.`;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be less than ${max} characters`).optional().default("");

export const bookingSchema = z.object({
  service_type: z.enum(SERVICE_TYPES, { error: "Please choose a service" }),
  bag_quantity: z.coerce
    .number()
    .int()
    .refine(
      (n) => (BAG_OPTIONS as readonly number[]).includes(n),
      "Please choose 1-10, 15 or 20 bags",
    ),
  selected_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please select a date"),
  time_slot: z.enum(TIME_SLOTS, { error: "Please choose a time slot" }),
  customer_name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be less than 100 characters"),
  customer_email: z
    .string()
    .trim()
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email("Invalid email address")),
  customer_phone: optionalText(20, "Phone"),
  company_name: optionalText(200, "Company name"),
  collection_address: optionalText(500, "Address"),
  special_requirements: optionalText(1000, "Special requirements"),
  /** One per form instance: a double click or a resubmission makes one booking. */
  idempotency_key: z.uuid(),
});

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingRequest = z.output<typeof bookingSchema>;

/** The spec's rule for 'Missing Information': date, service, slot, name and e-mail. */
export function hasRequiredBookingFields(values: {
  selected_date?: string | null;
  service_type?: string | null;
  time_slot?: string | null;
  customer_name?: string | null;
  customer_email?: string | null;
}): boolean {
  return [
    values.selected_date,
    values.service_type,
    values.time_slot,
    values.customer_name,
    values.customer_email,
  ].every((value) => typeof value === "string" && value.trim().length > 0);
}
