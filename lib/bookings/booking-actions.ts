"use server";

import "server-only";
import { bookingMessages } from "@/lib/shared/form-messages";
import { bookingSchema } from "@/lib/bookings/booking-schema";
import { hasRequiredBookingFields, missingBookingFields } from "@/lib/bookings/booking-rules";
import { publicAction } from "@/lib/server/public-action";
import { placeBooking, type BookingConfirmation } from "./place-booking";

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
    limit: "booking",
    failure: bookingMessages.failed.description,
    label: "booking",
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
  },
  (request, { now }) => placeBooking(request, now),
);
