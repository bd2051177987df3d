"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { isIsoDay } from "@/lib/shared/dates";
import { capacitySchema } from "@/lib/bookings/capacity-schema";
import { adminAction } from "@/lib/server/admin-action";
import { closeDateAs } from "./closures";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { bookingsToMove, reopenDay, saveCapacity } from "./capacity";
import { availabilityChanged } from "@/lib/server/revalidate";
import { validationFailure } from "@/lib/server/validation-failure";

// The Capacity tab: places per day, closed days. The booking calendar hears of each change.

export const saveCapacityAction = adminAction(
  "Failed to update capacity",
  async (_admin, input: unknown): Promise<ActionResult> => {
    const parsed = capacitySchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    await saveCapacity(parsed.data);
    await availabilityChanged("action");
    return { ok: true, data: undefined };
  },
);

export const closeDateAction = adminAction(
  "Failed to close the date",
  async (admin, input: unknown): Promise<ActionResult<{ notified: number }>> => {
    const result = await closeDateAs(admin.email, input, new Date());
    if (result.ok && result.data.notified > 0) deliverAfterResponse();
    return result;
  },
);

/** How many bookings closing `day` would ask to choose a new date (0 for anything not a date). */
export const bookingsToMoveAction = adminAction(
  "Failed to count the bookings",
  async (_admin, day: string): Promise<ActionResult<number>> => {
    if (!isIsoDay(String(day))) return { ok: true, data: 0 };
    return { ok: true, data: await bookingsToMove(day) };
  },
);

export const reopenDateAction = adminAction(
  "Failed to reopen the date",
  async (_admin, day: string): Promise<ActionResult> => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(day))) {
      return { ok: false, reason: "validation", message: "Please choose a date" };
    }
    await reopenDay(day);
    await availabilityChanged("action");
    return { ok: true, data: undefined };
  },
);
