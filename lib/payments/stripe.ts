import "server-only";
import Stripe from "stripe";
import { env, type Env } from "@/lib/server/env";

// The one Stripe client, made on first use from the settings: the SDK refuses to be built without
// a key, and a deployment without one has card payment off (lib/server/card-payments.ts), so nothing builds it
// then. STRIPE_API_URL names the API's origin: Stripe's own, or a fake on 127.0.0.1 in tests.

let made: { settings: Env; client: Stripe } | undefined;

export function stripe(): Stripe {
  const settings = env();
  if (made?.settings === settings) return made.client;
  const { STRIPE_SECRET_KEY: key, STRIPE_API_URL } = settings;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set: card payment is off");
  const api = new URL(STRIPE_API_URL);
  const protocol = api.protocol === "http:" ? "http" : "https";
  const client = new Stripe(key, {
    host: api.hostname,
    port: api.port || (protocol === "http" ? 80 : 443),
    protocol,
    // One quick retry of a network blip (with the same idempotency key); anything longer is the
    // refund job's (refunds.ts) or the customer's next click.
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  made = { settings, client };
  return client;
}

/** Verifies a webhook's signature on its raw body; throws when it is not Stripe's. */
export function verifiedEvent(rawBody: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

export type { Stripe };
