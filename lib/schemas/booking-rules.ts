// The booking form's required-fields rule, shared by the form and the server (booking.ts holds the
// full schema). Free of zod, so the booking page does not ship it.

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
