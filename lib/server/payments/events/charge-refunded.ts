import "server-only";
import type { Stripe } from "../stripe";
import { confirmDuplicateRefund } from "../duplicates";
import { confirmRefundOfPaymentIntent } from "../refunds";
import type { EventHandler } from "./types";

/**
 * charge.refunded: Stripe confirms the refund of a payment; our refund of it is done (a payment's,
 * or a duplicate payment's: issue 36).
 */
export const chargeRefunded: EventHandler = async (tx, event) => {
  const charge = event.data.object as Stripe.Charge;
  const intent = charge.payment_intent;
  const paymentIntentId = typeof intent === "string" ? intent : (intent?.id ?? null);
  if (paymentIntentId) {
    const refundId = charge.refunds?.data[0]?.id ?? null;
    await confirmRefundOfPaymentIntent(tx, paymentIntentId, refundId);
    await confirmDuplicateRefund(tx, paymentIntentId, refundId);
  }
  return {};
};
