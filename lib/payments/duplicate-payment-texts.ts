// The office's list of card payments that arrived twice, which Today's count opens.

/** The list Today's "duplicate card payments refunded" opens. */
export const duplicatePaymentTexts = {
  heading: "Duplicate card payments",
  intro:
    "Card payments that arrived for an invoice already paid or credited (a payment page left " +
    "open while a bank transfer was recorded). Each is refunded in full automatically and the " +
    "customer is e-mailed once Stripe has made the refund. Today counts each until it is marked seen.",
  none: "No duplicate card payments.",
  caption: "Duplicate card payments, those not yet seen first",
  headers: ["Invoice", "Customer", "Amount", "Received", "Why", "Refund", "Seen"],
  reasons: { already_paid: "Invoice already paid", credited: "Invoice credited" },
  refund: {
    succeeded: (refundId: string | null) => `Refunded${refundId ? ` (${refundId})` : ""}`,
    pending: (error: string | null) =>
      `Refund pending${error ? `: ${error}` : ""}; it is retried automatically`,
    failed: (error: string | null) =>
      `Refund failed${error ? `: ${error}` : ""}. Refund it from the Stripe dashboard.`,
  },
  markSeen: "Mark as seen",
  seen: (when: string, by: string | null) => `Seen ${when}${by ? ` by ${by}` : ""}`,
  markedSeen: "Marked as seen",
  markSeenFailed: "Failed to mark the payment as seen",
  noun: "duplicate card payments",
} as const;
