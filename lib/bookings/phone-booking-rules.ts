import { bookingHorizonDays } from "@/lib/shared/booking-horizon";
import {
  officeMoveMessages,
  officeMoveRefusal,
  type OfficeMoveRefusal,
} from "@/lib/bookings/office-move";

// The office books by phone: its rules and words, free of zod so the form can use them.
// The days are the office's rule for moving a job, any working day with room from London's
// tomorrow on to the booking horizon, with no 17:00 cut-off (lib/bookings/office-move.ts, tested
// there). Only its words change: this is a booking, not a move.

export const phoneBookingDayRefusal = officeMoveRefusal;

export const phoneBookingDayMessages: Record<OfficeMoveRefusal, string> = {
  ...officeMoveMessages,
  today: "A booking cannot be made for today. Please choose tomorrow or a later working day.",
  "beyond-horizon": `Bookings can be made up to ${bookingHorizonDays} days ahead.`,
};

/** The payment is a choice the office must make (no default). */
export const CHOOSE_PAYMENT = "Please choose how the customer pays";
/** A card payment link chosen where Stripe is not configured (the form then offers none). */
export const NO_CARD_PAYMENTS =
  "Card payments are not set up, so no payment link can be sent. Choose Pay after the collection.";
