import "server-only";
import { db } from "@/lib/server/db";
import { sessionReport } from "./events/checkout-session-completed";
import { refundDuplicates } from "./duplicates";
import { requestRefunds } from "./refunds";
import { settleCheckout } from "./settle";
import { stripe } from "./stripe";

// The customer back from Stripe's Checkout (success_url carries ?session_id=cs_...): the page
// reads the session from Stripe and, when it is paid, settles it through the webhook's own path
// (settle.ts), so whichever arrives first records the payment and the other finds it.

export type ReturnState = "paid" | "processing" | "duplicate" | "none";

/**
 * Confirms a returning customer's session when it is one of ours for `owner` (the booking or the
 * invoice the page shows, or the organisation whose open invoices /account's Pay all paid). "processing": Stripe has not confirmed it yet, or could not be asked.
 * "duplicate": paid for an invoice already paid or credited, so refunded in full (duplicates.ts).
 */
export async function confirmReturnedSession(
  sessionId: string,
  owner: { bookingId: string } | { invoiceId: string } | { organisationId: string },
  now: Date = new Date(),
): Promise<ReturnState> {
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return "none";
  const recorded = await db().checkoutSession.findFirst({
    where: { id: sessionId, ...owner },
    select: { id: true },
  });
  if (!recorded) return "none";
  if (await db().payment.findFirst({ where: { checkoutSessionId: sessionId } })) return "paid";
  if (await db().duplicatePayment.findFirst({ where: { checkoutSessionId: sessionId } })) {
    return "duplicate";
  }
  try {
    const session = await stripe().checkout.sessions.retrieve(sessionId);
    if (session.payment_status !== "paid") return "processing";
    const settlement = await db().$transaction(
      (tx) => settleCheckout(tx, sessionReport(session), now),
      { timeout: 30_000 },
    );
    if (settlement.refundIds.length) await requestRefunds(settlement.refundIds, now);
    if (settlement.duplicateIds.length) await refundDuplicates(settlement.duplicateIds, now);
    if (settlement.result === "duplicate") return "duplicate";
    return settlement.result === "paid" || settlement.result === "already_paid"
      ? "paid"
      : "processing";
  } catch (error) {
    console.error(`Could not confirm Checkout Session ${sessionId}:`, error);
    return "processing";
  }
}
