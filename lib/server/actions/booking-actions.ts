"use server";

import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { submitBookingRequest, type BookingConfirmation } from "../booking-submissions";
import { publicAction } from "../public-action";

// The /book form's server action: the booking and its e-mails are stored before anything is sent.
export async function submitBooking(input: unknown): Promise<ActionResult<BookingConfirmation>> {
  return publicAction((ip) => submitBookingRequest(input, ip));
}
