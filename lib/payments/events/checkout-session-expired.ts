import "server-only";
import type { Stripe } from "@/lib/payments/stripe";
import { expireCheckout } from "@/lib/payments/settle";
import type { EventHandler } from "./types";

/** checkout.session.expired: 30 minutes without payment; a card booking waiting for it is cancelled. */
export const checkoutSessionExpired: EventHandler = async (tx, event, now) => {
  const session = event.data.object as Stripe.Checkout.Session;
  return { availabilityChanged: await expireCheckout(tx, session.id, now) };
};
