import { enum as zEnum, maxLength, minLength, object, regex, string } from "zod/mini";
import type { output } from "zod/mini";
import { TIME_SLOTS } from "@/lib/shared/booking-options";

// A change to a booking after "Confirm", shared by the manage page, the admin's booking page and
// their actions. `booking` names it: the manage link's token for the customer, the id for an
// admin. The price is not part of it: the server computes it for the booking's service and bags.

const booking = string().check(minLength(1), maxLength(200));

export const rescheduleSchema = object({
  booking,
  selected_date: string().check(regex(/^\d{4}-\d{2}-\d{2}$/, "Please select a date")),
  time_slot: zEnum(TIME_SLOTS, { error: "Please choose a time slot" }),
});

export const cancelSchema = object({ booking });

export type RescheduleRequest = output<typeof rescheduleSchema>;
export type CancelRequest = output<typeof cancelSchema>;
