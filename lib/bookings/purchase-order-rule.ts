// The purchase order rule, once: where an organisation says 'A purchase order number is required
// on every booking', a booking or contract for it carries one. Every place that takes a booking
// (/book, the account's Book a collection, the office's phone booking, a new contract) asks the
// server lookup (purchase-orders.ts) whether the rule applies, then this.

/** The field the number is typed in, in every booking and contract form. */
export const PURCHASE_ORDER_FIELD = "purchase_order";
/** Exact: the refusal at that field. */
export const PURCHASE_ORDER_MISSING = "Enter your purchase order number.";

/** Is the number missing where it is required? Blank (spaces only) counts as missing. */
export const purchaseOrderMissing = (
  required: boolean,
  purchaseOrder: string | null | undefined,
): boolean => required && (purchaseOrder ?? "").trim() === "";

/** The refusal at the Purchase order field when the number is missing; null when it may pass. */
export function purchaseOrderProblem(
  required: boolean,
  purchaseOrder: string | null | undefined,
): { field: typeof PURCHASE_ORDER_FIELD; message: string } | null {
  return purchaseOrderMissing(required, purchaseOrder)
    ? { field: PURCHASE_ORDER_FIELD, message: PURCHASE_ORDER_MISSING }
    : null;
}
