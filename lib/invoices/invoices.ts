import "server-only";
import { asDate } from "@/lib/shared/db-day";
import type { Prisma } from "@/generated/prisma/client";
import { todayInLondon } from "@/lib/shared/dates";
import {
  dueDateOf,
  invoiceNumber,
  invoiceTotals,
  type InvoiceKind,
  type PaymentMethod,
} from "@/lib/invoices/invoice-rules";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import type { Actor } from "@/lib/shared/actor";
import { lineAmounts, readInTx, standingInvoiceId, type InvoiceRecord } from "./invoice-record";
import {
  bookingInvoiceCustomer,
  bookingInvoiceLines,
  contractVisitLine,
  type InvoiceCustomer,
  type InvoicedBooking,
  type InvoicedContract,
  type IssuedLine,
} from "./invoice-job-lines";

// The ledger's documents: invoices and credit notes, issued inside the transaction of
// what causes them (a certificate, a card payment, a cancellation), numbered per series and year
// without gaps, and never changed afterwards (the database refuses it). A payment settles one
// invoice in full; a credit note cancels one invoice in full. Status is derived, never stored.
// Reading them back: invoice-record.ts; credit notes and re-issues: invoice-credit-notes.ts.

type Tx = Prisma.TransactionClient;

/** The next number of `kind` in `year`: the counter's row is locked until the transaction ends. */
async function drawNumber(tx: Tx, kind: InvoiceKind, year: number): Promise<string> {
  const series = kind === "invoice" ? "INV" : "CN";
  const [{ last }] = await tx.$queryRaw<[{ last: number }]>`
    insert into invoice_counters (series, year, last) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last = invoice_counters.last + 1
    returning last`;
  return invoiceNumber(kind, year, last);
}

/** Whom an invoice is addressed to, copied onto it when it is issued. */
/** Composes a document's e-mails once it is issued (mail/invoice-notifications.ts). */
export type InvoiceEmails = (invoice: InvoiceRecord) => Promise<OutgoingEmail[]>;

type Issue = {
  kind: InvoiceKind;
  customer: InvoiceCustomer;
  lines: IssuedLine[];
  bookingId: string | null;
  reference: string | null;
  /** A contract's invoice, and for monthly invoicing its month ("2026-11", once per contract). */
  contractId?: string | null;
  period?: string | null;
  creditsId?: string;
  adjustsId?: string;
  reissuesId?: string;
  requestKey?: string | null;
  reason?: string;
  supplyDay: string;
  issuedBy: string;
  now: Date;
};

/** Draws the document's number and stores it with its lines and totals, as issued for good. */
export async function issueDocument(tx: Tx, input: Issue): Promise<{ id: string; number: string }> {
  const issuedDay = todayInLondon(input.now);
  const totals = invoiceTotals(input.lines);
  return tx.invoice.create({
    data: {
      kind: input.kind,
      number: await drawNumber(tx, input.kind, Number(issuedDay.slice(0, 4))),
      bookingId: input.bookingId,
      reference: input.reference,
      contractId: input.contractId ?? null,
      period: input.period ?? null,
      creditsId: input.creditsId ?? null,
      adjustsId: input.adjustsId ?? null,
      reissuesId: input.reissuesId ?? null,
      requestKey: input.requestKey ?? null,
      reason: input.reason ?? null,
      issuedAt: input.now,
      issuedBy: input.issuedBy,
      supplyDate: asDate(input.supplyDay),
      dueDate: asDate(input.kind === "invoice" ? dueDateOf(issuedDay) : issuedDay),
      ...input.customer,
      ...totals,
      lines: {
        create: input.lines.map((line, index) => ({
          position: index + 1,
          ...lineAmounts(line),
          bookingId: line.bookingId ?? null,
        })),
      },
    },
    select: { id: true, number: true },
  });
}

/** Files a document's e-mails in the outbox, in the transaction that issues it. */
export async function sendDocument(tx: Tx, invoice: InvoiceRecord, emails: InvoiceEmails) {
  for (const email of await emails(invoice)) {
    await enqueueEmail(tx, {
      ...email,
      bookingId: invoice.bookingId ?? undefined,
      invoiceId: invoice.id,
    });
  }
}

/**
 * E-mails a document already issued as it stands now: an invoice paid since it was issued goes
 * out as its receipt (a card payment from its page).
 */
export async function emailDocument(tx: Tx, id: string, now: Date, emails: InvoiceEmails) {
  await sendDocument(tx, await readInTx(tx, id, now), emails);
}

export const issuer = (actor: Actor | { kind: "system" }) =>
  actor.kind === "admin" ? actor.email : actor.kind;

