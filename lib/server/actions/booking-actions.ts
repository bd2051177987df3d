"use server";

import "server-only";
import { headers } from "next/headers";
import { after } from "next/server";
import type { ActionResult } from "@/lib/action-result";
import { submitBookingRequest, type BookingConfirmation } from "../booking-submissions";
import { clientIp } from "../client-ip";
import { deliverDueEmails } from "../mail/worker";

// The /book form's server action: the booking and its e-mails are stored before anything is sent.
export async function submitBooking(input: unknown): Promise<ActionResult<BookingConfirmation>> {
  const result = await submitBookingRequest(input, clientIp(await headers()));
  if (result.ok) {
    after(async () => {
      await deliverDueEmails({ limit: 10 }).catch((error: unknown) =>
        console.error("[mail] delivery after booking failed:", error),
      );
    });
  }
  return result;
}
