import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { visitUndoMessages } from "@/lib/contracts/visit-undo-rules";
import { dayTakenMessages } from "@/lib/shared/form-messages";
import type { VisitUndoOutcome } from "./visit-undo";
import { availabilityChanged } from "@/lib/server/revalidate";

/** An Undo's answer, the customer's or the office's (`missing`: the caller's own words). */
export async function undoAnswer(
  outcome: VisitUndoOutcome,
  missing: string,
): Promise<ActionResult<{ day: string }>> {
  if (outcome.status === "undone" || outcome.status === "full" || outcome.status === "closed") {
    await availabilityChanged("action");
  }
  if (outcome.status === "undone") return { ok: true, data: { day: outcome.change.restoreDay } };
  const message = {
    missing,
    nothing: visitUndoMessages.nothingToUndo,
    locked: visitUndoMessages.tooLate,
    not_planned: visitUndoMessages.notPlanned,
    full: dayTakenMessages.full.description,
    closed: dayTakenMessages.closed.description,
  }[outcome.status];
  return { ok: false, reason: "validation", message };
}
