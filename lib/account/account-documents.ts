import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { currentTransferNoteYear } from "@/lib/contracts/transfer-note-rules";
import { asDay } from "@/lib/shared/db-day";
import { nextDay, parseLondonDateTime, todayInLondon } from "@/lib/shared/dates";
import type { InvoiceKind, InvoiceStatus } from "@/lib/invoices/invoice-rules";
import type { Page } from "@/lib/shared/pagination";
import { contractOpen } from "@/lib/contracts/visit-changes";
import { db } from "@/lib/server/db";
import { contractsNewestFirst, nextVisitDay, nextVisitOf } from "@/lib/contracts/contract-list";
import { invoiceRecordsPage } from "@/lib/invoices/invoice-list";
import { pageOf as pageOfList } from "@/lib/server/paging";
import { invoiceWhere } from "@/lib/invoices/invoice-list";
import {
  ACCOUNT_PAGE_SIZE,
  accountAddresses,
  bySite,
  type CertificateRange,
  type DocumentScope,
} from "./account-documents-rules";

// What a signed-in customer's account lists: the bookings, contracts, invoices,
// certificates and waste transfer notes under its confirmed addresses (or, for a member of an
// organisation, of the sites their role sees), newest first, one page at a time in SQL (a count
// and LIMIT/OFFSET on the (customer_email, created_at desc) and (site_id, created_at desc)
// indexes). Every loader takes a DocumentScope made from the SignedInAccount the page read from
// its own cookie (currentAccount(); the account itself is the scope of its addresses) and, for a
// member, their membership read from the database (account-scope.ts): nothing here takes an id
// from the address bar but as a narrowing of that scope. The signed links the lists open are made
// by the component from the ids returned here.

/** The `where` of a booking, contract or invoice in the scope: its address, or its site. */
function owned(scope: DocumentScope) {
  return bySite(scope)
    ? { siteId: { in: [...scope.sites] } }
    : { customerEmail: { in: accountAddresses(scope.emails) } };
}

/** The site's name of a row read by site (null when read by address). */
const siteSelect = { site: { select: { name: true } } } as const;
const siteNameOf = (row: { site: { name: string } | null }) => row.site?.name ?? null;

/** Page `page` of one of the account's lists: its count and one page's rows, each one query. */
const pageOf = <T>(
  page: number,
  count: () => Promise<number>,
  read: (skip: number, take: number) => Promise<T[]>,
): Promise<Page<T>> => pageOfList(page, count, read, ACCOUNT_PAGE_SIZE);

export type AccountBooking = {
  id: string;
  reference: string;
  status: BookingStatus;
  /** The collection day. */
  day: string;
  /** The organisation's site it belongs to (null outside an organisation). */
  siteName: string | null;
  siteId: string | null;
};

/**
 * The account's bookings (not a contract's visits, which its contract lists), newest first.
 */
export function accountBookings(scope: DocumentScope, page: number): Promise<Page<AccountBooking>> {
  const where = {
    ...owned(scope),
    contractId: null,
  } satisfies Prisma.BookingWhereInput;
  return pageOf(
    page,
    () => db().booking.count({ where }),
    async (skip, take) =>
      (
        await db().booking.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip,
          take,
          select: {
            id: true,
            reference: true,
            status: true,
            selectedDate: true,
            siteId: true,
            ...siteSelect,
          },
        })
      ).map((row) => ({
        id: row.id,
        reference: row.reference,
        status: row.status,
        day: asDay(row.selectedDate),
        siteName: siteNameOf(row),
        siteId: row.siteId,
      })),
  );
}

export type AccountContract = {
  id: string;
  number: string;
  companyName: string;
  /** Ended: its page (and its link) no longer opens. */
  open: boolean;
  /** Its next visit still to come, not cancelled; null when none is planned. */
  nextVisit: string | null;
  siteName: string | null;
};

