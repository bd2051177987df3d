import { z } from "zod";
import { correctionMessages as m, poundsToPence } from "./correction-rules";
import { ledgerMessages } from "./ledger-schema";

// The office's corrections of an issued invoice: Credit invoice, Credit and re-issue,
// and Refund. Shared by the forms and their actions; the server re-checks the invoice itself
// (standing, paid, the refund's balance) under its row lock.

export const REASON_MAX = 500;
export const MAX_LINES = 20;

const invoice = z.string().regex(/^INV-\d{4}-\d{6}$/, ledgerMessages.unknownInvoice);

const reason = z.string(m.reason).trim().min(1, m.reason).max(REASON_MAX, m.reasonTooLong);

/** The form's own key, made when it is shown: the same submission sent twice issues one note. */
const request = z.uuid(ledgerMessages.unknownInvoice);

const pounds = (message: string, min: number) =>
  z
    .string(message)
    .trim()
    .transform((value, context) => {
      const pence = poundsToPence(value);
      if (pence === null || pence < min || pence > 10_000_000) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return pence;
    });

export const creditInvoiceSchema = z.object({ invoice, reason, request });

export const correctedLineSchema = z.object({
  description: z.string(m.description).trim().min(1, m.description).max(300, m.description),
  quantity: z.coerce.number(m.quantity).int(m.quantity).min(1, m.quantity).max(999, m.quantity),
  unit_price: pounds(m.unitPrice, 0),
});

export const reissueSchema = z
  .object({
    invoice,
    reason,
    request,
    lines: z.array(correctedLineSchema).min(1, m.noLines).max(MAX_LINES, m.tooManyLines),
  })
  .superRefine(({ lines }, context) => {
    if (lines.length > 0 && lines.every((line) => line.quantity * line.unit_price === 0)) {
      context.addIssue({ code: "custom", path: ["lines"], message: m.zeroTotal });
    }
  });
export type ReissueInput = z.input<typeof reissueSchema>;

export const refundSchema = z.object({ invoice, reason, request, amount: pounds(m.amount, 1) });

/** A refusal's messages by field, nested fields named by their path ("lines.0.quantity"). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
