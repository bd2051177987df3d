import "server-only";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { availabilityChanged } from "@/lib/server/revalidate";
import { chargeRefunded } from "./events/charge-refunded";
import { checkoutSessionCompleted } from "./events/checkout-session-completed";
import { checkoutSessionExpired } from "./events/checkout-session-expired";
import { refundUpdated } from "./events/refund-updated";
import type { AfterCommit, EventHandler } from "./events/types";
import { refundDuplicates } from "./duplicates";
import { requestRefunds } from "./refunds";
import { verifiedEvent, type Stripe } from "./stripe";

// Stripe's webhook (POST /api/webhooks/stripe). The signature is checked on the raw body; each
// event's id is stored in the same transaction as its effect, so a redelivery finds it and does
// nothing, and a handling that fails rolls the id back with everything else and answers 500 for
// Stripe to deliver it again. Each event type has its own small handler (events/).

const handlers: Partial<Record<Stripe.Event["type"], EventHandler>> = {
  "checkout.session.completed": checkoutSessionCompleted,
  "checkout.session.expired": checkoutSessionExpired,
  "charge.refunded": chargeRefunded,
  "refund.updated": refundUpdated,
  "refund.failed": refundUpdated,
  "charge.refund.updated": refundUpdated,
};

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

/** Handles one event once: false when its id was already stored (a redelivery). */
export async function handleEvent(event: Stripe.Event, now: Date = new Date()) {
  const handler = handlers[event.type];
  const outcome = await db().$transaction(
    async (tx): Promise<AfterCommit | null> => {
      const stored = await tx.$executeRaw`
        insert into stripe_events (id, type) values (${event.id}, ${event.type})
        on conflict (id) do nothing`;
      if (stored === 0) return null;
      return handler ? handler(tx, event, now) : {};
    },
    { timeout: 30_000 },
  );
  if (!outcome) return false;
  if (outcome.availabilityChanged) await availabilityChanged("route");
  if (outcome.refundIds?.length) await requestRefunds(outcome.refundIds, now);
  if (outcome.duplicateIds?.length) await refundDuplicates(outcome.duplicateIds, now);
  return true;
}

export async function answerStripeWebhook(
  rawBody: string,
  signature: string | null,
): Promise<WebhookAnswer> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return { status: 503, body: { error: "Stripe webhooks are not configured" } };
  let event: Stripe.Event;
  try {
    event = verifiedEvent(rawBody, signature ?? "", secret);
  } catch {
    return { status: 400, body: { error: "Invalid signature" } };
  }
  try {
    const handled = await handleEvent(event);
    return { status: 200, body: { received: true, duplicate: !handled } };
  } catch (error) {
    console.error(`Stripe event ${event.id} (${event.type}) failed:`, error);
    return { status: 500, body: { error: "Handling failed; Stripe will retry" } };
  }
}