/** The account's regular contracts, newest first, each with its next visit. */
export function accountContracts(
  scope: DocumentScope,
  page: number,
  now: Date = new Date(),
): Promise<Page<AccountContract>> {
  const today = todayInLondon(now);
  const where = owned(scope) satisfies Prisma.ContractWhereInput;
  return pageOf(
    page,
    () => db().contract.count({ where }),
    async (skip, take) =>
      (
        await db().contract.findMany({
          where,
          orderBy: [...contractsNewestFirst],
          skip,
          take,
          select: {
            id: true,
            number: true,
            companyName: true,
            status: true,
            statusFrom: true,
            visits: nextVisitOf(today),
            ...siteSelect,
          },
        })
      ).map((row) => ({
        id: row.id,
        number: row.number,
        companyName: row.companyName,
        open: contractOpen(row, today),
        nextVisit: nextVisitDay(row.visits),
        siteName: siteNameOf(row),
      })),
  );
}

export type AccountInvoice = {
  id: string;
  kind: InvoiceKind;
  number: string;
  status: InvoiceStatus;
  /** What Stripe refunded of its card payment (a paid invoice reads "Partly refunded £…"). */
  refundedPence: number;
  totalPence: number;
  /** The date of issue on London's calendar (its link is signed from it). */
  issuedDay: string;
  siteName: string | null;
};

/**
 * The account's invoices and credit notes, newest first, each with its derived status; only those
 * of `status` (the office's Invoices filter, the same rule as the status shown) when given.
 */
export async function accountInvoices(
  scope: DocumentScope,
  page: number,
  now: Date = new Date(),
  status?: string,
): Promise<Page<AccountInvoice>> {
  const today = todayInLondon(now);
  const where = {
    AND: [owned(scope), invoiceWhere({ status }, today)],
  } satisfies Prisma.InvoiceWhereInput;
  const records = await invoiceRecordsPage(where, page, today, ACCOUNT_PAGE_SIZE);
  const sites = bySite(scope)
    ? await siteNamesOf(records.items.map((invoice) => invoice.id))
    : new Map<string, string>();
  return {
    ...records,
    items: records.items.map((invoice) => ({
      id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      status: invoice.status,
      refundedPence: invoice.refundedPence,
      totalPence: invoice.totalPence,
      issuedDay: invoice.issuedDay,
      siteName: sites.get(invoice.id) ?? null,
    })),
  };
}

/** The site's name of each of the invoices `ids` (one page's), by invoice id. */
async function siteNamesOf(ids: string[]): Promise<Map<string, string>> {
  const rows = await db().invoice.findMany({
    where: { id: { in: ids } },
    select: { id: true, ...siteSelect },
  });
  return new Map(rows.flatMap((row) => (row.site ? [[row.id, row.site.name] as const] : [])));
}

export type AccountCertificate = {
  number: string;
  /** Its verification page shows everything with it (as the PDF's QR code carries it). */
  checkCode: string;
  /** The date of issue on London's calendar. */
  issuedDay: string;
  bookingId: string;
  bookingReference: string;
  /** The job's collection day (a booking's manage link is signed from it). */
  collectionDay: string;
  /** A contract visit's certificate is downloaded through its contract's link, while it is open. */
  contract: { id: string; open: boolean } | null;
  siteName: string | null;
};

/** The certificates that stand (superseded by none) for the scope's jobs. */
const certificatesWhere = (scope: DocumentScope) =>
  ({
    booking: owned(scope),
    supersededBy: { is: null },
  }) satisfies Prisma.CertificateWhereInput;

/** The account's certificates of destruction (its bookings' and its contracts' visits'), newest first. */
export function accountCertificates(
  scope: DocumentScope,
  page: number,
  now: Date = new Date(),
): Promise<Page<AccountCertificate>> {
  const today = todayInLondon(now);
  const where = certificatesWhere(scope);
  return pageOf(
    page,
    () => db().certificate.count({ where }),
    async (skip, take) =>
      (
        await db().certificate.findMany({
          where,
          orderBy: [{ issuedAt: "desc" }, { number: "desc" }],
          skip,
          take,
          select: {
            number: true,
            checkCode: true,
            issuedAt: true,
            bookingId: true,
            bookingReference: true,
            collectionDay: true,
            booking: {
              select: {
                contract: { select: { id: true, status: true, statusFrom: true } },
                ...siteSelect,
              },
            },
          },
        })
      ).map((row) => ({
        number: row.number,
        checkCode: row.checkCode,
        issuedDay: todayInLondon(row.issuedAt),
        bookingId: row.bookingId,
        bookingReference: row.bookingReference,
        collectionDay: asDay(row.collectionDay),
        contract: row.booking.contract
          ? { id: row.booking.contract.id, open: contractOpen(row.booking.contract, today) }
          : null,
        siteName: siteNameOf(row.booking),
      })),
  );
}

