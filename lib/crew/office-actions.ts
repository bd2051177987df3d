"use server";

import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { assignJob } from "./assign-job";
import { assignmentTexts as texts, assignSchema, jobIdSchema, moveSchema } from "./assignment";
import { moveStop } from "./run-order-moves";

// The office's Assign to and Move up / Move down on Today and the Schedule board, Office
// only (adminAction re-checks the caller); every rule is checked again on the server.

const isJobId = (id: unknown): id is string => jobIdSchema.safeParse(id).success;

export const assignJobAction = adminAction(
  texts.assignFailed,
  async (_admin, bookingId: string, input: unknown): Promise<ActionResult<{ message: string }>> => {
    const parsed = assignSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    if (!isJobId(bookingId)) return { ok: false, reason: "validation", message: texts.unknownJob };
    const outcome = await assignJob(bookingId, parsed.data.assignee || null);
    if (outcome.status === "refused") {
      return outcome.field
        ? fieldRefusal(outcome.field, outcome.message)
        : { ok: false, reason: "validation", message: outcome.message };
    }
    return { ok: true, data: { message: texts.assigned(outcome.reference, outcome.crew) } };
  },
);

export const moveStopAction = adminAction(
  texts.moveFailed,
  async (_admin, bookingId: string, direction: unknown): Promise<ActionResult> => {
    const parsed = moveSchema.safeParse(direction);
    if (!parsed.success || !isJobId(bookingId)) {
      return { ok: false, reason: "validation", message: texts.unknownJob };
    }
    const outcome = await moveStop(bookingId, parsed.data);
    if (outcome.status === "refused") {
      return { ok: false, reason: "validation", message: outcome.message };
    }
    return { ok: true, data: undefined };
  },
);