/** Writes on a booking's history what happened to its document; a contract's month has none. */
export async function bookingEvent(
  tx: Tx,
  bookingId: string | null,
  kind: "invoiced" | "paid" | "credited" | "refunded",
  actor: Actor | { kind: "system" },
  detail: string,
): Promise<void> {
  if (!bookingId) return;
  await tx.bookingEvent.create({
    data: {
      bookingId,
      kind,
      actor: actor.kind,
      actorEmail: actor.kind === "admin" ? actor.email : null,
      detail,
    },
  });
}

/**
 * Invoices a booking's job, once: a booking with a standing invoice gets that one back. With
 * `payment`, the invoice is issued paid (the card payment that caused it) and e-mailed as a
 * receipt. A contract's visit ('Per visit') is invoiced under its contract: the line names the
 * contract and the contract's purchase order is quoted. The caller holds the booking's row lock.
 */
export async function issueBookingInvoice(
  tx: Tx,
  input: {
    booking: InvoicedBooking;
    supplyDay: string;
    actor: Actor | { kind: "system" };
    now: Date;
    emails: InvoiceEmails;
    contract?: InvoicedContract;
    payment?: {
      method: PaymentMethod;
      receivedOn: string;
      checkoutSessionId?: string;
      paymentIntentId?: string | null;
    };
  },
): Promise<{ invoice: InvoiceRecord; created: boolean }> {
  const { booking, actor, now } = input;
  const standing = await standingInvoiceId(tx, booking.id);
  if (standing) return { invoice: await readInTx(tx, standing, now), created: false };
  const { contract } = input;
  const customer = bookingInvoiceCustomer(booking);
  const { id, number } = await issueDocument(tx, {
    kind: "invoice",
    customer: contract ? { ...customer, purchaseOrder: contract.purchaseOrder } : customer,
    lines: contract ? [contractVisitLine(contract, booking)] : bookingInvoiceLines(booking),
    bookingId: booking.id,
    reference: booking.reference,
    contractId: contract?.id ?? null,
    supplyDay: input.supplyDay,
    issuedBy: issuer(actor),
    now,
  });
  await bookingEvent(tx, booking.id, "invoiced", actor, number);
  if (input.payment) {
    await recordPayment(tx, {
      invoiceId: id,
      bookingId: booking.id,
      ...input.payment,
      recordedBy: issuer(actor),
      actor,
    });
  }
  const invoice = await readInTx(tx, id, now);
  await sendDocument(tx, invoice, input.emails);
  return { invoice, created: true };
}

/**
 * Issues an invoice that is not one booking's (a contract's month) and files its e-mails: the
 * number drawn, lines and totals, as every document. The caller holds what makes it once (the
 * contract's row lock, and the unique contract, kind and period).
 */
export async function issueInvoice(
  tx: Tx,
  input: {
    customer: InvoiceCustomer;
    lines: IssuedLine[];
    reference: string;
    contractId: string;
    period: string;
    supplyDay: string;
    actor: Actor | { kind: "system" };
    now: Date;
    emails: InvoiceEmails;
  },
): Promise<InvoiceRecord> {
  const { id } = await issueDocument(tx, {
    kind: "invoice",
    customer: input.customer,
    lines: input.lines,
    bookingId: null,
    reference: input.reference,
    contractId: input.contractId,
    period: input.period,
    supplyDay: input.supplyDay,
    issuedBy: issuer(input.actor),
    now: input.now,
  });
  const invoice = await readInTx(tx, id, input.now);
  await sendDocument(tx, invoice, input.emails);
  return invoice;
}

/**
 * Records money received against an invoice, in full. The database holds one payment per invoice
 * (and one per Checkout Session and PaymentIntent), so a second attempt fails rather than counts.
 */
export async function recordPayment(
  tx: Tx,
  input: {
    invoiceId: string;
    bookingId: string | null;
    method: PaymentMethod;
    receivedOn: string;
    checkoutSessionId?: string;
    paymentIntentId?: string | null;
    recordedBy: string;
    actor: Actor | { kind: "system" };
  },
): Promise<void> {
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: input.invoiceId },
    select: { totalPence: true, number: true },
  });
  await tx.payment.create({
    data: {
      invoiceId: input.invoiceId,
      bookingId: input.bookingId,
      method: input.method,
      amountPence: invoice.totalPence,
      receivedOn: asDate(input.receivedOn),
      checkoutSessionId: input.checkoutSessionId ?? null,
      paymentIntentId: input.paymentIntentId ?? null,
      recordedBy: input.recordedBy,
    },
  });
  await bookingEvent(tx, input.bookingId, "paid", input.actor, invoice.number);
}
