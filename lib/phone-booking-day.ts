import { bookingHorizonDays } from "./booking-horizon";
import {
  officeMoveMessages,
  officeMoveRefusal,
  type OfficeMoveRefusal,
} from "./schedule/office-move";

// Which days the office may book by phone (issue 39): the office's rule for moving a job, any
// working day with room from London's tomorrow on to the booking horizon, with no 17:00 cut-off
// (lib/schedule/office-move.ts, tested there). Only its words change: this is a booking, not a move.

export const phoneBookingDayRefusal = officeMoveRefusal;

export const phoneBookingDayMessages: Record<OfficeMoveRefusal, string> = {
  ...officeMoveMessages,
  today: "A booking cannot be made for today. Please choose tomorrow or a later working day.",
  "beyond-horizon": `Bookings can be made up to ${bookingHorizonDays} days ahead.`,
};
