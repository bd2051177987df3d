// Delivering a fake Stripe event to the real webhook route handler, as Stripe would POST it.
import { POST } from "@/app/api/webhooks/stripe/route";
import type { SignedEvent } from "./fake-stripe";

export async function deliverToRoute(event: SignedEvent, signature = event.signature) {
  const response = await POST(
    new Request("http://127.0.0.1/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: event.payload,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
