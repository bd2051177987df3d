import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import {
  correctedLines,
  correctionMessages as m,
  refundableBalance,
} from "@/lib/invoices/correction-rules";
import type { LineInput } from "@/lib/invoices/invoice-rules";
import { ledgerMessages } from "@/lib/invoices/ledger-schema";
import { db } from "@/lib/server/db";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { refundablePence, requestRefunds } from "@/lib/payments/refunds";
import type { Actor } from "@/lib/shared/actor";
import {
  creditInvoice,
  creditPartOfInvoice,
  reissueInvoice,
} from "@/lib/invoices/invoice-credit-notes";
import { readInTx, refundedOf, type InvoiceRecord } from "@/lib/invoices/invoice-record";

// The office's corrections of an issued invoice: Credit invoice, Credit and re-issue,
// and Refund of a card payment in part or in full. Each runs in one transaction that locks the
// invoice's booking (the lock its cancellation and its card payment take) and the invoice's row,
// re-reads the invoice and checks it there. The form's own key (`request`) is stored on the credit
// note it issues (unique), so the same submission sent twice, even at once, issues one note and
// the second gets the first's answer; a credit note cancelling an invoice is also unique per
// invoice. A refund is written pending with its credit note and asked of Stripe after the commit
// with the key "refund-{refund id}" (refunds.ts attemptRefund; the refund job retries it); that
// credit note is e-mailed to the customer once Stripe confirms the refund, never before.

type Tx = Prisma.TransactionClient;
type Office = Extract<Actor, { kind: "admin" }>;

export type CorrectionOutcome =
  | { status: "done"; creditNote: string; invoice?: string; refundedPence?: number }
  | { status: "refused"; message: string; field?: "amount" | "reason" | "lines" };

const refused = (message: string, field?: "amount" | "reason" | "lines"): CorrectionOutcome => ({
  status: "refused",
  message,
  ...(field ? { field } : {}),
});

/** The stored outcome of a submission already made: its credit note and what came with it. */
async function earlierOutcome(tx: Tx, requestKey: string): Promise<CorrectionOutcome | null> {
  const note = await tx.invoice.findUnique({
    where: { requestKey },
    select: {
      id: true,
      number: true,
      credits: { select: { reissuedBy: { select: { number: true } } } },
    },
  });
  if (!note) return null;
  const refund = await tx.refund.findUnique({
    where: { creditNoteId: note.id },
    select: { amountPence: true },
  });
  return {
    status: "done",
    creditNote: note.number,
    ...(note.credits?.reissuedBy ? { invoice: note.credits.reissuedBy.number } : {}),
    ...(refund ? { refundedPence: refund.amountPence } : {}),
  };
}

type Locked = {
  invoice: InvoiceRecord;
  payment: {
    id: string;
    method: string;
    amountPence: number;
    paymentIntentId: string | null;
  } | null;
};

/** Locks the invoice (and its booking first, as the other money paths do) and reads it. */
async function lockInvoice(tx: Tx, number: string, now: Date): Promise<Locked | string> {
  const found = await tx.invoice.findUnique({
    where: { number },
    select: { id: true, bookingId: true },
  });
  if (!found) return ledgerMessages.unknownInvoice;
  if (found.bookingId) {
    await tx.$queryRaw`select id from bookings where id = ${found.bookingId}::uuid for update`;
  }
  await tx.$queryRaw`select id from invoices where id = ${found.id}::uuid for update`;
  const invoice = await readInTx(tx, found.id, now);
  const payment = await tx.payment.findUnique({
    where: { invoiceId: found.id },
    select: { id: true, method: true, amountPence: true, paymentIntentId: true },
  });
  return { invoice, payment };
}

/** Why an invoice cannot be corrected at all, or null. */
function notCorrectable(invoice: InvoiceRecord): string | null {
  if (invoice.kind !== "invoice") return m.notAnInvoice(invoice.number);
  if (invoice.creditedByNumber) return m.notStanding(invoice.number);
  return null;
}

const cardPaid = (payment: Locked["payment"]) =>
  payment?.method === "card" && payment.paymentIntentId ? payment : null;

/** A refund of `amountPence` of the payment, pending, keyed by its own row for Stripe. */
async function writeRefund(
  tx: Tx,
  input: { paymentId: string; creditNoteId: string; amountPence: number; now: Date },
): Promise<string> {
  const id = randomUUID();
  await tx.refund.create({
    data: {
      id,
      paymentId: input.paymentId,
      creditNoteId: input.creditNoteId,
      amountPence: input.amountPence,
      idempotencyKey: `refund-${id}`,
      nextAttemptAt: input.now,
    },
  });
  return id;
}

type Work = { outcome: CorrectionOutcome; refundIds?: string[] };

/**
 * Runs one correction of a standing invoice: its transaction, serialised on the invoice's row,
 * then the refunds it wrote asked of Stripe. A second submission of the same form, even at once,
 * returns the first's answer (read once the first has committed and released the lock).
 */
