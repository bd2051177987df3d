"use server";

import "server-only";
import { visitChangeMessages } from "@/lib/contracts/visit-changes";
import { visitUndoMessages } from "@/lib/contracts/visit-undo";
import { todayInLondon } from "@/lib/dates";
import { undoVisitSchema } from "@/lib/schemas/visit-undo";
import { undoVisitChange } from "../contracts/visit-undo";
import { contractIdFromToken } from "../manage-token";
import { publicAction } from "../public-action";
import { undoAnswer } from "./visit-undo-answer";

// The contract page's Undo: the customer takes back a skip or a move through the signed
// link. The token is checked again here, and everything else inside the transaction.

export const undoContractVisitChange = publicAction(
  {
    schema: undoVisitSchema,
    label: "undo visit change",
    limit: "manage",
    failure: visitUndoMessages.failed.description,
    botAnswer: { day: "" },
  },
  async (request, { now }) => {
    const id = contractIdFromToken(request.contract, todayInLondon(now));
    if (!id) return { ok: false, reason: "validation", message: visitChangeMessages.notFound };
    const outcome = await undoVisitChange(id, request.visit, now, {
      actor: "customer",
      actorEmail: null,
    });
    return undoAnswer(outcome, visitChangeMessages.notFound);
  },
);
