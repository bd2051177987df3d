import "server-only";
import { env } from "@/lib/server/env";

// Card payment is on only when the deployment has a Stripe secret key: without it every job is
// still invoiced (with bank transfer details) and /book offers only 'Pay after the collection'.

export function cardPaymentsEnabled(): boolean {
  return Boolean(env().STRIPE_SECRET_KEY);
}
