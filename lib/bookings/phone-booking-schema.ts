import { enum as zEnum, extend } from "zod/mini";
import type { input, output } from "zod/mini";
import { CHOOSE_PAYMENT } from "./phone-booking-rules";
import { bookingSchema, PAYMENT_CHOICES } from "./booking-schema";

// The office's New booking: /book's payload, field for field, except that how the
// customer pays is a choice the office must make: after the collection, or by card through a link
// e-mailed to the customer ("card_now", as /book stores a card booking).

export const phoneBookingSchema = extend(bookingSchema, {
  payment_choice: zEnum(PAYMENT_CHOICES, { error: CHOOSE_PAYMENT }),
});

export type PhoneBookingInput = input<typeof phoneBookingSchema>;
export type PhoneBookingRequest = output<typeof phoneBookingSchema>;
