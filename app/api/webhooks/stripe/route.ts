// POST /api/webhooks/stripe - Stripe's events (checkout.session.completed and .expired,
// charge.refunded), signed with STRIPE_WEBHOOK_SECRET. The signature is checked on the raw body,
// so the body is read as text and never parsed before it is verified.
import { answerStripeWebhook } from "@/lib/server/payments/webhook";
import { BodyTooLarge, readBodyText, tooLarge } from "@/lib/server/request-body";

export const dynamic = "force-dynamic";

const MAX_BODY = 1_000_000; // bytes; Stripe's events are a few kilobytes

export async function POST(request: Request) {
  let body: string;
  try {
    body = await readBodyText(request, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge();
    throw error;
  }
  const answer = await answerStripeWebhook(body, request.headers.get("stripe-signature"));
  return Response.json(answer.body, { status: answer.status });
}
