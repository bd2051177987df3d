import { addDays } from "date-fns";
import { fromIsoDay, toIsoDay } from "@/lib/shared/dates";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";

// Invoices and credit notes: their numbers, their arithmetic and their status, as pure
// rules. Client-safe: the admin's list and the invoice page read the labels too. Money is in pence;
// VAT is computed per line, once, and the totals are the sums of the lines.

export const INVOICE_SERIES = { invoice: "INV", credit_note: "CN" } as const;
export type InvoiceKind = keyof typeof INVOICE_SERIES;

/** INV-{year}-{6 digits} or CN-{year}-{6 digits}: the `sequence`-th of its series in `year`. */
export function invoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`No ${INVOICE_SERIES[kind]} number ${sequence} in ${year}`);
  }
  return `${INVOICE_SERIES[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

const NUMBER = /^(INV|CN)-(\d{4})-(\d{6})$/;

/** An invoice or credit note number as someone typed it, normalised; null when it cannot be one. */
export function parseInvoiceNumber(input: string): string | null {
  const text = input.trim().toUpperCase();
  return NUMBER.test(text) ? text : null;
}

/** The standard UK VAT rate, in basis points (2000 = 20%). */
export const STANDARD_VAT_BP = 2000;

export type LineInput = {
  description: string;
  quantity: number;
  unitPricePence: number;
  vatRateBp?: number;
};
export type InvoiceLineAmounts = Required<LineInput> & { netPence: number; vatPence: number };
export type InvoiceTotals = { subtotalPence: number; vatPence: number; totalPence: number };

/** A line's net (quantity x unit price) and its VAT, rounded half up to the penny once. */
export function priceLine(line: LineInput): InvoiceLineAmounts {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`A line's quantity must be a whole number from 1: ${line.quantity}`);
  }
  if (!Number.isInteger(line.unitPricePence)) {
    throw new RangeError(`A unit price is a whole number of pence: ${line.unitPricePence}`);
  }
  const vatRateBp = line.vatRateBp ?? STANDARD_VAT_BP;
  const netPence = line.quantity * line.unitPricePence;
  return { ...line, vatRateBp, netPence, vatPence: Math.round((netPence * vatRateBp) / 10_000) };
}

/** The document's totals: the sums of its lines (never recomputed from the subtotal). */
export function invoiceTotals(lines: readonly InvoiceLineAmounts[]): InvoiceTotals {
  const subtotalPence = lines.reduce((sum, line) => sum + line.netPence, 0);
  const vatPence = lines.reduce((sum, line) => sum + line.vatPence, 0);
  return { subtotalPence, vatPence, totalPence: subtotalPence + vatPence };
}

/** A credit note's lines: the invoice's lines, each given back in full. */
export function creditLines(lines: readonly InvoiceLineAmounts[]): InvoiceLineAmounts[] {
  return lines.map((line) => ({ ...line }));
}

/** "20%" from 2000 basis points. */
export function vatRateLabel(bp: number): string {
  return `${bp / 100}%`;
}

/** Payment is due this many days after the invoice's date (London's calendar). */
export function dueDateOf(issuedDay: string, termsDays: number = site.invoicing.paymentTermsDays) {
  return toIsoDay(addDays(fromIsoDay(issuedDay), termsDays));
}

/** The overdue reminder is sent once an invoice is this many days past its due date. */
export const REMINDER_DAYS_OVERDUE = 7;

/** The day on which an invoice due on `dueDay` gets its reminder. */
export function reminderDayOf(dueDay: string): string {
  return toIsoDay(addDays(fromIsoDay(dueDay), REMINDER_DAYS_OVERDUE));
}

export const INVOICE_STATUSES = ["unpaid", "paid", "overdue", "credited"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  unpaid: "Unpaid",
  paid: "Paid",
  overdue: "Overdue",
  credited: "Credited",
};

/** A paid invoice Stripe has refunded in part: "Partly refunded £10.00". */
export const partlyRefundedLabel = (pence: number) => `Partly refunded ${formatCharge(pence)}`;

/**
 * An invoice's status as the office and the customer read it: its label, except that a paid
 * invoice of which some was refunded (confirmed by Stripe; the rest still paid) says how much.
 */
export function invoiceStatusText(invoice: { status: InvoiceStatus; refundedPence: number }) {
  return invoice.status === "paid" && invoice.refundedPence > 0
    ? partlyRefundedLabel(invoice.refundedPence)
    : invoiceStatusLabels[invoice.status];
}

/**
 * An invoice's status, derived from the rows that settle it: a credit note cancels it (Credited,
 * even when it had been paid and refunded), a payment pays it, and an unpaid invoice past its due
 * date is Overdue. A credit note itself is always "credited".
 */
export function invoiceStatus(
  invoice: { kind: InvoiceKind; dueDay: string; paid: boolean; credited: boolean },
  today: string,
): InvoiceStatus {
  if (invoice.kind === "credit_note" || invoice.credited) return "credited";
  if (invoice.paid) return "paid";
  return today > invoice.dueDay ? "overdue" : "unpaid";
}

export const paymentMethodLabels = {
  card: "Card (online)",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  card_by_phone: "Card by phone",
} as const;
export type PaymentMethod = keyof typeof paymentMethodLabels;
/** What the office can record by hand with **Mark as paid** (card payments come from Stripe). */
export const OFFICE_PAYMENT_METHODS = ["bank_transfer", "cheque", "card_by_phone"] as const;

/** The customer-facing payment state of a booking, as its pages and the office show it. */
export const bookingPaymentLabels = {
  awaiting: "Awaiting payment",
  processing: "Payment processing",
  paid: "Payment received",
  refunded: "Refunded",
  refund_pending: "Refund pending",
  invoiced: "Invoiced",
  not_invoiced: "To be invoiced after the collection",
} as const;
export type BookingPaymentState = keyof typeof bookingPaymentLabels;

export const invoiceMessages = {
  invoiceSubject: (number: string) => `Invoice ${number}`,
  receiptSubject: (number: string) => `Receipt ${number}`,
  creditNoteSubject: (number: string) => `Credit note ${number}`,
  reminderSubject: (number: string) => `Reminder: invoice ${number} is overdue`,
  notCompletedSubject: (reference: string) => `Your booking ${reference} was not completed`,
  viewAndPay: "View and pay your invoice",
  heading: (number: string) => `Invoice ${number}`,
  creditNoteHeading: (number: string) => `Credit note ${number}`,
  download: "Download invoice",
  payNow: "Pay now by card",
  payAfter: "Pay after the collection",
  paymentLegend: "Payment",
  purchaseOrder: "Purchase order number",
  paymentReceived: "Payment received",
  paymentProcessing: "Payment processing",
  /** Back from Stripe after paying what was already paid or credited. */
  duplicatePaymentRefunding:
    "This invoice was already settled, so this card payment is being refunded to your card in full.",
  refundIssued: (amount: string) => `Refund of ${amount} issued`,
  fileName: (number: string) => `${number.toLowerCase()}.pdf`,
} as const;
