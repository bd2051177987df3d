import "server-only";
import type { Stripe } from "@/lib/payments/stripe";
import { settleCheckout, type SessionReport } from "@/lib/payments/settle";
import type { EventHandler } from "./types";

/** Stripe's Checkout Session as the ledger reads it. */
export function sessionReport(session: Stripe.Checkout.Session): SessionReport {
  const intent = session.payment_intent;
  return {
    id: session.id,
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentStatus: session.payment_status,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
  };
}

/** checkout.session.completed: the customer paid; the payment counts (once). */
export const checkoutSessionCompleted: EventHandler = async (tx, event, now) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const settlement = await settleCheckout(tx, sessionReport(session), now);
  return { refundIds: settlement.refundIds, duplicateIds: settlement.duplicateIds };
};
