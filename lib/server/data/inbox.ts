import "server-only";
import type { BookingStatus, EnquiryStatus, Prisma } from "@/generated/prisma/client";
import { db } from "../db";

// Bookings and enquiries as the admin inbox reads them: search, filters, detail with e-mails.

export const bookingStatuses = [
  "new",
  "confirmed",
  "completed",
  "cancelled",
] as const satisfies readonly BookingStatus[];
export const enquiryStatuses = [
  "new",
  "answered",
  "closed",
] as const satisfies readonly EnquiryStatus[];

export type InboxFilter = { q?: string; status?: string; from?: string; to?: string };

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
          ],
        }
      : {}),
  };
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

export function listBookings(filter: InboxFilter, take = 200) {
  return db().booking.findMany({
    where: bookingWhere(filter),
    orderBy: { createdAt: "desc" },
    take,
  });
}

export function findBooking(id: string) {
  return db().booking.findUnique({
    where: { id },
    include: { emails: { select: emailSelect, orderBy: { createdAt: "asc" } } },
  });
}

export function listEnquiries(filter: InboxFilter & { kind?: string }, take = 200) {
  return db().enquiry.findMany({
    where: enquiryWhere(filter),
    orderBy: { createdAt: "desc" },
    take,
  });
}

export function findEnquiry(id: string) {
  return db().enquiry.findUnique({
    where: { id },
    include: { emails: { select: emailSelect, orderBy: { createdAt: "asc" } } },
  });
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are defused. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
