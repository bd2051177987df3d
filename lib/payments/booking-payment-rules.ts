import type { BookingPaymentState, InvoiceKind } from "@/lib/invoices/invoice-rules";

// A booking's payment state as the office reads it on the booking's page, derived from
// the ledger's rows (its invoices, their payments and credit notes) and how the customer chose to
// pay, so it cannot drift from them. Client-safe and pure: the unit test is its specification.

/** What the derivation needs of each of the booking's documents. */
export type PaymentDocument = {
  kind: InvoiceKind;
  paid: boolean;
  credited: boolean;
  /** A refund of its payment that Stripe has not made yet. */
  refundPending?: boolean;
};

export type BookingPaymentInput = {
  paymentChoice: "after_collection" | "card_now";
  /** Cancelled bookings owe nothing unless they were invoiced. */
  cancelled: boolean;
  /** The booking's invoices and credit notes, any order. */
  documents: readonly PaymentDocument[];
  /** The newest Stripe Checkout Session opened for the booking, if any. */
  checkout: "open" | "completed" | "expired" | null;
};

/**
 * - The standing invoice (issued, not credited) decides: paid is 'Payment received', unpaid is
 *   'Invoiced'.
 * - Without one, an invoice that was paid and then credited was given back: 'Refunded' once
 *   Stripe has made the refund, 'Refund pending' until then. One credited unpaid is still
 *   'Invoiced' (its credit note shows beside it as Credited).
 * - Not invoiced yet: a card booking is 'Payment processing' once Stripe's checkout has
 *   completed (the webhook not yet counted), otherwise 'Awaiting payment'; any other booking is
 *   'To be invoiced after the collection'.
 * - A booking cancelled before it was invoiced owes nothing: null.
 */
export function bookingPaymentState(input: BookingPaymentInput): BookingPaymentState | null {
  const invoices = input.documents.filter((d) => d.kind === "invoice");
  const standing = invoices.find((d) => !d.credited);
  if (standing) return standing.paid ? "paid" : "invoiced";
  if (invoices.some((d) => d.paid)) {
    return invoices.some((d) => d.refundPending) ? "refund_pending" : "refunded";
  }
  if (invoices.length > 0) return "invoiced";
  if (input.cancelled) return null;
  if (input.paymentChoice === "card_now") {
    return input.checkout === "completed" ? "processing" : "awaiting";
  }
  return "not_invoiced";
}

/** How the booking page reads a cancelled booking that was never invoiced. */
export const NOTHING_DUE_LABEL = "Nothing to pay (cancelled before it was invoiced)";
