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
import type { SignedInAccount } from "./account-session";
import {
  ACCOUNT_PAGE_SIZE,
  accountAddresses,
  type CertificateRange,
} from "./account-documents-rules";

// What a signed-in customer's account lists: the bookings, contracts, invoices,
// certificates and waste transfer notes under its confirmed addresses, newest first, one page
// at a time in SQL (a count and LIMIT/OFFSET on the (customer_email, created_at desc) indexes).
// Every loader takes the SignedInAccount the page read from its own cookie (currentAccount()) and
// filters by its addresses in the query: nothing here takes an id from the address bar. The
// signed links the lists open are made by the component from the ids returned here.

type Addresses = { in: string[] };
const addressesOf = (account: SignedInAccount): Addresses => ({
  in: accountAddresses(account.emails),
});

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
};

/**
 * The account's bookings (not a contract's visits, which its contract lists), newest first.
 */
export function accountBookings(
  account: SignedInAccount,
  page: number,
): Promise<Page<AccountBooking>> {
  const where = {
    customerEmail: addressesOf(account),
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
          select: { id: true, reference: true, status: true, selectedDate: true },
        })
      ).map((row) => ({
        id: row.id,
        reference: row.reference,
        status: row.status,
        day: asDay(row.selectedDate),
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
};

/** The account's regular contracts, newest first, each with its next visit. */
export function accountContracts(
  account: SignedInAccount,
  page: number,
  now: Date = new Date(),
): Promise<Page<AccountContract>> {
  const today = todayInLondon(now);
  const where = { customerEmail: addressesOf(account) } satisfies Prisma.ContractWhereInput;
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
          },
        })
      ).map((row) => ({
        id: row.id,
        number: row.number,
        companyName: row.companyName,
        open: contractOpen(row, today),
        nextVisit: nextVisitDay(row.visits),
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
};

/** The account's invoices and credit notes, newest first, each with its derived status. */
export async function accountInvoices(
  account: SignedInAccount,
  page: number,
  now: Date = new Date(),
): Promise<Page<AccountInvoice>> {
  const where = { customerEmail: addressesOf(account) } satisfies Prisma.InvoiceWhereInput;
  const records = await invoiceRecordsPage(where, page, todayInLondon(now), ACCOUNT_PAGE_SIZE);
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
    })),
  };
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
};

/** The certificates that stand (superseded by none) for the account's jobs. */
const certificatesWhere = (account: SignedInAccount) =>
  ({
    booking: { customerEmail: addressesOf(account) },
    supersededBy: { is: null },
  }) satisfies Prisma.CertificateWhereInput;

/** The account's certificates of destruction (its bookings' and its contracts' visits'), newest first. */
export function accountCertificates(
  account: SignedInAccount,
  page: number,
  now: Date = new Date(),
): Promise<Page<AccountCertificate>> {
  const today = todayInLondon(now);
  const where = certificatesWhere(account);
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
              select: { contract: { select: { id: true, status: true, statusFrom: true } } },
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
};

type NoteRow = {
  contract_id: string;
  number: string;
  start_day: Date;
  year: number;
  signed_name: string | null;
  signed_at: Date | null;
};

/**
 * The waste transfer notes of the account's open contracts: one per contract and year, from its
 * start's year to the current one (the years the contract page serves a note for; a year's row is
 * made when its note is first opened, so the years come from generate_series, not the rows),
 * newest year first, each signed or not.
 */
export async function accountTransferNotes(
  account: SignedInAccount,
  page: number,
  now: Date = new Date(),
): Promise<Page<AccountTransferNote>> {
  const today = todayInLondon(now);
  const year = Number(today.slice(0, 4));
  const emails = addressesOf(account).in;
  // An ended contract's link opens nothing, nor its notes (as the contract page's own route).
  const notes = `
    from contracts c
    cross join lateral generate_series(
      extract(year from c.start_day)::int,
      greatest($2::int, extract(year from c.start_day)::int)) as y(year)
    left join waste_transfer_notes n on n.contract_id = c.id and n.year = y.year
    where c.customer_email = any($1::text[])
      and not (c.status = 'ended' and (c.status_from is null or c.status_from <= $3::date))`;
  const notesPage = await pageOf(
    page,
    async () =>
      (
        await db().$queryRawUnsafe<[{ total: number }]>(
          `select count(*)::int as total ${notes}`,
          emails,
          year,
          today,
        )
      )[0].total,
    (skip, take) =>
      db().$queryRawUnsafe<NoteRow[]>(
        `select c.id as contract_id, c.number, c.start_day, y.year, n.signed_name, n.signed_at
         ${notes}
         order by y.year desc, c.created_at desc, c.number desc
         limit $4 offset $5`,
        emails,
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
    })),
  };
}

/** Certificates the ZIP reads from the database at a time. */
export const ZIP_READ_PAGE = 50;

/**
 * The numbers of the account's standing certificates issued in `range` (London's days, both
 * included), oldest first, read ZIP_READ_PAGE at a time (keyset on issued_at and number), so a
 * ZIP of years of certificates never holds more than one page of them.
 */
export async function* accountCertificateNumbers(
  account: SignedInAccount,
  range: CertificateRange,
): AsyncGenerator<string> {
  const start = parseLondonDateTime(`${range.from}T00:00`)!;
  const end = parseLondonDateTime(`${nextDay(range.to)}T00:00`)!;
  let after: { issuedAt: Date; number: string } | null = null;
  for (;;) {
    const rows: { issuedAt: Date; number: string }[] = await db().certificate.findMany({
      where: {
        ...certificatesWhere(account),
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
