// Delivering a fake Stripe event to the webhook's handler (the route's, without the e-mail
// delivery it starts after answering), as Stripe would POST it.
import { afterAll } from "vitest";
import { stripeWebhookResponse } from "@/lib/payments/webhook-request";
import { FakeStripe, type SignedEvent } from "./fake-stripe";

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

/**
 * A fake Stripe for this test file: started, named in the environment the site reads (card
 * payment on, its webhook secret, its API origin), and stopped after the file's tests.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const stripe = new FakeStripe();
  await stripe.start();
  process.env.STRIPE_SECRET_KEY = stripe.secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
  process.env.STRIPE_API_URL = stripe.url;
  afterAll(() => stripe.stop());
  return stripe;
}
