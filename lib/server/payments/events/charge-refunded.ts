import "server-only";
import type { Stripe } from "../stripe";
import { confirmRefundOfPaymentIntent } from "../refunds";
import type { EventHandler } from "./types";

/** charge.refunded: Stripe confirms the refund of a payment; our refund of it is done. */
export const chargeRefunded: EventHandler = async (tx, event) => {
  const charge = event.data.object as Stripe.Charge;
  const intent = charge.payment_intent;
  const paymentIntentId = typeof intent === "string" ? intent : (intent?.id ?? null);
  if (paymentIntentId) {
    await confirmRefundOfPaymentIntent(tx, paymentIntentId, charge.refunds?.data[0]?.id ?? null);
  }
  return {};
};
