import "server-only";
import { BodyTooLarge, readBodyText, tooLarge } from "@/lib/server/request-body";
import { answerStripeWebhook } from "./webhook";

const MAX_BODY = 1_000_000; // bytes; Stripe's events are a few kilobytes

/**
 * POST /api/webhooks/stripe as a function of its request (the route adds the e-mail delivery
 * after the response; tests call this with real requests). The body is read as text and never
 * parsed before its signature is checked.
 */
export async function stripeWebhookResponse(request: Request): Promise<Response> {
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
