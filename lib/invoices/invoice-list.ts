import "server-only";
import { asDate } from "@/lib/shared/db-day";
import type { Prisma } from "@/generated/prisma/client";
import { parseLondonDateTime, todayInLondon } from "@/lib/shared/dates";
import { INVOICE_STATUSES, type InvoiceStatus } from "@/lib/invoices/invoice-rules";
import type { Page } from "@/lib/shared/pagination";
import type { ExportRange } from "@/lib/invoices/ledger-schema";
import { nextDay } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { invoiceInclude, invoiceRecord, type InvoiceRecord } from "./invoice-record";
import { pageOf } from "@/lib/server/paging";

// The admin's Invoices tab and the bookkeeper's export: invoices and credit notes
// newest first, searched (number, customer, company, reference or purchase order number) and
// filtered by status in PostgreSQL. Status is derived (lib/invoices.ts
// invoiceStatus), so each status's filter is the same rule written as a query: a credit note or
// a credited invoice is Credited; a paid one Paid; an unpaid one Overdue once its due date is
// before London's today, Unpaid until then.

export const invoiceStatuses = INVOICE_STATUSES;
export type InvoiceFilter = { q?: string; status?: string };

function statusWhere(status: InvoiceStatus, today: string): Prisma.InvoiceWhereInput {
  const open = { kind: "invoice", creditedBy: { is: null } } as const;
  switch (status) {
    case "credited":
      return { OR: [{ kind: "credit_note" }, { creditedBy: { isNot: null } }] };
    case "paid":
      return { ...open, payments: { some: {} } };
    case "overdue":
      return { ...open, payments: { none: {} }, dueDate: { lt: asDate(today) } };
    case "unpaid":
      return { ...open, payments: { none: {} }, dueDate: { gte: asDate(today) } };
  }
}

export function invoiceWhere(filter: InvoiceFilter, today: string): Prisma.InvoiceWhereInput {
  const text = filter.q?.trim();
  const status = INVOICE_STATUSES.find((s) => s === filter.status);
  const where: Prisma.InvoiceWhereInput[] = [];
  if (status) where.push(statusWhere(status, today));
  if (text) {
    where.push({
      OR: [
        { number: { contains: text, mode: "insensitive" } },
        { customerName: { contains: text, mode: "insensitive" } },
        { companyName: { contains: text, mode: "insensitive" } },
        { reference: { contains: text, mode: "insensitive" } },
        { purchaseOrder: { contains: text, mode: "insensitive" } },
      ],
    });
  }
  return where.length > 0 ? { AND: where } : {};
}

// Newest first; the number breaks a tie within one millisecond (it only grows within a series).
const newestFirst = [
  { issuedAt: "desc" },
  { number: "desc" },
] as const satisfies Prisma.InvoiceOrderByWithRelationInput[];

/** The Invoices tab: 25 a page, newest first, with each document's derived status. */
export function invoicesPage(
  filter: InvoiceFilter,
  page: number,
  now: Date = new Date(),
): Promise<Page<InvoiceRecord>> {
  const today = todayInLondon(now);
  return invoiceRecordsPage(invoiceWhere(filter, today), page, today);
}

/**
 * Page `page` of the documents `where` selects, newest first, each with its status on `today`:
 * the Invoices tab's, and a customer account's (pageSize its own).
 */
export function invoiceRecordsPage(
  where: Prisma.InvoiceWhereInput,
  page: number,
  today: string,
  pageSize?: number,
): Promise<Page<InvoiceRecord>> {
  return pageOf(
    page,
    () => db().invoice.count({ where }),
    async (skip, take) =>
      (
        await db().invoice.findMany({
          where,
          orderBy: [...newestFirst],
          skip,
          take,
          include: invoiceInclude,
        })
      ).map((row) => invoiceRecord(row, today)),
    pageSize,
  );
}

/** At most this many documents in one export (a year of this company's jobs is far fewer). */
export const EXPORT_LIMIT = 10_000;

/**
 * The invoices and credit notes issued in the range (London's calendar days, both included),
 * oldest first as a ledger reads.
 */
export async function invoicesIssuedBetween(
  range: ExportRange,
  now: Date = new Date(),
): Promise<InvoiceRecord[]> {
  const start = parseLondonDateTime(`${range.from}T00:00`)!;
  const end = parseLondonDateTime(`${nextDay(range.to)}T00:00`)!;
  const rows = await db().invoice.findMany({
    where: { issuedAt: { gte: start, lt: end } },
    orderBy: [{ issuedAt: "asc" }, { number: "asc" }],
    take: EXPORT_LIMIT,
    include: invoiceInclude,
  });
  const today = todayInLondon(now);
  return rows.map((row) => invoiceRecord(row, today));
}
