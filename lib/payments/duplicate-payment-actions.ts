"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { duplicatePaymentTexts } from "./duplicate-payment-texts";
import { markDuplicateSeenSchema } from "@/lib/payments/duplicate-payment-schema";
import { adminAction } from "@/lib/server/admin-action";
import { markDuplicatePaymentSeen } from "./duplicate-payments";
import { validationFailure } from "@/lib/server/validation-failure";

// Mark as seen on the list of duplicate card payments: Today stops counting it. A
// second click (two offices at once) finds it seen and changes nothing.

export const markDuplicateSeenAction = adminAction(
  duplicatePaymentTexts.markSeenFailed,
  async (admin, input: unknown): Promise<ActionResult> => {
    const parsed = markDuplicateSeenSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    await markDuplicatePaymentSeen(parsed.data.id, admin.email);
    return { ok: true, data: undefined };
  },
);
