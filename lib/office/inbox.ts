import "server-only";
import type {
  Booking,
  BookingStatus,
  Enquiry,
  EnquiryStatus,
  Prisma,
} from "@/generated/prisma/client";
import { BOOKING_STATUSES } from "@/lib/bookings/lifecycle-rules";
import type { Page } from "@/lib/shared/pagination";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { overCapacityWhere } from "@/lib/bookings/over-capacity";
import { historyOf, withEvents, type BookingEvent } from "@/lib/bookings/booking-changes";
import { pageOf } from "@/lib/server/paging";

// Bookings and enquiries as the admin inbox reads them: search, filters, detail with e-mails.

export const bookingStatuses = BOOKING_STATUSES satisfies readonly BookingStatus[];
export const enquiryStatuses = [
  "new",
  "answered",
  "closed",
] as const satisfies readonly EnquiryStatus[];

export type InboxFilter = {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  page?: string;
  /** Bookings only: "received" lists the newest received first; otherwise by collection date. */
  sort?: string;
  /** Bookings only: "over" lists the jobs on days over capacity, from London's today on. */
  capacity?: string;
};

/** How the bookings list can be ordered; the collection date unless "received" is chosen. */
export const bookingSorts = ["collection", "received"] as const;
export type BookingSort = (typeof bookingSorts)[number];
export const bookingSortLabels: Record<BookingSort, string> = {
  collection: "Collection date (soonest first)",
  received: "Newest received first",
};

export function bookingOrder(sort?: string): Prisma.BookingOrderByWithRelationInput[] {
  return sort === "received"
    ? [{ createdAt: "desc" }, { id: "asc" }]
    : [{ selectedDate: "asc" }, { createdAt: "asc" }, { id: "asc" }];
}

function dateRange(from?: string, to?: string) {
  const range: { gte?: Date; lt?: Date } = {};
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) range.gte = new Date(`${from}T00:00:00Z`);
  if (to && /^\d{4}-\d{2}-\d{2}$/.test(to))
    range.lt = new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000);
  return Object.keys(range).length ? range : undefined;
}

