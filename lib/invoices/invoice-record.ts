import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { todayInLondon } from "@/lib/shared/dates";
import { confirmedRefundPence, type RefundState } from "@/lib/invoices/correction-rules";
import {
  invoiceStatus,
  type InvoiceKind,
  type InvoiceLineAmounts,
  type InvoiceStatus,
  type PaymentMethod,
} from "@/lib/invoices/invoice-rules";
import { db } from "@/lib/server/db";

// An issued invoice or credit note as the site reads it: the stored row, its payment, refunds and
// the documents that credit, adjust or replace it, with its status derived (never stored).

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
export const lineAmounts = (line: InvoiceLineAmounts): InvoiceLineAmounts => ({
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

export async function readInTx(tx: Tx, id: string, now: Date): Promise<InvoiceRecord> {
  const row = await tx.invoice.findUniqueOrThrow({ where: { id }, include: invoiceInclude });
  return invoiceRecord(row, todayInLondon(now));
}

/** The booking's standing invoice: issued, and not cancelled by a credit note. */
export async function standingInvoiceId(tx: Tx, bookingId: string): Promise<string | null> {
  const row = await tx.invoice.findFirst({
    where: { bookingId, kind: "invoice", creditedBy: { is: null } },
    orderBy: { issuedAt: "desc" },
    select: { id: true },
  });
  return row?.id ?? null;
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
