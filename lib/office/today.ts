import "server-only";
import type { BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { SERVICE_TYPES, type ServiceType } from "@/lib/shared/booking-options";
import type { JobRecords } from "@/lib/custody/job-records";
import { asDate } from "@/lib/shared/db-day";
import { compareStops, type RunSheetStop } from "@/lib/routes/run-sheet-rules";
import type { AttentionKind } from "@/lib/office/today-texts";
import { couldNotCollectCount, heldRecordingCount } from "@/lib/crew/recording-attention";
import { awaitingSeals, overdueSeals, parseCustodyFilter } from "@/lib/custody/custody-filter";
import { oldestAwaitingCollection, sealCount } from "@/lib/custody/custody-report";
import { db } from "@/lib/server/db";
import { readCapacity } from "@/lib/bookings/capacity";
import { asStop, stopSelect } from "@/lib/routes/run-sheet";
import { unseenDuplicatePaymentCount } from "@/lib/payments/duplicate-payments";
import { failedEmailCount } from "@/lib/server/mail/failed-emails";
import { bookingWhere } from "./inbox";
import { invoiceWhere } from "@/lib/invoices/invoice-list";
import { overCapacityJobCount } from "@/lib/bookings/over-capacity";
import { unsignedTransferNoteCount, visitsNeedingSignedNote } from "@/lib/contracts/transfer-notes";

// The admin home, Today: the day's jobs in the run sheet's order, tomorrow's jobs per
// service against capacity, and the counts of what needs attention. Every count is a count in
// PostgreSQL, through the same query as the filtered list it links to.

/** A job of today, with what its job panel's forms start from. */
export type TodayJob = RunSheetStop & { id: string; status: BookingStatus } & JobRecords;

/**
 * `day`'s one-off bookings and contract visits, not cancelled, in run order; the first visit of a
 * waste transfer note's period while the note is unsigned is marked (transferNoteUnsigned).
 */
export async function todayJobs(day: string): Promise<TodayJob[]> {
  const rows = await db().booking.findMany({
    where: { selectedDate: asDate(day), status: { not: "cancelled" } },
    select: {
      ...stopSelect,
      id: true,
      status: true,
      collection: {
        select: {
          collectedAt: true,
          quantity: true,
          weightKg: true,
          sealNumbers: true,
          operative: true,
        },
      },
      destruction: {
        select: { destroyedAt: true, destroyedBy: true, method: true, place: true },
      },
    },
  });
  const unsigned = await visitsNeedingSignedNote(day);
  return rows
    .map(asStop)
    .map(({ collection, ...row }) => ({
      ...row,
      transferNoteUnsigned: unsigned.has(row.reference),
      collection: collection && {
        ...collection,
        weightKg: collection.weightKg?.toString() ?? null,
      },
    }))
    .sort(compareStops);
}

export type ServiceUse = { service: ServiceType; used: number; limit: number };
export type DayUse = { day: string; closedReason: string | null; services: ServiceUse[] };

/** `day`'s jobs per service (not cancelled) against the capacity, and its closure if closed. */
export async function dayUse(day: string): Promise<DayUse> {
  const [capacity, closed, taken] = await Promise.all([
    readCapacity(),
    db().closedDate.findUnique({ where: { day: asDate(day) } }),
    db().booking.groupBy({
      by: ["serviceType"],
      where: { selectedDate: asDate(day), status: { not: "cancelled" } },
      _count: { _all: true },
    }),
  ]);
  return {
    day,
    closedReason: closed?.reason ?? null,
    services: SERVICE_TYPES.map((service) => ({
      service,
      used: taken.find((row) => row.serviceType === service)?._count._all ?? 0,
      limit: capacity[service],
    })),
  };
}

/** Today's counts, and when the seal waiting longest for the shredder was collected. */
export type AttentionCounts = Record<AttentionKind, number> & { oldestAwaitingAt: Date | null };

/**
 * What needs the office's attention on `today` (London): requests not yet confirmed, jobs on days
 * over capacity from today on, this year's unsigned waste transfer notes, overdue invoices,
 * failed e-mails and duplicate card payments the office has not seen, jobs the crew
 * could not collect and crew recordings held for the office to check, seals awaiting
 * destruction and those overdue (counted as the Custody report filters them).
 */
export function attentionCounts(today: string): Promise<AttentionCounts> {
  return allOf({
    requests: db().booking.count({ where: bookingWhere({ status: "requested" }) }),
    overCapacity: overCapacityJobCount(today),
    unsignedNotes: unsignedTransferNoteCount(Number(today.slice(0, 4))),
    overdueInvoices: db().invoice.count({ where: invoiceWhere({ status: "overdue" }, today) }),
    failedEmails: failedEmailCount(),
    duplicatePayments: unseenDuplicatePaymentCount(),
    couldNotCollect: couldNotCollectCount(),
    crewRecordingsHeld: heldRecordingCount(),
    sealsAwaiting: sealCount(parseCustodyFilter(awaitingSeals), today),
    sealsOverdue: sealCount(parseCustodyFilter(overdueSeals), today),
    oldestAwaitingAt: oldestAwaitingCollection(),
  });
}

/** Each of `queries` answered, all asked at once (Promise.all), under the same names. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(queries);
  const answers = await Promise.all(Object.values(queries));
  return Object.fromEntries(names.map((name, i) => [name, answers[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}
