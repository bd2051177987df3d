"use server";

import "server-only";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { manageMessages, OFFICE_STEPS } from "@/lib/booking-lifecycle";
import { cancelSchema, rescheduleSchema } from "@/lib/schemas/manage-booking";
import { adminAction } from "../admin-action";
import { cancelBookingAs, rescheduleBookingAs, type Rescheduled } from "../booking-lifecycle";
import { recordBookingStep } from "../data/booking-changes";
import { validationFailure } from "../validation-failure";

// The admin's booking page: the office moves the job on a step, reschedules or cancels. Each is
// recorded in the booking's history with the admin's address. Reschedule and cancel are the
// customer's own paths (server/booking-lifecycle.ts), without the online deadline.

export const setBookingStatusAction = adminAction(
  "Failed to update booking",
  async (admin, id: string, status: string): Promise<ActionResult> => {
    const parsed = z.enum(OFFICE_STEPS).safeParse(status);
    if (!parsed.success) return { ok: false, reason: "validation", message: "Unknown status" };
    const outcome = await recordBookingStep(id, parsed.data, { kind: "admin", email: admin.email });
    if (outcome === "cancelled") {
      return { ok: false, reason: "validation", message: manageMessages.cancelled };
    }
    if (outcome === "missing") {
      return { ok: false, reason: "validation", message: manageMessages.notFound };
    }
    return { ok: true, data: undefined };
  },
);

export const rescheduleBookingAction = adminAction(
  "Failed to reschedule the booking",
  async (admin, input: unknown): Promise<ActionResult<Rescheduled>> => {
    const parsed = rescheduleSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const actor = { kind: "admin", email: admin.email } as const;
    return rescheduleBookingAs(actor, parsed.data.booking, parsed.data, new Date());
  },
);

export const cancelBookingAction = adminAction(
  "Failed to cancel the booking",
  async (admin, input: unknown): Promise<ActionResult> => {
    const parsed = cancelSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return cancelBookingAs({ kind: "admin", email: admin.email }, parsed.data.booking, new Date());
  },
);
