"use server";

import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { capacitySchema, closeDateSchema } from "@/lib/schemas/capacity";
import { adminAction } from "../admin-action";
import { closeDay, reopenDay, saveCapacity } from "../data/capacity";
import { availabilityChanged } from "../revalidate";
import { validationFailure } from "../validation-failure";

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
  async (admin, input: unknown): Promise<ActionResult> => {
    const parsed = closeDateSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    await closeDay(parsed.data.day, parsed.data.reason, admin.email);
    await availabilityChanged("action");
    return { ok: true, data: undefined };
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
