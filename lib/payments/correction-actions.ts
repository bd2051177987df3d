"use server";

import "server-only";
import type { ZodError } from "zod";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import {
  creditInvoiceSchema,
  fieldErrorsOf,
  refundSchema,
  reissueSchema,
} from "@/lib/invoices/correction-schema";
import { adminAction } from "@/lib/server/admin-action";
import { adminActor } from "@/lib/server/admin-guard";
import {
  creditAndReissue,
  creditInvoiceByOffice,
  refundInvoice,
  type CorrectionOutcome,
} from "./corrections";

// The office's corrections of an issued invoice: Credit invoice, Credit and re-issue
// and Refund, each re-checked on the server (the admin, the input, the invoice under its lock).

type Done = Extract<CorrectionOutcome, { status: "done" }>;

function answer(outcome: CorrectionOutcome): ActionResult<Omit<Done, "status">> {
  if (outcome.status === "done") {
    const { status: _, ...data } = outcome;
    return { ok: true, data };
  }
  return outcome.field
    ? fieldRefusal(outcome.field, outcome.message)
    : { ok: false, reason: "validation", message: outcome.message };
}

function refusal(error: ZodError) {
  return {
    ok: false as const,
    reason: "validation" as const,
    message: error.issues[0]?.message ?? "Invalid input",
    fieldErrors: fieldErrorsOf(error),
  };
}

export const creditInvoiceAction = adminAction(
  "Failed to credit the invoice",
  async (admin, input: unknown) => {
    const parsed = creditInvoiceSchema.safeParse(input);
    if (!parsed.success) return refusal(parsed.error);
    return answer(
      await creditInvoiceByOffice({
        number: parsed.data.invoice,
        reason: parsed.data.reason,
        requestKey: parsed.data.request,
        actor: adminActor(admin),
      }),
    );
  },
);

export const reissueInvoiceAction = adminAction(
  "Failed to credit and re-issue the invoice",
  async (admin, input: unknown) => {
    const parsed = reissueSchema.safeParse(input);
    if (!parsed.success) return refusal(parsed.error);
    return answer(
      await creditAndReissue({
        number: parsed.data.invoice,
        reason: parsed.data.reason,
        requestKey: parsed.data.request,
        lines: parsed.data.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitPricePence: line.unit_price,
        })),
        actor: adminActor(admin),
      }),
    );
  },
);

export const refundInvoiceAction = adminAction(
  "Failed to refund the invoice",
  async (admin, input: unknown) => {
    const parsed = refundSchema.safeParse(input);
    if (!parsed.success) return refusal(parsed.error);
    return answer(
      await refundInvoice({
        number: parsed.data.invoice,
        reason: parsed.data.reason,
        requestKey: parsed.data.request,
        amountPence: parsed.data.amount,
        actor: adminActor(admin),
      }),
    );
  },
);
