// Pay all open invoices, as pure rules: which of an organisation's documents are open (an invoice,
// not credited, not paid), the total of their shares, and when an open Checkout Session may be
// handed out again (only when it covers exactly the same invoices for the same amounts: otherwise
// it would take too much, or too little, or pay an invoice settled meanwhile).

export type Share = { invoiceId: string; amountPence: number };

/** The shares in a stable order (by invoice id): the order they are locked and settled in. */
export const inStableOrder = <T extends { invoiceId: string }>(shares: readonly T[]): T[] =>
  [...shares].sort((a, b) => (a.invoiceId < b.invoiceId ? -1 : a.invoiceId > b.invoiceId ? 1 : 0));

/** What the shares add up to: the one amount the Checkout Session takes. */
export const totalOf = (shares: readonly Share[]): number =>
  shares.reduce((sum, share) => sum + share.amountPence, 0);

/** Do two sets of shares name exactly the same invoices for the same amounts? */
export function sameShares(a: readonly Share[], b: readonly Share[]): boolean {
  if (a.length !== b.length) return false;
  const left = inStableOrder(a);
  const right = inStableOrder(b);
  return left.every(
    (share, index) =>
      share.invoiceId === right[index]!.invoiceId &&
      share.amountPence === right[index]!.amountPence,
  );
}