async function correct(
  input: { number: string; requestKey: string; now: Date },
  work: (tx: Tx, locked: Locked) => Promise<Work>,
): Promise<CorrectionOutcome> {
  const { requestKey, now } = input;
  let result: Work;
  try {
    result = await db().$transaction(async (tx): Promise<Work> => {
      const locked = await lockInvoice(tx, input.number, now);
      if (typeof locked === "string") return { outcome: refused(locked) };
      const earlier = await earlierOutcome(tx, requestKey);
      if (earlier) return { outcome: earlier };
      const why = notCorrectable(locked.invoice);
      if (why) return { outcome: refused(why) };
      return work(tx, locked);
    });
  } catch (error) {
    // The unique request key is the last word if two submissions still met.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const earlier = await db().$transaction((tx) => earlierOutcome(tx, requestKey));
      if (earlier) return earlier;
    }
    throw error;
  }
  if (result.refundIds?.length) await requestRefunds(result.refundIds, now);
  return result.outcome;
}

type Common = { number: string; reason: string; requestKey: string; actor: Office; now?: Date };

/** What every credit note the office issues carries: its reason, form key, author, time, e-mail. */
const officeCredit = (input: Common, now: Date) => ({
  reason: input.reason,
  requestKey: input.requestKey,
  actor: input.actor,
  now,
  emails: invoiceEmails,
});

/**
 * The office's credit note for the whole invoice (less any part already credited). One that
 * comes with a card refund is e-mailed once Stripe confirms the refund (refunds.ts).
 */
async function creditWhole(
  tx: Tx,
  invoiceId: string,
  input: Common,
  now: Date,
  withRefund = false,
) {
  return (
    await creditInvoice(tx, {
      ...officeCredit(input, now),
      invoiceId,
      emailWhenRefunded: withRefund,
    })
  ).creditNote;
}

/**
 * Credit invoice: a credit note for the whole invoice (less any part already credited). A card
 * payment still held is refunded in full through Stripe; money received otherwise (a bank
 * transfer) is given back by the office itself.
 */
export function creditInvoiceByOffice(input: Common): Promise<CorrectionOutcome> {
  const now = input.now ?? new Date();
  return correct({ ...input, now }, async (tx, locked) => {
    const card = cardPaid(locked.payment);
    const balance = card ? await refundablePence(tx, card) : 0;
    const creditNote = await creditWhole(tx, locked.invoice.id, input, now, balance > 0);
    if (!card || balance === 0) {
      return { outcome: { status: "done", creditNote: creditNote.number } };
    }
    const refundId = await writeRefund(tx, {
      paymentId: card.id,
      creditNoteId: creditNote.id,
      amountPence: balance,
      now,
    });
    return {
      outcome: { status: "done", creditNote: creditNote.number, refundedPence: balance },
      refundIds: [refundId],
    };
  });
}

/**
 * Credit and re-issue: the credit note for the whole invoice and a new invoice with the lines the
 * office corrected, in one transaction. A paid invoice is refused (its payment settles it): the
 * office refunds it instead.
 */
export function creditAndReissue(
  input: Common & { lines: LineInput[] },
): Promise<CorrectionOutcome> {
  const now = input.now ?? new Date();
  return correct({ ...input, now }, async (tx, locked) => {
    if (locked.payment) return { outcome: refused(m.paidReissue(locked.invoice.number)) };
    const creditNote = await creditWhole(tx, locked.invoice.id, input, now);
    const invoice = await reissueInvoice(tx, {
      original: locked.invoice,
      lines: correctedLines(input.lines),
      actor: input.actor,
      now,
      emails: invoiceEmails,
    });
    return {
      outcome: { status: "done", creditNote: creditNote.number, invoice: invoice.number },
    };
  });
}

/**
 * Refund: gives back `amountPence` of a card payment, at most what was paid less what was
 * refunded, with a credit note for that amount. Refunding all that is left ends the invoice (its
 * credit note cancels the rest of it); less leaves it standing, paid, with the refund shown.
 */
export function refundInvoice(input: Common & { amountPence: number }): Promise<CorrectionOutcome> {
  const now = input.now ?? new Date();
  return correct({ ...input, now }, async (tx, locked) => {
    const card = cardPaid(locked.payment);
    if (!card) return { outcome: refused(m.notCardPaid(locked.invoice.number)) };
    const balance = await refundablePence(tx, card);
    if (input.amountPence > balance) {
      return { outcome: refused(m.overBalance(balance, card.amountPence), "amount") };
    }
    const creditNote =
      input.amountPence === balance
        ? await creditWhole(tx, locked.invoice.id, input, now, true)
        : await creditPartOfInvoice(tx, {
            reason: input.reason,
            requestKey: input.requestKey,
            actor: input.actor,
            now,
            invoiceId: locked.invoice.id,
            amountPence: input.amountPence,
          });
    const refundId = await writeRefund(tx, {
      paymentId: card.id,
      creditNoteId: creditNote.id,
      amountPence: input.amountPence,
      now,
    });
    return {
      outcome: { status: "done", creditNote: creditNote.number, refundedPence: input.amountPence },
      refundIds: [refundId],
    };
  });
}

/** What the correction form shows: how much was paid by card and may still be refunded. */
export async function refundBalanceOf(
  number: string,
): Promise<{ paidPence: number; refundedPence: number; balancePence: number } | null> {
  const payment = await db().payment.findFirst({
    where: { invoice: { number }, method: "card", paymentIntentId: { not: null } },
    select: { amountPence: true, refunds: { select: { amountPence: true, status: true } } },
  });
  if (!payment) return null;
  const refundedPence = refundedOf(payment.refunds);
  return {
    paidPence: payment.amountPence,
    refundedPence,
    balancePence: refundableBalance(payment.amountPence, refundedPence),
  };
}