export type AccountTransferNote = {
  contractId: string;
  contractNumber: string;
  year: number;
  signedName: string | null;
  /** ISO instant. */
  signedAt: string | null;
  /** The note the contract page asks the customer to sign now (this year's, or the first's). */
  signable: boolean;
  siteName: string | null;
};

type NoteRow = {
  contract_id: string;
  number: string;
  start_day: Date;
  year: number;
  signed_name: string | null;
  signed_at: Date | null;
  site_name: string | null;
};

/**
 * The waste transfer notes of the account's open contracts: one per contract and year, from its
 * start's year to the current one (the years the contract page serves a note for; a year's row is
 * made when its note is first opened, so the years come from generate_series, not the rows),
 * newest year first, each signed or not.
 */
export async function accountTransferNotes(
  scope: DocumentScope,
  page: number,
  now: Date = new Date(),
): Promise<Page<AccountTransferNote>> {
  const today = todayInLondon(now);
  const year = Number(today.slice(0, 4));
  const owners = bySite(scope) ? [...scope.sites] : accountAddresses(scope.emails);
  const owner = bySite(scope)
    ? "c.site_id = any($1::uuid[])"
    : "c.customer_email = any($1::text[])";
  // An ended contract's link opens nothing, nor its notes (as the contract page's own route).
  const notes = `
    from contracts c
    cross join lateral generate_series(
      extract(year from c.start_day)::int,
      greatest($2::int, extract(year from c.start_day)::int)) as y(year)
    left join waste_transfer_notes n on n.contract_id = c.id and n.year = y.year
    left join sites s on s.id = c.site_id
    where ${owner}
      and not (c.status = 'ended' and (c.status_from is null or c.status_from <= $3::date))`;
  const notesPage = await pageOf(
    page,
    async () =>
      (
        await db().$queryRawUnsafe<[{ total: number }]>(
          `select count(*)::int as total ${notes}`,
          owners,
          year,
          today,
        )
      )[0].total,
    (skip, take) =>
      db().$queryRawUnsafe<NoteRow[]>(
        `select c.id as contract_id, c.number, c.start_day, y.year, n.signed_name, n.signed_at,
           s.name as site_name
         ${notes}
         order by y.year desc, c.created_at desc, c.number desc
         limit $4 offset $5`,
        owners,
        year,
        today,
        take,
        skip,
      ),
  );
  return {
    ...notesPage,
    items: notesPage.items.map((row) => ({
      contractId: row.contract_id,
      contractNumber: row.number,
      year: row.year,
      signedName: row.signed_name,
      signedAt: row.signed_at?.toISOString() ?? null,
      signable: !row.signed_at && row.year === currentTransferNoteYear(asDay(row.start_day), today),
      siteName: row.site_name,
    })),
  };
}

/** Certificates the ZIP reads from the database at a time. */
export const ZIP_READ_PAGE = 50;

/**
 * The numbers of the scope's standing certificates issued in `range` (London's days, both
 * included), oldest first, read ZIP_READ_PAGE at a time (keyset on issued_at and number), so a
 * ZIP of years of certificates never holds more than one page of them.
 */
export async function* accountCertificateNumbers(
  scope: DocumentScope,
  range: CertificateRange,
): AsyncGenerator<string> {
  const start = parseLondonDateTime(`${range.from}T00:00`)!;
  const end = parseLondonDateTime(`${nextDay(range.to)}T00:00`)!;
  let after: { issuedAt: Date; number: string } | null = null;
  for (;;) {
    const rows: { issuedAt: Date; number: string }[] = await db().certificate.findMany({
      where: {
        ...certificatesWhere(scope),
        issuedAt: { gte: start, lt: end },
        ...(after
          ? {
              OR: [
                { issuedAt: { gt: after.issuedAt } },
                { issuedAt: after.issuedAt, number: { gt: after.number } },
              ],
            }
          : {}),
      },
      orderBy: [{ issuedAt: "asc" }, { number: "asc" }],
      take: ZIP_READ_PAGE,
      select: { issuedAt: true, number: true },
    });
    for (const row of rows) yield row.number;
    if (rows.length < ZIP_READ_PAGE) return;
    after = rows.at(-1)!;
  }
}
