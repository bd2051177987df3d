"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { adminUndoVisitSchema } from "@/lib/contracts/visit-undo-schema";
import { adminAction } from "@/lib/server/admin-action";
import { undoVisitChange } from "./visit-undo";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { validationFailure } from "@/lib/server/validation-failure";
import { undoAnswer } from "./visit-undo-answer";

// The office's Undo on a contract's page: a visit's skip or move taken back on the
// customer's behalf, under the same rules and cut-off as the customer's; the customer is e-mailed.

export const undoVisitChangeAction = adminAction(
  "Failed to undo the change",
  async (admin, input: unknown): Promise<ActionResult<{ day: string }>> => {
    const parsed = adminUndoVisitSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const outcome = await undoVisitChange(parsed.data.contract, parsed.data.visit, new Date(), {
      actor: "admin",
      actorEmail: admin.email,
    });
    const result = await undoAnswer(outcome, contractMessages.notFound);
    if (result.ok) deliverAfterResponse();
    return result;
  },
);
