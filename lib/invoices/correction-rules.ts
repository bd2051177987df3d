import { quantityLabel } from "@/lib/certificates/certificate-rules";
import { formatCharge } from "@/lib/shared/prices";
import {
  creditLines,
  priceLine,
  STANDARD_VAT_BP,
  type InvoiceLineAmounts,
  type LineInput,
} from "./invoice-rules";

// The office's corrections of an issued invoice, as pure rules: what a credit note for
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

/** A line as the re-issue form starts it, and what the form says beside its unit price. */
export type DraftLine = {
  description: string;
  quantity: number;
  unitPricePence: number;
  /** The bags' price does not divide into whole pence: the office checks the unit price. */
  priceHint?: string;
};

/**
 * A line as the re-issue form starts it. A booking's line is issued as one job (quantity 1, its
 * bags in the description): the form shows the bags as the quantity and the price of one as the
 * unit price, so correcting the bags is changing the quantity. A price that does not divide
 * into whole pence is rounded to the penny, with a hint; any other line is shown as issued.
 */
export function reissueDraftLine(line: InvoiceLineAmounts): DraftLine {
  const issued = {
    description: line.description,
    quantity: line.quantity,
    unitPricePence: line.unitPricePence,
  };
  const stated = /: (\d{1,3}) (?:bag or box|bags or boxes)\b/.exec(line.description);
  const bags = Number(stated?.[1] ?? 0);
  if (!stated || bags < 2 || line.quantity !== 1 || stated[0] !== `: ${quantityLabel(bags)}`) {
    return issued;
  }
  const unitPricePence = Math.round(line.unitPricePence / bags);
  return {
    description: line.description.replace(stated[0], ""),
    quantity: bags,
    unitPricePence,
    ...(unitPricePence * bags === line.unitPricePence
      ? {}
      : { priceHint: correctionMessages.roundedUnitPrice(line.unitPricePence, bags) }),
  };
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
  roundedUnitPrice: (pence: number, bags: number) =>
    `Invoiced ${formatCharge(pence)} for ${quantityLabel(bags)}: rounded to the penny, check it`,
  credited: (creditNote: string) => `Credit note ${creditNote} issued`,
  reissued: (creditNote: string, invoice: string) =>
    `Credit note ${creditNote} and invoice ${invoice} issued`,
  refunded: (amount: string, creditNote: string) =>
    `Refund of ${amount} requested, credit note ${creditNote} issued`,
} as const;

/** A refund of a card payment as the office's pages read it. */
export type RefundState = {
  amountPence: number;
  status: "pending" | "succeeded" | "failed";
  /** Why it is not made yet (Stripe's error), or why Stripe refused it. */
  lastError: string | null;
};

export const refundTexts = {
  pending: (reason: string) => `Refund pending: ${reason}`,
  failed: (reason: string) => `Refund failed: ${reason}`,
  /** Asked of Stripe and not refused, but not confirmed yet. */
  awaitingStripe: "waiting for Stripe to confirm it",
  noReason: "Stripe gave no reason",
  amount: (pence: number) => `Refund of ${formatCharge(pence)}`,
} as const;

/** Why Stripe could not make a refund (its `failure_reason`), in words. */
const failureReasons: Record<string, string> = {
  charge_for_pending_refund_disputed: "the payment is disputed",
  declined: "the card's bank declined it",
  expired_or_canceled_card: "the card has expired or was cancelled",
  insufficient_funds: "the Stripe balance was too low",
  lost_or_stolen_card: "the card was reported lost or stolen",
  merchant_request: "it was cancelled in Stripe",
  unknown: refundTexts.noReason,
};

/** Stripe's `failure_reason` of a refund as the office reads it. */
export const refundFailureReason = (code: string | null | undefined) =>
  code ? (failureReasons[code] ?? code.replaceAll("_", " ")) : refundTexts.noReason;

/**
 * What a refund not yet made says, or null once Stripe made it: 'Refund pending: {reason}'
 * until Stripe confirms it, 'Refund failed: {reason}' when Stripe refused it for good.
 */
export function refundNotice(refund: Pick<RefundState, "status" | "lastError">): string | null {
  if (refund.status === "succeeded") return null;
  if (refund.status === "failed")
    return refundTexts.failed(refund.lastError ?? refundTexts.noReason);
  return refundTexts.pending(refund.lastError ?? refundTexts.awaitingStripe);
}

/** What Stripe has confirmed giving back: a refund pending or refused is not money returned. */
export const confirmedRefundPence = (
  refunds: readonly Pick<RefundState, "amountPence" | "status">[],
) => refunds.filter((r) => r.status === "succeeded").reduce((sum, r) => sum + r.amountPence, 0);

/** What a credited invoice's page says of the documents that followed it, each a link. */
export const creditedTexts = {
  /** "Cancelled by credit note CN-…", the whole text a link to the credit note. */
  cancelledBy: (creditNote: string) => `Cancelled by credit note ${creditNote}`,
  /** "Credited by CN-… and re-issued as INV-…", each number a link. */
  creditedBy: "Credited by",
  reissuedAs: "and re-issued as",
  creditNoteFinal: "A credit note is final: it is not corrected.",
} as const;

/** The badge of a credit note in the admin's list (its own kind, not an invoice's status). */
export const CREDIT_NOTE_LABEL = "Credit note";
