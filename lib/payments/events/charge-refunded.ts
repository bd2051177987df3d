import "server-only";
import type { Stripe } from "@/lib/payments/stripe";
import { confirmDuplicateRefund } from "@/lib/payments/duplicates";
import { confirmRefundOfPaymentIntent, settleStripeRefund } from "@/lib/payments/refunds";
import type { EventHandler } from "./types";

/**
 * charge.refunded: Stripe reports a refund of a payment (a payment's, or a duplicate payment's).
 * Each refund the charge lists is settled by its own status (one still pending is not
 * done yet); a charge that lists none is taken as our refund of it done.
 */
export const chargeRefunded: EventHandler = async (tx, event, now) => {
  const charge = event.data.object as Stripe.Charge;
  const intent = charge.payment_intent;
  const paymentIntentId = typeof intent === "string" ? intent : (intent?.id ?? null);
  if (paymentIntentId) {
    const listed = charge.refunds?.data ?? [];
    for (const refund of listed) await settleStripeRefund(tx, refund, now);
    if (listed.length === 0) await confirmRefundOfPaymentIntent(tx, paymentIntentId, now);
    await confirmDuplicateRefund(tx, paymentIntentId, listed[0]?.id ?? null);
  }
  return {};
};
