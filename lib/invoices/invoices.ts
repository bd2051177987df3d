import "server-only";
import { asDate } from "@/lib/shared/db-day";
import type { Prisma } from "@/generated/prisma/client";
import { serviceLabels, slotLabels } from "@/lib/shared/booking-options";
import { quantityLabel } from "@/lib/certificates/certificate-rules";
import { addressWithPostcode } from "@/lib/shared/postal-address";
import { visitLineDescription } from "@/lib/contracts/contract-rules";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import {
  closingCreditLines,
  confirmedRefundPence,
  partCreditDescription,
  refundLine,
  type RefundState,
} from "@/lib/invoices/correction-rules";
import {
  dueDateOf,
  invoiceNumber,
  invoiceStatus,
  invoiceTotals,
  priceLine,
  type InvoiceKind,
  type InvoiceLineAmounts,
  type InvoiceStatus,
  type PaymentMethod,
} from "@/lib/invoices/invoice-rules";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import type { Actor } from "@/lib/shared/actor";

// The ledger's documents: invoices and credit notes, issued inside the transaction of
// what causes them (a certificate, a card payment, a cancellation), numbered per series and year
// without gaps, and never changed afterwards (the database refuses it). A payment settles one
// invoice in full; a credit note cancels one invoice in full. Status is derived, never stored.

type Tx = Prisma.TransactionClient;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export type InvoicePayment = {
  method: PaymentMethod;
  amountPence: number;
  receivedOn: string;
  recordedBy: string;
};

export type InvoiceRecord = {
  id: string;
  kind: InvoiceKind;
  number: string;
  bookingId: string | null;
  /** The booking's reference, or for a contract's monthly invoice the contract's number. */
  reference: string | null;
  /** A regular contract's invoice (one visit's, or a month's): the contract's number. */
  contractNumber: string | null;
  /** A credit note: the invoice it cancels. An invoice: the credit note that cancelled it. */
  creditsNumber: string | null;
  creditedByNumber: string | null;
  /** A credit note: whether it ends its invoice (false: it credits part of it, a refund's). */
  creditsInFull: boolean;
  /** A re-issued invoice: the invoice it replaces (Credit and re-issue). */
  reissuesNumber: string | null;
  /** An invoice credited and re-issued: the invoice that replaced it. */
  reissuedByNumber: string | null;
  /** An invoice: what Stripe confirmed refunding of its payment; 0 when nothing. */
  refundedPence: number;
  /** An invoice: each refund of its payment, oldest first, made, pending or refused. */
  refunds: RefundState[];
  issuedAt: string;
  /** The date of issue on London's calendar. */
  issuedDay: string;
  issuedBy: string;
  /** The time of supply (tax point). */
  supplyDay: string;
  dueDay: string;
  customerName: string;
  companyName: string | null;
  customerEmail: string;
  customerAddress: string | null;
  purchaseOrder: string | null;
  reason: string | null;
  subtotalPence: number;
  vatPence: number;
  totalPence: number;
  lines: InvoiceLineAmounts[];
  payment: InvoicePayment | null;
  status: InvoiceStatus;
};

export const invoiceInclude = {
  lines: { orderBy: { position: "asc" } },
  payments: {
    include: {
      refunds: {
        select: { amountPence: true, status: true, lastError: true },
        orderBy: { createdAt: "asc" },
      },
    },
  },
  credits: { select: { number: true } },
  adjusts: { select: { number: true } },
  reissues: { select: { number: true } },
  reissuedBy: { select: { number: true } },
  creditedBy: { select: { number: true } },
  contract: { select: { number: true } },
} as const satisfies Prisma.InvoiceInclude;
type Row = Prisma.InvoiceGetPayload<{ include: typeof invoiceInclude }>;

/** A line's stated amounts, as stored and as read back. */
const lineAmounts = (line: InvoiceLineAmounts): InvoiceLineAmounts => ({
  description: line.description,
  quantity: line.quantity,
  unitPricePence: line.unitPricePence,
  vatRateBp: line.vatRateBp,
  netPence: line.netPence,
  vatPence: line.vatPence,
});

/** A payment's refunds that give money back: made, or still being asked for (not refused). */
export const refundedOf = (refunds: readonly { amountPence: number; status: string }[]) =>
  refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPence, 0);

