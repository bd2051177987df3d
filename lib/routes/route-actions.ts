"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { applyPlannedOrder } from "./route-plan";
import { applyOrderSchema } from "./route-plan-schema";
import { routePlanTexts as texts } from "./route-plan-texts";

// Plan route's 'Use this order', Office only (adminAction re-checks the caller): the order is
// planned again on the server from the day's jobs as they are now, never taken from the form; the
// form's key only says which jobs the office saw.

export const applyPlannedOrderAction = adminAction(
  texts.useFailed,
  async (_admin, input: unknown): Promise<ActionResult<{ message: string }>> => {
    const parsed = applyOrderSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const { day, crew, key } = parsed.data;
    const outcome = await applyPlannedOrder(day, crew || null, key);
    if (outcome.status === "refused") {
      return { ok: false, reason: "validation", message: outcome.message };
    }
    return { ok: true, data: { message: texts.used } };
  },
);
