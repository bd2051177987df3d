import "server-only";
import { asDate } from "@/lib/db-day";
import type { Prisma } from "@/generated/prisma/client";
import { serviceLabels, slotLabels } from "@/lib/booking-options";
import { quantityLabel } from "@/lib/certificates";
import { visitLineDescription } from "@/lib/contracts/contracts";
import { formatLongDay, todayInLondon } from "@/lib/dates";
import {
  creditLines,
  dueDateOf,
  invoiceNumber,
  invoiceStatus,
  invoiceTotals,
  priceLine,
  type InvoiceKind,
  type InvoiceLineAmounts,
  type InvoiceStatus,
  type PaymentMethod,
} from "@/lib/invoices";
import { db } from "../db";
import { enqueueEmail, type OutgoingEmail } from "../mail/outbox";
import type { Actor } from "./booking-changes";

// The ledger's documents (issue 27): invoices and credit notes, issued inside the transaction of
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
  payments: true,
  credits: { select: { number: true } },
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
    creditsNumber: row.credits?.number ?? null,
    creditedByNumber: row.creditedBy?.number ?? null,
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

async function readInTx(tx: Tx, id: string, now: Date): Promise<InvoiceRecord> {
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
 * out as its receipt (a card payment from its page, issue 36).
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
  const address = booking.collectionAddress?.trim() ?? "";
  const postcode = booking.postcode ?? "";
  const withPostcode =
    postcode && !address.toUpperCase().includes(postcode.toUpperCase())
      ? [address, postcode].filter(Boolean).join(", ")
      : address;
  return {
    customerName: booking.customerName,
    companyName: booking.companyName,
    customerEmail: booking.customerEmail,
    customerAddress: withPostcode || null,
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

/**
 * Cancels an invoice in full with a credit note (its lines given back), once: an invoice already
 * credited returns its credit note. The caller holds the booking's row lock.
 */
export async function creditInvoice(
  tx: Tx,
  input: {
    invoiceId: string;
    reason: string;
    actor: Actor | { kind: "system" };
    now: Date;
    emails: InvoiceEmails;
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
  const { id } = await issueDocument(tx, {
    contractId,
    kind: "credit_note",
    customer: {
      customerName: invoice.customerName,
      companyName: invoice.companyName,
      customerEmail: invoice.customerEmail,
      customerAddress: invoice.customerAddress,
      purchaseOrder: invoice.purchaseOrder,
    },
    lines: creditLines(invoice.lines),
    bookingId: invoice.bookingId,
    reference: invoice.reference,
    creditsId: invoice.id,
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
  await send(tx, creditNote, input.emails);
  return { creditNote, created: true };
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