export function invoiceRecord(row: Row, today: string): InvoiceRecord {
  const payment = row.payments[0] ?? null;
  const dueDay = isoDay(row.dueDate);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    bookingId: row.bookingId,
    reference: row.reference,
    contractNumber: row.contract?.number ?? null,
    creditsNumber: row.credits?.number ?? row.adjusts?.number ?? null,
    creditedByNumber: row.creditedBy?.number ?? null,
    creditsInFull: row.kind === "credit_note" && row.adjusts === null,
    reissuesNumber: row.reissues?.number ?? null,
    reissuedByNumber: row.reissuedBy?.number ?? null,
    refundedPence: confirmedRefundPence(payment?.refunds ?? []),
    refunds: (payment?.refunds ?? []).map((r) => ({
      amountPence: r.amountPence,
      status: r.status,
      lastError: r.lastError,
    })),
    issuedAt: row.issuedAt.toISOString(),
    issuedDay: todayInLondon(row.issuedAt),
    issuedBy: row.issuedBy,
    supplyDay: isoDay(row.supplyDate),
    dueDay,
    customerName: row.customerName,
    companyName: row.companyName,
    customerEmail: row.customerEmail,
    customerAddress: row.customerAddress,
    purchaseOrder: row.purchaseOrder,
    reason: row.reason,
    subtotalPence: row.subtotalPence,
    vatPence: row.vatPence,
    totalPence: row.totalPence,
    lines: row.lines.map(lineAmounts),
    payment: payment && {
      method: payment.method,
      amountPence: payment.amountPence,
      receivedOn: isoDay(payment.receivedOn),
      recordedBy: payment.recordedBy,
    },
    status: invoiceStatus(
      { kind: row.kind, dueDay, paid: payment !== null, credited: row.creditedBy !== null },
      today,
    ),
  };
}

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
export type InvoiceCustomer = {
  customerName: string;
  companyName: string | null;
  customerEmail: string;
  customerAddress: string | null;
  purchaseOrder: string | null;
};

/** Composes a document's e-mails once it is issued (mail/invoice-notifications.ts). */
export type InvoiceEmails = (invoice: InvoiceRecord) => Promise<OutgoingEmail[]>;

/** A line as it is stored: its amounts and the job (booking or contract visit) it is for. */
export type IssuedLine = InvoiceLineAmounts & { bookingId?: string | null };

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

