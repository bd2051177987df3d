// The booking form's required-fields rule, shared by the form and the server (booking.ts holds the
// full schema). Free of zod, so the booking page does not ship it.

import type { FieldErrors } from "@/lib/shared/action-result";

type RequiredValues = {
  selected_date?: string | null;
  service_type?: string | null;
  time_slot?: string | null;
  customer_name?: string | null;
  customer_email?: string | null;
};

/** Each required field's message when it is empty, in the form's order. */
export const requiredBookingMessages = {
  service_type: "Please choose a service",
  selected_date: "Please select a date",
  time_slot: "Please choose a time slot",
  customer_name: "Name is required",
  customer_email: "Email is required",
} as const satisfies Record<keyof RequiredValues, string>;

const filled = (value: unknown) => typeof value === "string" && value.trim().length > 0;

/** The required fields left empty, each with its message (empty when none is). */
export function missingBookingFields(values: RequiredValues): FieldErrors {
  return Object.fromEntries(
    Object.entries(requiredBookingMessages)
      .filter(([name]) => !filled(values[name as keyof RequiredValues]))
      .map(([name, message]) => [name, [message]]),
  );
}

/** The spec's rule for 'Missing Information': date, service, slot, name and e-mail. */
export function hasRequiredBookingFields(values: RequiredValues): boolean {
  return Object.keys(missingBookingFields(values)).length === 0;
}
