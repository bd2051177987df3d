// POST /api/webhooks/stripe - Stripe's events (checkout.session.completed and .expired,
// charge.refunded), signed with STRIPE_WEBHOOK_SECRET and checked on the raw body
// (lib/payments/webhook.ts). E-mails an event filed (a receipt, a credit note) start on
// their way right after the answer.
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { stripeWebhookResponse } from "@/lib/payments/webhook-request";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const response = await stripeWebhookResponse(request);
  if (response.ok) deliverAfterResponse();
  return response;
}