async function issueDocument(tx: Tx, input: Issue): Promise<{ id: string; number: string }> {
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

export async function readInTx(tx: Tx, id: string, now: Date): Promise<InvoiceRecord> {
  const row = await tx.invoice.findUniqueOrThrow({ where: { id }, include: invoiceInclude });
  return invoiceRecord(row, todayInLondon(now));
}

async function send(tx: Tx, invoice: InvoiceRecord, emails: InvoiceEmails) {
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
  await send(tx, await readInTx(tx, id, now), emails);
}

/** The booking's job as one invoice line: the service, its day and slot, and what was booked. */
export type InvoicedBooking = {
  id: string;
  reference: string;
  serviceType: keyof typeof serviceLabels;
  day: string;
  timeSlot: keyof typeof slotLabels;
  bagQuantity: number;
  subtotalPence: number;
  customerName: string;
  companyName: string | null;
  customerEmail: string;
  collectionAddress: string | null;
  postcode: string | null;
  purchaseOrder: string | null;
};

export function bookingInvoiceLines(booking: InvoicedBooking): IssuedLine[] {
  return [
    {
      ...priceLine({
        description:
          `${serviceLabels[booking.serviceType]} on ${formatLongDay(booking.day)}, ` +
          `${slotLabels[booking.timeSlot].toLowerCase()}: ${quantityLabel(booking.bagQuantity)} ` +
          `(booking ${booking.reference})`,
        quantity: 1,
        unitPricePence: booking.subtotalPence,
      }),
      bookingId: booking.id,
    },
  ];
}

/** The contract a visit belongs to, as its invoice names it. */
export type InvoicedContract = { id: string; number: string; purchaseOrder: string | null };

/** One contract visit as an invoice line: the contract, the visit's day and its booking. */
export function contractVisitLine(
  contract: Pick<InvoicedContract, "number">,
  visit: Pick<InvoicedBooking, "id" | "reference" | "day" | "subtotalPence">,
): IssuedLine {
  return {
    ...priceLine({
      description: visitLineDescription({
        contractNumber: contract.number,
        day: visit.day,
        reference: visit.reference,
      }),
      quantity: 1,
      unitPricePence: visit.subtotalPence,
    }),
    bookingId: visit.id,
  };
}

/** The customer's address as an invoice states it: the collection address and its postcode. */
export function bookingInvoiceCustomer(
  booking: Pick<
    InvoicedBooking,
    | "customerName"
    | "companyName"
    | "customerEmail"
    | "collectionAddress"
    | "postcode"
    | "purchaseOrder"
  >,
): InvoiceCustomer {
  return {
    customerName: booking.customerName,
    companyName: booking.companyName,
    customerEmail: booking.customerEmail,
    customerAddress: addressWithPostcode(booking.collectionAddress, booking.postcode),
    purchaseOrder: booking.purchaseOrder,
  };
}

const issuer = (actor: Actor | { kind: "system" }) =>
  actor.kind === "admin" ? actor.email : actor.kind;

const eventOf = (
  bookingId: string,
  kind: "invoiced" | "paid" | "credited" | "refunded",
  actor: Actor | { kind: "system" },
  detail: string,
) => ({
  bookingId,
  kind,
  actor: actor.kind,
  actorEmail: actor.kind === "admin" ? actor.email : null,
  detail,
});

/** The booking's standing invoice: issued, and not cancelled by a credit note. */
export async function standingInvoiceId(tx: Tx, bookingId: string): Promise<string | null> {
  const row = await tx.invoice.findFirst({
    where: { bookingId, kind: "invoice", creditedBy: { is: null } },
    orderBy: { issuedAt: "desc" },
    select: { id: true },
  });
  return row?.id ?? null;
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
  await tx.bookingEvent.create({ data: eventOf(booking.id, "invoiced", actor, number) });
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
  await send(tx, invoice, input.emails);
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
  await send(tx, invoice, input.emails);
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
  if (input.bookingId) {
    await tx.bookingEvent.create({
      data: eventOf(input.bookingId, "paid", input.actor, invoice.number),
    });
  }
}

/** Whom a document is addressed to, as it states it: what its credit note or re-issue copies. */
const customerOf = (invoice: InvoiceRecord): InvoiceCustomer => ({
  customerName: invoice.customerName,
  companyName: invoice.companyName,
  customerEmail: invoice.customerEmail,
  customerAddress: invoice.customerAddress,
  purchaseOrder: invoice.purchaseOrder,
});

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
  // A contract's invoice is credited under its contract too (never under its month: that stays
  // the invoice's).
  const { contractId } = await tx.invoice.findUniqueOrThrow({
    where: { id: invoice.id },
    select: { contractId: true },
  });
  const earlier = await tx.invoice.findMany({
    where: { adjustsId: invoice.id },
    orderBy: { issuedAt: "asc" },
    select: { number: true, lines: { orderBy: { position: "asc" } } },
  });
  const { id } = await issueDocument(tx, {
    contractId,
    kind: "credit_note",
    customer: customerOf(invoice),
    lines: closingCreditLines(
      invoice.lines,
      earlier.map((note) => ({ ...note, lines: note.lines.map(lineAmounts) })),
    ),
    bookingId: invoice.bookingId,
    reference: invoice.reference,
    creditsId: invoice.id,
    requestKey: input.requestKey,
    reason: input.reason,
    supplyDay: todayInLondon(input.now),
    issuedBy: issuer(input.actor),
    now: input.now,
  });
  const creditNote = await readInTx(tx, id, input.now);
  if (invoice.bookingId) {
    await tx.bookingEvent.create({
      data: eventOf(
        invoice.bookingId,
        "credited",
        input.actor,
        `${creditNote.number} (credits ${invoice.number})`,
      ),
    });
  }
  if (!input.emailWhenRefunded) await send(tx, creditNote, input.emails);
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
  const { contractId } = await tx.invoice.findUniqueOrThrow({
    where: { id: invoice.id },
    select: { contractId: true },
  });
  const { id, number } = await issueDocument(tx, {
    contractId,
    kind: "credit_note",
    customer: customerOf(invoice),
    lines: [refundLine(input.amountPence, partCreditDescription(invoice.number))],
    bookingId: invoice.bookingId,
    reference: invoice.reference,
    adjustsId: invoice.id,
    requestKey: input.requestKey,
    reason: input.reason,
    supplyDay: todayInLondon(input.now),
    issuedBy: issuer(input.actor),
    now: input.now,
  });
  if (invoice.bookingId) {
    await tx.bookingEvent.create({
      data: eventOf(
        invoice.bookingId,
        "credited",
        input.actor,
        `${number} (part of ${invoice.number})`,
      ),
    });
  }
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
  const { contractId } = await tx.invoice.findUniqueOrThrow({
    where: { id: original.id },
    select: { contractId: true },
  });
  const { id, number } = await issueDocument(tx, {
    kind: "invoice",
    customer: customerOf(original),
    lines: input.lines.map((line) => ({ ...line, bookingId: original.bookingId })),
    bookingId: original.bookingId,
    reference: original.reference,
    contractId,
    reissuesId: original.id,
    supplyDay: original.supplyDay,
    issuedBy: issuer(input.actor),
    now: input.now,
  });
  if (original.bookingId) {
    await tx.bookingEvent.create({
      data: eventOf(
        original.bookingId,
        "invoiced",
        input.actor,
        `${number} (replaces ${original.number})`,
      ),
    });
  }
  const invoice = await readInTx(tx, id, input.now);
  await send(tx, invoice, input.emails);
  return invoice;
}

/** A booking's invoices and credit notes, oldest first. */
export async function documentsOfBooking(bookingId: string, now: Date = new Date()) {
  const rows = await db().invoice.findMany({
    where: { bookingId },
    orderBy: { issuedAt: "asc" },
    include: invoiceInclude,
  });
  return rows.map((row) => invoiceRecord(row, todayInLondon(now)));
}

export async function findInvoice(id: string, now: Date = new Date()) {
  const row = await db().invoice.findUnique({ where: { id }, include: invoiceInclude });
  return row && invoiceRecord(row, todayInLondon(now));
}

export async function findInvoiceByNumber(number: string, now: Date = new Date()) {
  const row = await db().invoice.findUnique({ where: { number }, include: invoiceInclude });
  return row && invoiceRecord(row, todayInLondon(now));
}
