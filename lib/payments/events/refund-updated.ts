import "server-only";
import type { Stripe } from "@/lib/payments/stripe";
import { settleStripeRefund } from "@/lib/payments/refunds";
import type { EventHandler } from "./types";

/**
 * refund.updated, refund.failed (and the older charge.refund.updated): Stripe says where one of
 * our refunds stands. Made, it is recorded and its credit note e-mailed; failed or cancelled, it
 * is refused for good and shown to the office.
 */
export const refundUpdated: EventHandler = async (tx, event, now) => {
  await settleStripeRefund(tx, event.data.object as Stripe.Refund, now);
  return {};
};
