"use server";

import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { markPaidSchema } from "@/lib/invoices/ledger-schema";
import { adminAction } from "@/lib/server/admin-action";
import { adminActor } from "@/lib/server/admin-guard";
import { markInvoicePaid } from "./invoice-payments";
import { validationFailure } from "@/lib/server/validation-failure";

// The Invoices tab's Mark as paid: a payment received outside Stripe, recorded by the office
// with its method and date, and a history row on the invoice's booking.

export const markInvoicePaidAction = adminAction(
  "Failed to record the payment",
  async (admin, input: unknown): Promise<ActionResult<{ number: string }>> => {
    const parsed = markPaidSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const outcome = await markInvoicePaid({
      number: parsed.data.invoice,
      method: parsed.data.method,
      receivedOn: parsed.data.received_on,
      actor: adminActor(admin),
    });
    if (outcome.status === "paid") return { ok: true, data: { number: outcome.number } };
    return outcome.field
      ? fieldRefusal(outcome.field, outcome.message)
      : { ok: false, reason: "validation", message: outcome.message };
  },
);
