"use server";

import "server-only";
import { bookingSchema } from "@/lib/bookings/booking-schema";
import { publicAction } from "@/lib/server/public-action";
import { bookingActionOptions, placeBooking } from "./place-booking";

export type { BookingConfirmation } from "./place-booking";

/**
 * The /book form's action (place-booking.ts): the date must be bookable in London now; the price
 * is computed from the options (any price the browser sent is ignored); a purchase order number is
 * required when the e-mail address is a member's of an organisation that requires one. The
 * booking and its e-mails are stored together before anything is sent.
 */
export const submitBooking = publicAction(
  {
    schema: bookingSchema,
    ...bookingActionOptions,
    label: "booking",
  },
  (request, { now }) => placeBooking(request, now),
);
