"use server";

import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { postcodeOf } from "@/lib/content/postcode-coverage";
import { contractChangeSchema, newContractSchema } from "@/lib/contracts/contract-schema";
import { contractFromDaySchema, contractPauseSchema } from "@/lib/contracts/contract-office-schema";
import { adminAction } from "@/lib/server/admin-action";
import {
  changeContractSchedule,
  endContract,
  firstVisitDay,
  pauseContract,
  resumeContract,
  type ContractChangeOutcome,
} from "./contract-changes";
import { createContract } from "./contracts";
import { contractChangeEmails, newContractEmails } from "./contract-notifications";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { locateAfterResponse } from "@/lib/locations/locate-soon";
import { availabilityChanged } from "@/lib/server/revalidate";
import { validationFailure } from "@/lib/server/validation-failure";
import { purchaseOrderRefusal } from "@/lib/bookings/purchase-orders";

// The office's Contracts tab: a new contract, and on its page pause (to a last day or
// open), resume, end and a change of frequency or price from a day, each e-mailed to the customer. Every input is validated again here with the form's
// schema; dates are London's.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A change's answer; its visits changed (places freed), so the booking calendar's availability is
 * refreshed, and the customer's e-mail filed with the change is sent.
 */
async function answer(outcome: ContractChangeOutcome): Promise<ActionResult<{ number: string }>> {
  if (outcome.status !== "done") {
    return outcome.field
      ? fieldRefusal(outcome.field, outcome.message)
      : { ok: false, reason: "validation", message: outcome.message };
  }
  deliverAfterResponse();
  await availabilityChanged("action");
  return { ok: true, data: { number: outcome.number } };
}

const unknownContract = (): ActionResult<never> => ({
  ok: false,
  reason: "validation",
  message: contractMessages.notFound,
});

/**
 * New contract: the postcode is checked against coverage like /book's (one outside is stored,
 * marked), the start date may not be past, a purchase order number is required where the
 * customer's organisation requires one, and the customer's e-mail with the contract's link is
 * filed in the transaction that stores the contract and its visits.
 */
export const createContractAction = adminAction(
  "Failed to create the contract",
  async (admin, input: unknown): Promise<ActionResult<{ number: string }>> => {
    const parsed = newContractSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const today = todayInLondon();
    const request = parsed.data;
    if (request.start_day < today) {
      return fieldRefusal("start_day", contractMessages.startInPast);
    }
    // The customer's organisation (by the contract's e-mail) may require a purchase order number.
    const noPurchaseOrder = await purchaseOrderRefusal(
      { email: request.customer_email },
      request.purchase_order,
    );
    if (noPurchaseOrder) return noPurchaseOrder;
    const coverage = postcodeOf(request.postcode);
    const firstVisit = await firstVisitDay(request.frequency, request.start_day);
    const created = await createContract(
      {
        ...request,
        postcode: coverage.postcode ?? request.postcode,
        outsideArea: coverage.outsideArea,
      },
      admin.email,
      today,
      (contract) => newContractEmails(contract, firstVisit),
    );
    deliverAfterResponse();
    locateAfterResponse({ contracts: [created.id] });
    await availabilityChanged("action");
    return { ok: true, data: { number: created.number } };
  },
);

export const pauseContractAction = adminAction(
  "Failed to pause the contract",
  async (admin, id: string, input: unknown): Promise<ActionResult<{ number: string }>> => {
    if (!UUID.test(String(id))) return unknownContract();
    const parsed = contractPauseSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return answer(
      await pauseContract(id, parsed.data, todayInLondon(), admin.email, contractChangeEmails),
    );
  },
);

export const resumeContractAction = adminAction(
  "Failed to resume the contract",
  async (admin, id: string): Promise<ActionResult<{ number: string }>> => {
    if (!UUID.test(String(id))) return unknownContract();
    return answer(await resumeContract(id, todayInLondon(), admin.email, contractChangeEmails));
  },
);

export const endContractAction = adminAction(
  "Failed to end the contract",
  async (admin, id: string, input: unknown): Promise<ActionResult<{ number: string }>> => {
    if (!UUID.test(String(id))) return unknownContract();
    const parsed = contractFromDaySchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return answer(
      await endContract(
        id,
        parsed.data.from_day,
        todayInLondon(),
        admin.email,
        contractChangeEmails,
      ),
    );
  },
);

export const changeContractAction = adminAction(
  "Failed to change the schedule",
  async (admin, id: string, input: unknown): Promise<ActionResult<{ number: string }>> => {
    if (!UUID.test(String(id))) return unknownContract();
    const parsed = contractChangeSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return answer(
      await changeContractSchedule(
        id,
        parsed.data,
        admin.email,
        todayInLondon(),
        contractChangeEmails,
      ),
    );
  },
);
