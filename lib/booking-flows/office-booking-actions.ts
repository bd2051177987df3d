"use server";

import "server-only";
import { type ActionResult } from "@/lib/shared/action-result";
import { cancelSchema, rescheduleSchema } from "@/lib/bookings/manage-booking-schema";
import { adminAction } from "@/lib/server/admin-action";
import { adminActor } from "@/lib/server/admin-guard";
import { cancelBookingAs, rescheduleBookingAs, type Rescheduled } from "./lifecycle";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { validationFailure } from "@/lib/server/validation-failure";

// The admin's booking page: rescheduling or cancelling on the customer's own paths
// (lifecycle.ts) without the online deadline, recorded in the booking's history with the admin's
// address. (The job's steps, confirm to certificate, are custody's: lib/custody/job-step-actions.ts.)

function sentAfter<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) deliverAfterResponse();
  return result;
}

export const rescheduleBookingAction = adminAction(
  "Failed to reschedule the booking",
  async (admin, input: unknown): Promise<ActionResult<Rescheduled>> => {
    const parsed = rescheduleSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return sentAfter(
      await rescheduleBookingAs(adminActor(admin), parsed.data.booking, parsed.data, new Date()),
    );
  },
);

export const cancelBookingAction = adminAction(
  "Failed to cancel the booking",
  async (admin, input: unknown): Promise<ActionResult> => {
    const parsed = cancelSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return sentAfter(await cancelBookingAs(adminActor(admin), parsed.data.booking, new Date()));
  },
);
