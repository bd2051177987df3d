import { formatCharge } from "./prices";
import {
  creditLines,
  priceLine,
  STANDARD_VAT_BP,
  type InvoiceLineAmounts,
  type LineInput,
} from "./invoices";

// The office's corrections of an issued invoice (issue 36), as pure rules: what a credit note for
// the rest of an invoice gives back, what a refund of part of a card payment credits, how much
// may still be refunded, and the lines of a re-issued invoice. Money in pence; VAT per line.

/** What may still be refunded of a payment: what was paid less what was (or is being) refunded. */
export function refundableBalance(paidPence: number, refundedPence: number): number {
  return Math.max(0, paidPence - refundedPence);
}

/**
 * A refund's credit note line: the amount given back includes VAT, so its VAT is the VAT
 * fraction of it (1/6 at 20%), rounded once, and the net is the rest. The line states both, so
 * the credit note's total is exactly the amount refunded.
 */
export function refundLine(
  amountPence: number,
  description: string,
  vatRateBp: number = STANDARD_VAT_BP,
): InvoiceLineAmounts {
  if (!Number.isInteger(amountPence) || amountPence < 1) {
    throw new RangeError(`A refund is a whole number of pence from 1: ${amountPence}`);
  }
  const vatPence = Math.round((amountPence * vatRateBp) / (10_000 + vatRateBp));
  const netPence = amountPence - vatPence;
  return { description, quantity: 1, unitPricePence: netPence, vatRateBp, netPence, vatPence };
}

/** A credit note already issued for part of the invoice, as the final credit note deducts it. */
export type EarlierCredit = { number: string; lines: readonly InvoiceLineAmounts[] };

/** The one line of a credit note for part of an invoice. */
export const partCreditDescription = (invoiceNumber: string) =>
  `Refund of part of invoice ${invoiceNumber}`;

export const lessCreditDescription = (number: string) => `Less credit note ${number}`;

/**
 * The lines of the credit note that ends an invoice: its lines given back in full, less each
 * credit note already issued for part of it (one line each, VAT as that note stated it), so the
 * credit notes together give back exactly the invoice.
 */
export function closingCreditLines(
  invoiceLines: readonly InvoiceLineAmounts[],
  earlier: readonly EarlierCredit[],
): InvoiceLineAmounts[] {
  return [
    ...creditLines(invoiceLines),
    ...earlier.map((note) => {
      const netPence = note.lines.reduce((sum, line) => sum + line.netPence, 0);
      const vatPence = note.lines.reduce((sum, line) => sum + line.vatPence, 0);
      return {
        description: lessCreditDescription(note.number),
        quantity: 1,
        unitPricePence: -netPence,
        vatRateBp: note.lines[0]?.vatRateBp ?? STANDARD_VAT_BP,
        netPence: -netPence,
        vatPence: -vatPence,
      };
    }),
  ];
}

/** A re-issued invoice's lines as the office corrected them, each priced as every invoice line. */
export function correctedLines(lines: readonly LineInput[]): InvoiceLineAmounts[] {
  return lines.map((line) => priceLine(line));
}

/** "45", "45.5", "£45.50", "0" -> pence; null when it is not an amount of pounds. */
export function poundsToPence(text: string): number | null {
  const match = /^£?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : null;
}

/** Pence as the office types pounds: 4550 -> "45.50". */
export const penceAsInput = (pence: number) => (pence / 100).toFixed(2);

export const correctionMessages = {
  reason: "Please give the reason",
  reasonTooLong: "Please keep the reason under 500 characters",
  description: "Please describe the line",
  quantity: "Please give a whole number from 1 to 999",
  unitPrice: "Please give the unit price in pounds, e.g. 45 or 45.50",
  noLines: "Please keep at least one line",
  tooManyLines: "An invoice has at most 20 lines",
  zeroTotal: "The new invoice must be for more than £0.00",
  amount: "Please give the amount to refund in pounds, e.g. 12 or 12.50",
  overBalance: (balancePence: number, paidPence: number) =>
    balancePence === 0
      ? "Nothing is left to refund on this invoice."
      : `You can refund at most ${formatCharge(balancePence)} ` +
        `(paid ${formatCharge(paidPence)}, less what was already refunded).`,
  notStanding: (number: string) => `Invoice ${number} was already cancelled by a credit note.`,
  notAnInvoice: (number: string) => `${number} is a credit note: it cannot be corrected.`,
  paidReissue: (number: string) =>
    `Invoice ${number} is paid: refund it instead, or credit it without re-issuing.`,
  notCardPaid: (number: string) =>
    `Invoice ${number} was not paid by card online, so it cannot be refunded here.`,
  credited: (creditNote: string) => `Credit note ${creditNote} issued`,
  reissued: (creditNote: string, invoice: string) =>
    `Credit note ${creditNote} and invoice ${invoice} issued`,
  refunded: (amount: string, creditNote: string) =>
    `Refund of ${amount} requested, credit note ${creditNote} issued`,
} as const;

/** What the admin's list says of an invoice refunded in part: "Refunded £12.00". */
export const refundedLabel = (pence: number) => `Refunded ${formatCharge(pence)}`;

/** The badge of a credit note in the admin's list (its own kind, not an invoice's status). */
export const CREDIT_NOTE_LABEL = "Credit note";
