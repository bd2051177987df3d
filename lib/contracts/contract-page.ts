import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import { CHANGEABLE_STATUSES, type BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { frequencyLabels, type Frequency } from "@/lib/contracts/contract-rules";
import { plannedDaysOfPeriods, workingDayFrom } from "@/lib/contracts/schedule";
import { visitChangeOf, type VisitChangeMark } from "@/lib/contracts/visit-undo-rules";
import { stopCovers } from "@/lib/contracts/contract-stop";
import { todayInLondon } from "@/lib/shared/dates";
import { contractOpen } from "@/lib/contracts/visit-changes";
import { exceptionsOf, periodsOf, stopOf } from "@/lib/contracts/visits";
import { db } from "@/lib/server/db";
import { invoiceInclude, invoiceRecord, type InvoiceRecord } from "@/lib/invoices/invoice-record";

// What the customer's contract page (/contracts/{token}) reads: the contract while its
// link opens it, its next visits, its collected ones with their certificates, and its invoices.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The page lists this many past visits, newest first. */
export const PAST_VISITS_SHOWN = 12;

const withSchedule = {
  periods: { orderBy: { fromDay: "asc" } },
  exceptions: true,
} as const;

/** The contract `id` names, with its schedule, unless it has ended (then its link opens nothing). */
export async function findOpenContract(id: string, today: string) {
  if (!UUID.test(id)) return null;
  const contract = await db().contract.findUnique({ where: { id }, include: withSchedule });
  return contract && contractOpen(contract, today) ? contract : null;
}
export type OpenContract = NonNullable<Awaited<ReturnType<typeof findOpenContract>>>;

/** The frequency in force on `today` (the latest period started by then, else the first). */
export function currentFrequency(contract: OpenContract, today: string): string {
  const started = contract.periods.filter((p) => asDay(p.fromDay) <= today);
  const period = started.at(-1) ?? contract.periods[0];
  return period ? frequencyLabels[period.frequency as Frequency] : "";
}

export type ContractVisit = {
  id: string;
  reference: string;
  day: string;
  status: BookingStatus;
  extra: boolean;
  /** Its skip or move still in force: the list says so and offers Undo. */
  change?: VisitChangeMark | null;
};

const visitSelect = {
  id: true,
  reference: true,
  selectedDate: true,
  status: true,
  visitKind: true,
} as const;

function visitOf(row: {
  id: string;
  reference: string;
  selectedDate: Date;
  status: BookingStatus;
  visitKind: string | null;
}): ContractVisit {
  return {
    id: row.id,
    reference: row.reference,
    day: asDay(row.selectedDate),
    status: row.status,
    extra: row.visitKind === "extra",
  };
}

/**
 * The original days of the contract's skipped visits still ahead that its schedule still plans
 * (not paused, ended or changed away from them): those the list shows as Skipped.
 */
function skippedAhead(contract: OpenContract, today: string): Date[] {
  const stop = stopOf(contract, today);
  const periods = periodsOf(contract);
  return exceptionsOf(contract)
    .filter((e) => e.kind === "skipped" && workingDayFrom(e.originalDay).day >= today)
    .filter((e) => !stopCovers(stop, e.originalDay))
    .filter((e) => plannedDaysOfPeriods(periods, e.originalDay, e.originalDay).length > 0)
    .map((e) => asDate(e.originalDay));
}

/**
 * The next visits not yet collected nor cancelled (scheduled and extra), and the skipped ones
 * (on the day Undo would bring them back to), soonest first, each with its skip or move.
 */
export async function upcomingVisits(
  contractId: string,
  today: string,
  take: number,
): Promise<ContractVisit[]> {
  const contract = await db().contract.findUnique({
    where: { id: contractId },
    include: withSchedule,
  });
  if (!contract) return [];
  const rows = await db().booking.findMany({
    where: {
      contractId,
      OR: [
        { status: { in: [...CHANGEABLE_STATUSES] }, selectedDate: { gte: asDate(today) } },
        {
          status: "cancelled",
          visitKind: "scheduled",
          visitOriginalDay: { in: skippedAhead(contract, today) },
        },
      ],
    },
    orderBy: [{ selectedDate: "asc" }, { createdAt: "asc" }],
    take,
    select: { ...visitSelect, visitOriginalDay: true },
  });
  const exceptions = exceptionsOf(contract);
  return rows
    .map((row) => {
      const visit = visitOf(row);
      const originalDay = row.visitOriginalDay ? asDay(row.visitOriginalDay) : null;
      const change = visitChangeOf({ ...visit, originalDay }, exceptions);
      return { ...visit, day: change?.kind === "skipped" ? change.restoreDay : visit.day, change };
    })
    .sort((a, b) => a.day.localeCompare(b.day));
}

export type PastVisit = ContractVisit & { certificateNumber: string | null };

/** Visits collected or later, newest first, each with its current certificate (if issued). */
export async function pastVisits(contractId: string): Promise<PastVisit[]> {
  const rows = await db().booking.findMany({
    where: { contractId, status: { in: ["collected", "destroyed", "certificate_issued"] } },
    orderBy: [{ selectedDate: "desc" }, { createdAt: "desc" }],
    take: PAST_VISITS_SHOWN,
    select: {
      ...visitSelect,
      certificates: {
        where: { supersededBy: { is: null } },
        orderBy: { issuedAt: "desc" },
        take: 1,
        select: { number: true },
      },
    },
  });
  return rows.map((row) => ({
    ...visitOf(row),
    certificateNumber:
      row.status === "certificate_issued" ? (row.certificates[0]?.number ?? null) : null,
  }));
}

/** The contract's invoices and credit notes (its own and its visits'), newest first. */
export async function contractInvoices(
  contractId: string,
  now: Date = new Date(),
): Promise<InvoiceRecord[]> {
  const rows = await db().invoice.findMany({
    where: { OR: [{ contractId }, { booking: { contractId } }] },
    orderBy: { issuedAt: "desc" },
    include: invoiceInclude,
  });
  return rows.map((row) => invoiceRecord(row, todayInLondon(now)));
}

/** Visit `bookingId` of the contract, with its current certificate, for its download. */
export async function contractVisitCertificateBooking(contractId: string, bookingId: string) {
  if (!UUID.test(bookingId)) return null;
  return db().booking.findFirst({
    where: { id: bookingId, contractId, status: "certificate_issued" },
    select: { id: true },
  });
}
