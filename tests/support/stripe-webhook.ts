// Delivering a fake Stripe event to the webhook's handler (the route's, without the e-mail
// delivery it starts after answering), as Stripe would POST it.
import { stripeWebhookResponse } from "@/lib/server/payments/webhook-request";
import type { SignedEvent } from "./fake-stripe";

export async function deliverToRoute(event: SignedEvent, signature = event.signature) {
  const response = await stripeWebhookResponse(
    new Request("http://127.0.0.1/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: event.payload,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
