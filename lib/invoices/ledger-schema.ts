import { z } from "zod";
import { formatLongDay, isIsoDay, todayInLondon } from "@/lib/shared/dates";
import { OFFICE_PAYMENT_METHODS } from "./invoice-rules";

// The admin's Invoices tab: Mark as paid (money received outside Stripe) and the
// Export for Xero date range. Shared by the forms and their action and route.

export const ledgerMessages = {
  chooseMethod: "Please choose how it was paid",
  chooseDate: "Please give the date the payment was received",
  invalidDate: "Please give a valid date",
  paidInFuture: "The payment date cannot be in the future.",
  paidBeforeInvoice: (invoiceDay: string) =>
    `The payment date cannot be before the invoice date (${formatLongDay(invoiceDay)}).`,
  alreadyPaid: (number: string) => `Invoice ${number} is already paid.`,
  credited: (number: string) => `Invoice ${number} was cancelled by a credit note.`,
  creditNote: (number: string) => `${number} is a credit note: there is nothing to pay.`,
  unknownInvoice: "That invoice does not exist.",
  paid: (number: string) => `Invoice ${number} marked as paid`,
  chooseFrom: "Please choose the first day of the export",
  chooseTo: "Please choose the last day of the export",
  rangeBackwards: "The first day must be on or before the last day.",
  rangeTooLong: "Please export at most one year at a time.",
} as const;

/** The document is named by its number (a credit note's is refused by the action, by name). */
const invoiceNumberField = z
  .string()
  .regex(/^(INV|CN)-\d{4}-\d{6}$/, ledgerMessages.unknownInvoice);

const day = (missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .refine((value) => isIsoDay(value), ledgerMessages.invalidDate);

export const markPaidSchema = z.object({
  invoice: invoiceNumberField,
  method: z.enum(OFFICE_PAYMENT_METHODS, ledgerMessages.chooseMethod),
  // A payment cannot be recorded ahead of London's today (the invoice date is checked against
  // the invoice itself, in the action).
  received_on: day(ledgerMessages.chooseDate).refine(
    (value) => value <= todayInLondon(),
    ledgerMessages.paidInFuture,
  ),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

/** The most days one export covers, both ends included: a year, leap day included. */
export const EXPORT_MAX_DAYS = 366;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const exportRangeSchema = z
  .object({ from: day(ledgerMessages.chooseFrom), to: day(ledgerMessages.chooseTo) })
  .superRefine(({ from, to }, context) => {
    if (!isIsoDay(from) || !isIsoDay(to)) return;
    if (from > to) {
      context.addIssue({ code: "custom", path: ["to"], message: ledgerMessages.rangeBackwards });
    } else if (daysBetween(from, to) + 1 > EXPORT_MAX_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: ledgerMessages.rangeTooLong });
    }
  });
export type ExportRange = z.infer<typeof exportRangeSchema>;
