"use server";

import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { beyondHorizonMessage } from "@/lib/shared/booking-horizon";
import { VISIT_HORIZON_DAYS, contractMessages } from "@/lib/contracts/contract-rules";
import { visitChangeMessages, visitDayBookable } from "@/lib/contracts/visit-change-rules";
import { todayInLondon, unavailableMessages } from "@/lib/shared/dates";
import { dayTakenMessages } from "@/lib/shared/form-messages";
import { site } from "@/lib/shared/site";
import {
  extraCollectionSchema,
  moveVisitSchema,
  skipVisitSchema,
} from "@/lib/contracts/contract-visit-schema";
import {
  moveVisit,
  requestExtraCollection,
  skipVisit,
  type VisitChangeOutcome,
} from "./visit-changes";
import { visitChangeEmails } from "./visit-change-notifications";
import { contractIdFromToken } from "@/lib/server/signed-links";
import { publicAction, type PublicRequest } from "@/lib/server/public-action";
import { availabilityChanged } from "@/lib/server/revalidate";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";

// The contract page's actions (/contracts/{token}): the customer skips or moves a visit, or orders
// an extra collection, through the signed link. The token is checked again here (the page's check
// proves nothing to the action), and so are the contract (not ended), the visit (the contract's,
// not yet collected, before its deadline) and every rule of the new day, inside the transaction.

const contractOf = (token: string, { now }: PublicRequest) =>
  contractIdFromToken(token, todayInLondon(now));

const invalidLink = {
  ok: false,
  reason: "validation",
  message: visitChangeMessages.notFound,
} as const;

/** Why a day cannot take the visit, before the transaction (capacity is checked inside it). */
function dayRefusal(day: string, now: Date): ActionResult<never> | null {
  const bookable = visitDayBookable(day, now);
  if (bookable === "ok") return null;
  return fieldRefusal(
    "selected_date",
    bookable === "beyond-horizon"
      ? beyondHorizonMessage(VISIT_HORIZON_DAYS)
      : unavailableMessages[bookable],
  );
}

async function answer(outcome: VisitChangeOutcome): Promise<ActionResult<{ day: string }>> {
  if (outcome.status === "changed") {
    await availabilityChanged("action");
    return { ok: true, data: { day: outcome.change.visit.day } };
  }
  if (outcome.status === "full" || outcome.status === "closed") {
    await availabilityChanged("action");
    return fieldRefusal("selected_date", dayTakenMessages[outcome.status].description);
  }
  if (outcome.status === "refused") {
    return outcome.atDay
      ? fieldRefusal("selected_date", outcome.message)
      : { ok: false, reason: "validation", message: outcome.message };
  }
  const message = {
    missing: visitChangeMessages.notFound,
    locked: contractMessages.tooLate(site.phone.display),
    unchanged: visitChangeMessages.sameDay,
  }[outcome.status];
  return { ok: false, reason: "validation", message };
}

const options = {
  limit: "manage",
  deliver: deliverAfterResponse,
  failure: visitChangeMessages.failed.description,
  botAnswer: { day: "" },
} as const;

export const skipContractVisit = publicAction(
  { ...options, schema: skipVisitSchema, label: "skip visit" },
  async (request, context) => {
    const id = contractOf(request.contract, context);
    if (!id) return invalidLink;
    return answer(await skipVisit(id, request.visit, context.now, visitChangeEmails));
  },
);

export const moveContractVisit = publicAction(
  { ...options, schema: moveVisitSchema, label: "move visit" },
  async (request, context) => {
    const id = contractOf(request.contract, context);
    if (!id) return invalidLink;
    const refused = dayRefusal(request.selected_date, context.now);
    if (refused) return refused;
    return answer(
      await moveVisit(id, request.visit, request.selected_date, context.now, visitChangeEmails),
    );
  },
);

export const requestContractExtra = publicAction(
  { ...options, schema: extraCollectionSchema, label: "extra collection" },
  async (request, context) => {
    const id = contractOf(request.contract, context);
    if (!id) return invalidLink;
    const refused = dayRefusal(request.selected_date, context.now);
    if (refused) return refused;
    const note = request.note?.trim() || null;
    return answer(
      await requestExtraCollection(
        id,
        { day: request.selected_date, note },
        context.now,
        visitChangeEmails,
      ),
    );
  },
);
