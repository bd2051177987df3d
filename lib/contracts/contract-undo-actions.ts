"use server";

import "server-only";
import { visitChangeMessages } from "@/lib/contracts/visit-change-rules";
import { visitUndoMessages } from "@/lib/contracts/visit-undo-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { undoVisitSchema } from "@/lib/contracts/visit-undo-schema";
import { undoVisitChange } from "./visit-undo";
import { contractIdFromToken } from "@/lib/server/signed-links";
import { publicAction } from "@/lib/server/public-action";
import { undoAnswer } from "./visit-undo-answer";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";

// The contract page's Undo: the customer takes back a skip or a move through the signed
// link. The token is checked again here, and everything else inside the transaction.

export const undoContractVisitChange = publicAction(
  {
    schema: undoVisitSchema,
    deliver: deliverAfterResponse,
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
