import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Stripe } from "@/lib/payments/stripe";

/** What a handled event leaves to do once its transaction has committed. */
export type AfterCommit = {
  /** Refunds to ask Stripe for (refunds.ts). */
  refundIds?: string[];
  /** Duplicate payments to refund (duplicates.ts). */
  duplicateIds?: string[];
  /** A place was released: the calendars' availability is read again. */
  availabilityChanged?: boolean;
};

/** One event type's effect, run in the transaction that stores the event's id. */
export type EventHandler = (
  tx: Prisma.TransactionClient,
  event: Stripe.Event,
  now: Date,
) => Promise<AfterCommit>;