export function bookingWhere(filter: InboxFilter): Prisma.BookingWhereInput {
  const q = filter.q?.trim();
  return {
    ...(bookingStatuses.includes(filter.status as BookingStatus)
      ? { status: filter.status as BookingStatus }
      : {}),
    ...(dateRange(filter.from, filter.to)
      ? { selectedDate: dateRange(filter.from, filter.to) }
      : {}),
    ...(q
      ? {
          OR: [
            { reference: { contains: q, mode: "insensitive" } },
            { customerName: { contains: q, mode: "insensitive" } },
            { customerEmail: { contains: q, mode: "insensitive" } },
            { companyName: { contains: q, mode: "insensitive" } },
            // Stored normalised ("DH1 3LE"): "dh13le" or "DH1" finds it too.
            { postcode: { contains: postcodeQuery(q), mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

/** A postcode as typed ("dh13le", "DH1  3LE") in the stored spelling, when it reads as one. */
function postcodeQuery(q: string): string {
  const compact = q.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)
    ? `${compact.slice(0, -3)} ${compact.slice(-3)}`
    : q;
}

export function enquiryWhere(filter: InboxFilter & { kind?: string }): Prisma.EnquiryWhereInput {
  const q = filter.q?.trim();
  return {
    ...(filter.kind === "quote" || filter.kind === "contact" ? { kind: filter.kind } : {}),
    ...(enquiryStatuses.includes(filter.status as EnquiryStatus)
      ? { status: filter.status as EnquiryStatus }
      : {}),
    ...(dateRange(filter.from, filter.to) ? { createdAt: dateRange(filter.from, filter.to) } : {}),
    ...(q
      ? {
          OR: [
            { name: { contains: q, mode: "insensitive" } },
            { email: { contains: q, mode: "insensitive" } },
            { companyName: { contains: q, mode: "insensitive" } },
            { message: { contains: q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

const emailSelect = {
  id: true,
  toAddress: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  sentAt: true,
  nextAttemptAt: true,
} as const;

/** A booking as the admin reads it: the collection day as "yyyy-MM-dd" (London's calendar). */
export type InboxBooking = Omit<Booking, "selectedDate" | "idempotencyKey"> & {
  day: string;
  /** The booking's current certificate of destruction, once issued. */
  certificateNumber: string | null;
};
export type InboxEnquiry = Enquiry;
/** One message of a booking's or enquiry's outbox, for the e-mail log. */
export type EmailLogEntry = {
  id: string;
  toAddress: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};
type WithEmails<T> = T & { emails: EmailLogEntry[] };

type BookingRow = Booking & { certificates: { number: string }[] };

function inboxBooking({
  selectedDate,
  idempotencyKey: _key,
  certificates,
  ...row
}: BookingRow): InboxBooking {
  return {
    ...row,
    day: selectedDate.toISOString().slice(0, 10),
    certificateNumber: certificates[0]?.number ?? null,
  };
}

/** The latest certificate (a correction supersedes the one before it). */
const withCertificate = {
  certificates: { select: { number: true }, orderBy: { issuedAt: "desc" }, take: 1 },
} as const satisfies Prisma.BookingInclude;

function emailLog(
  emails: Prisma.OutboxEmailGetPayload<{ select: typeof emailSelect }>[],
): EmailLogEntry[] {
  return emails.map(({ nextAttemptAt: _next, ...email }) => ({
    ...email,
    sentAt: email.sentAt?.toISOString() ?? null,
  }));
}

const withEmails = {
  emails: { select: emailSelect, orderBy: { createdAt: "asc" } },
} as const satisfies Prisma.BookingInclude & Prisma.EnquiryInclude;

/**
 * The filter as a query, with "capacity=over" (the days over capacity are found by one grouped
 * count in PostgreSQL first: lib/bookings/over-capacity.ts).
 */
async function bookingQuery(filter: InboxFilter): Promise<Prisma.BookingWhereInput> {
  const where = bookingWhere(filter);
  if (filter.capacity !== "over") return where;
  return { AND: [where, await overCapacityWhere(todayInLondon())] };
}

/** Bookings matching the filter, in the list's order, at most `take` (the CSV export). */
export async function listBookings(filter: InboxFilter, take: number): Promise<InboxBooking[]> {
  return readBookings(await bookingQuery(filter), filter.sort, 0, take);
}

async function readBookings(
  where: Prisma.BookingWhereInput,
  sort: string | undefined,
  skip: number,
  take: number,
) {
  const rows = await db().booking.findMany({
    where,
    orderBy: bookingOrder(sort),
    include: withCertificate,
    skip,
    take,
  });
  return rows.map(inboxBooking);
}

/** The admin's bookings list: one page of those matching the filter, with the total. */
export async function bookingsPage(filter: InboxFilter, page: number): Promise<Page<InboxBooking>> {
  const where = await bookingQuery(filter);
  return pageOf(
    page,
    () => db().booking.count({ where }),
    (skip, take) => readBookings(where, filter.sort, skip, take),
  );
}

/** A booking for the admin's detail page: with its e-mails and its history. */
export async function findBooking(
  id: string,
): Promise<(WithEmails<InboxBooking> & { events: BookingEvent[] }) | null> {
  const row = await db().booking.findUnique({
    where: { id },
    include: { ...withEmails, ...withEvents, ...withCertificate },
  });
  return (
    row && {
      ...inboxBooking(row),
      emails: emailLog(row.emails),
      events: historyOf(row.events),
    }
  );
}

type EnquiryFilter = InboxFilter & { kind?: string };

/** Enquiries matching the filter, newest first, at most `take` (the CSV export). */
export function listEnquiries(filter: EnquiryFilter, take: number): Promise<InboxEnquiry[]> {
  return readEnquiries(filter, 0, take);
}

function readEnquiries(filter: EnquiryFilter, skip: number, take: number) {
  return db().enquiry.findMany({
    where: enquiryWhere(filter),
    orderBy: { createdAt: "desc" },
    skip,
    take,
  });
}

/** The admin's enquiries list: one page of those matching the filter, with the total. */
export function enquiriesPage(filter: EnquiryFilter, page: number): Promise<Page<InboxEnquiry>> {
  return pageOf(
    page,
    () => db().enquiry.count({ where: enquiryWhere(filter) }),
    (skip, take) => readEnquiries(filter, skip, take),
  );
}

export async function findEnquiry(id: string): Promise<WithEmails<InboxEnquiry> | null> {
  const row = await db().enquiry.findUnique({ where: { id }, include: withEmails });
  return row && { ...row, emails: emailLog(row.emails) };
}

export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<void> {
  await db().enquiry.update({ where: { id }, data: { status } });
}
