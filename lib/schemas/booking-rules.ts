import { site } from "../site";

// The booking form's messages and its required-fields rule, shared by the form and the server
// (booking.ts holds the full schema). Free of zod, so the booking page does not ship it.

export const MISSING_INFORMATION = "Please fill in all required fields to complete your booking.";
export const BOOKING_FAILED = `There was a problem processing your booking. Please try again or call us at ${site.phone.display}.`;

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
