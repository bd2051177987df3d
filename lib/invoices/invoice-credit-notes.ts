import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { todayInLondon } from "@/lib/shared/dates";
import {
  closingCreditLines,
  partCreditDescription,
  refundLine,
} from "@/lib/invoices/correction-rules";
import type { InvoiceLineAmounts } from "@/lib/invoices/invoice-rules";
import type { Actor } from "@/lib/shared/actor";
import { lineAmounts, readInTx, type InvoiceRecord } from "./invoice-record";
import {
  bookingEvent,
  issueDocument,
  issuer,
  sendDocument,
  type InvoiceEmails,
} from "@/lib/invoices/invoices";
import type { InvoiceCustomer } from "./invoice-job-lines";

// Correcting an issued invoice: a credit note that cancels it in full, one that credits part of
// it (a refund's), and the invoice that replaces one cancelled (Credit and re-issue). The issued
// documents themselves never change.

type Tx = Prisma.TransactionClient;

/**
 * What a correction of `invoice` copies from it: whom it is addressed to, its job, and its
 * contract (a contract's invoice is corrected under its contract too, never under its month:
 * that stays the first invoice's).
 */
async function copiedFrom(tx: Tx, invoice: InvoiceRecord) {
  const { contractId } = await tx.invoice.findUniqueOrThrow({
    where: { id: invoice.id },
    select: { contractId: true },
  });
  const customer: InvoiceCustomer = {
    customerName: invoice.customerName,
    companyName: invoice.companyName,
    customerEmail: invoice.customerEmail,
    customerAddress: invoice.customerAddress,
    purchaseOrder: invoice.purchaseOrder,
  };
  return { contractId, customer, bookingId: invoice.bookingId, reference: invoice.reference };
}

/**
 * Cancels an invoice in full with a credit note (its lines given back, less any credit note
 * already issued for part of it), once: an invoice already credited returns its credit note.
 * The caller holds the booking's row lock (or the invoice's, for the office's corrections).
 */
export async function creditInvoice(
  tx: Tx,
  input: {
    invoiceId: string;
    reason: string;
    actor: Actor | { kind: "system" };
    now: Date;
    emails: InvoiceEmails;
    /** The office's submission (invoice-corrections.ts): the same one sent twice finds this note. */
    requestKey?: string;
    /** It comes with a card refund: e-mailed once Stripe confirms it (refunds.ts), not now. */
    emailWhenRefunded?: boolean;
  },
): Promise<{ creditNote: InvoiceRecord; created: boolean }> {
  const invoice = await readInTx(tx, input.invoiceId, input.now);
  if (invoice.kind !== "invoice") throw new Error(`${invoice.number} is not an invoice`);
  const existing = await tx.invoice.findUnique({
    where: { creditsId: invoice.id },
    select: { id: true },
  });
  if (existing) return { creditNote: await readInTx(tx, existing.id, input.now), created: false };
  const copied = await copiedFrom(tx, invoice);
  const earlier = await tx.invoice.findMany({
    where: { adjustsId: invoice.id },
    orderBy: { issuedAt: "asc" },
    select: { number: true, lines: { orderBy: { position: "asc" } } },
  });
  const { id } = await issueDocument(tx, {
    ...copied,
    kind: "credit_note",
    lines: closingCreditLines(
      invoice.lines,
      earlier.map((note) => ({ ...note, lines: note.lines.map(lineAmounts) })),
    ),
    creditsId: invoice.id,
    requestKey: input.requestKey,
    reason: input.reason,
    supplyDay: todayInLondon(input.now),
    issuedBy: issuer(input.actor),
    now: input.now,
  });
  const creditNote = await readInTx(tx, id, input.now);
  await bookingEvent(
    tx,
    invoice.bookingId,
    "credited",
    input.actor,
    `${creditNote.number} (credits ${invoice.number})`,
  );
  if (!input.emailWhenRefunded) await sendDocument(tx, creditNote, input.emails);
  return { creditNote, created: true };
}

/**
 * Credits part of a standing invoice (the office's refund of part of a card payment): a credit
 * note of one line for `amountPence`, VAT included, that leaves the invoice standing. It is
 * e-mailed once Stripe confirms the refund it comes with (refunds.ts), not now. The caller holds
 * the invoice's row lock and has checked the amount against what may still be refunded.
 */
export async function creditPartOfInvoice(
  tx: Tx,
  input: {
    invoiceId: string;
    amountPence: number;
    reason: string;
    requestKey: string;
    actor: Actor | { kind: "system" };
    now: Date;
  },
): Promise<InvoiceRecord> {
  const invoice = await readInTx(tx, input.invoiceId, input.now);
  const { id, number } = await issueDocument(tx, {
    ...(await copiedFrom(tx, invoice)),
    kind: "credit_note",
    lines: [refundLine(input.amountPence, partCreditDescription(invoice.number))],
    adjustsId: invoice.id,
    requestKey: input.requestKey,
    reason: input.reason,
    supplyDay: todayInLondon(input.now),
    issuedBy: issuer(input.actor),
    now: input.now,
  });
  await bookingEvent(
    tx,
    invoice.bookingId,
    "credited",
    input.actor,
    `${number} (part of ${invoice.number})`,
  );
  return readInTx(tx, id, input.now);
}

/**
 * Issues the invoice that replaces one its credit note cancelled (Credit and re-issue): the same
 * customer, job and contract, with the lines the office corrected, numbered and e-mailed as every
 * invoice. The unique `reissuesId` makes it once; a contract's month stays the first invoice's.
 */
export async function reissueInvoice(
  tx: Tx,
  input: {
    original: InvoiceRecord;
    lines: InvoiceLineAmounts[];
    actor: Actor | { kind: "system" };
    now: Date;
    emails: InvoiceEmails;
  },
): Promise<InvoiceRecord> {
  const { original } = input;
  const { id, number } = await issueDocument(tx, {
    ...(await copiedFrom(tx, original)),
    kind: "invoice",
    lines: input.lines.map((line) => ({ ...line, bookingId: original.bookingId })),
    reissuesId: original.id,
    supplyDay: original.supplyDay,
    issuedBy: issuer(input.actor),
    now: input.now,
  });
  await bookingEvent(
    tx,
    original.bookingId,
    "invoiced",
    input.actor,
    `${number} (replaces ${original.number})`,
  );
  const invoice = await readInTx(tx, id, input.now);
  await sendDocument(tx, invoice, input.emails);
  return invoice;
}
