import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import { randomUUID } from "node:crypto";
import type { BookingActor, Prisma } from "@/generated/prisma/client";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import {
  bookingServiceOf,
  VISIT_HORIZON_DAYS,
  type ContractService,
  type ContractStatus,
} from "@/lib/contracts/contract-rules";
import {
  contractStop,
  stopCovers,
  visitsCancelledBy,
  type ContractStop,
} from "@/lib/contracts/contract-stop";
import { scheduledVisits, type RulePeriod, type VisitException } from "@/lib/contracts/schedule";
import { priceLine } from "@/lib/invoices/invoice-rules";
import { newBookingReference } from "@/lib/bookings/booking-reference";
import { lockDay } from "@/lib/bookings/capacity";

// A contract's visits as rows: each visit its rule plans from today to 13 weeks ahead
// is a booking (status Confirmed) of the contract, known by the day the rule planned it, so the
// job workflow, capacity, the certificate and the invoice treat it like any job. Materialising is
// idempotent: a visit already made is kept (its price follows a change from a day on while it is
// not yet collected); one the schedule no longer plans (a change of rule, a pause, the end) is
// cancelled, and planned again if the schedule comes back to it. A visit on a full day is still
// made: the office sees it as Over capacity, it is never silently dropped.

type Tx = Prisma.TransactionClient;
const addDaysIso = (day: string, days: number) =>
  asDay(new Date(asDate(day).getTime() + days * 86_400_000));

/** The last day whose visits exist as rows, seen from `today`. */
export const horizonEnd = (today: string) => addDaysIso(today, VISIT_HORIZON_DAYS);

export const SCHEDULE_CHANGED = "The contract's schedule no longer plans this visit";

type ContractForVisits = Prisma.ContractGetPayload<{
  include: { periods: true; exceptions: true };
}>;

/** The contract's periods as the schedule reads them, each with its price. */
export function periodsOf(contract: ContractForVisits): (RulePeriod & { pricePence: number })[] {
  return contract.periods.map((p) => ({
    rule: p.rule,
    from: asDay(p.fromDay),
    pricePence: p.pricePence,
  }));
}

/** The price per visit (excluding VAT) of a visit the rule planned on `originalDay`. */
export function priceOn(periods: { from: string; pricePence: number }[], originalDay: string) {
  const applying = [...periods]
    .sort((a, b) => a.from.localeCompare(b.from))
    .filter((p) => p.from <= originalDay);
  return (applying.at(-1) ?? periods[0])!.pricePence;
}

export function exceptionsOf(contract: ContractForVisits): VisitException[] {
  return contract.exceptions.map((e) =>
    e.movedTo
      ? { originalDay: asDay(e.originalDay), kind: "moved", day: asDay(e.movedTo) }
      : { originalDay: asDay(e.originalDay), kind: "skipped" },
  );
}

/** The contract's pause or end as the pure rules read it, seen from `today`. */
export function stopOf(
  contract: { status: string; statusFrom: Date | null; pausedUntil: Date | null },
  today: string,
): ContractStop | null {
  return contractStop(
    {
      status: contract.status as ContractStatus,
      statusFrom: contract.statusFrom ? asDay(contract.statusFrom) : null,
      pausedUntil: contract.pausedUntil ? asDay(contract.pausedUntil) : null,
    },
    today,
  );
}

/** The amounts of a visit at `pricePence` excluding VAT. */
export function visitAmounts(pricePence: number) {
  const line = priceLine({ description: "visit", quantity: 1, unitPricePence: pricePence });
  return {
    subtotalPence: line.netPence,
    vatPence: line.vatPence,
    totalPence: line.netPence + line.vatPence,
  };
}

/** The booking row of one visit of `contract` (a scheduled one or an extra collection). */
export function visitBookingData(
  contract: Pick<
    ContractForVisits,
    | "id"
    | "customerName"
    | "customerEmail"
    | "customerPhone"
    | "companyName"
    | "service"
    | "containers"
    | "siteAddress"
    | "postcode"
    | "outsideArea"
    | "purchaseOrder"
  >,
  visit: { day: string; originalDay: string | null; pricePence: number; note?: string | null },
): Prisma.BookingUncheckedCreateInput {
  return {
    id: randomUUID(),
    reference: newBookingReference(),
    customerName: contract.customerName,
    customerEmail: contract.customerEmail,
    customerPhone: contract.customerPhone,
    companyName: contract.companyName,
    serviceType: bookingServiceOf[contract.service as ContractService],
    selectedDate: asDate(visit.day),
    timeSlot: "allday",
    bagQuantity: contract.containers,
    ...visitAmounts(visit.pricePence),
    collectionAddress: contract.siteAddress,
    postcode: contract.postcode,
    outsideArea: contract.outsideArea,
    specialRequirements: visit.note || null,
    status: "confirmed",
    paymentChoice: "after_collection",
    purchaseOrder: contract.purchaseOrder,
    contractId: contract.id,
    visitOriginalDay: visit.originalDay ? asDate(visit.originalDay) : null,
    visitKind: visit.originalDay ? "scheduled" : "extra",
  };
}

export type MaterialiseReport = {
  created: number;
  cancelled: number;
  repriced: number;
  reinstated: number;
};

/** The days the office closed from `from` to `to`. */
async function closedDaysBetween(tx: Tx, from: string, to: string): Promise<Set<string>> {
  const rows = await tx.closedDate.findMany({
    where: { day: { gte: asDate(from), lte: asDate(to) } },
  });
  return new Set(rows.map((row) => asDay(row.day)));
}

/**
 * The contract's scheduled visits already made from `from` on (a visit moved earlier than today
 * stays), each with its latest cancellation.
 */
function scheduledVisitsMade(tx: Tx, contractId: string, from: string) {
  return tx.booking.findMany({
    where: {
      contractId,
      visitKind: "scheduled",
      visitOriginalDay: { gte: asDate(from) },
    },
    select: {
      id: true,
      status: true,
      selectedDate: true,
      visitOriginalDay: true,
      subtotalPence: true,
      // Its latest cancellation: by the schedule (the system) or by someone (kept cancelled).
      events: {
        where: { kind: "cancelled" },
        orderBy: { at: "desc" },
        take: 1,
        select: { actor: true, detail: true },
      },
    },
  });
}

/** A visit's history row: the contract's schedule planned it. */
async function scheduledEvent(tx: Tx, bookingId: string, contractNumber: string) {
  await tx.bookingEvent.create({
    data: {
      bookingId,
      kind: "scheduled",
      actor: "system",
      detail: `Visit of contract ${contractNumber}`,
    },
  });
}

/**
 * Brings the rows of one contract's visits in line with its schedule from `today` to the horizon.
 * Run inside a transaction that holds the contract's row lock (lockContract).
 */
export async function materialiseContract(
  tx: Tx,
  contract: ContractForVisits,
  today: string,
): Promise<MaterialiseReport> {
  const report: MaterialiseReport = { created: 0, cancelled: 0, repriced: 0, reinstated: 0 };
  const start = asDay(contract.startDay);
  const from = start > today ? start : today;
  const end = horizonEnd(today);
  const stop = stopOf(contract, today);
  if (contract.status === "paused" && !stop) {
    // The pause's last day has passed: the contract runs again.
    await tx.contract.update({
      where: { id: contract.id },
      data: { status: "active", statusFrom: null, pausedUntil: null },
    });
  }
  const periods = periodsOf(contract);
  const closed = await closedDaysBetween(tx, from, addDaysIso(end, 14));
  // A visit falling on a day the pause or the end covers is not made, wherever its rule planned it.
  const planned = scheduledVisits(periods, from, end, {
    exceptions: exceptionsOf(contract),
    isClosed: (day) => closed.has(day),
  }).filter((visit) => !stopCovers(stop, visit.day));
  const plannedByOriginal = new Map(planned.map((visit) => [visit.originalDay, visit]));

  const existing = await scheduledVisitsMade(tx, contract.id, from);
  const existingByOriginal = new Map(existing.map((row) => [asDay(row.visitOriginalDay!), row]));

  for (const row of existing) {
    const originalDay = asDay(row.visitOriginalDay!);
    const visit = plannedByOriginal.get(originalDay);
    const changeable = (CHANGEABLE_STATUSES as readonly string[]).includes(row.status);
    if (!visit) {
      // Past its end, paused, or no longer on the rule: a visit not yet collected is called off.
      if (changeable && asDay(row.selectedDate) >= today) {
        await tx.booking.update({ where: { id: row.id }, data: { status: "cancelled" } });
        await tx.bookingEvent.create({
          data: { bookingId: row.id, kind: "cancelled", actor: "system", detail: SCHEDULE_CHANGED },
        });
        report.cancelled++;
      }
      continue;
    }
    const price = priceOn(periods, originalDay);
    const cancellation = row.events[0];
    if (
      row.status === "cancelled" &&
      cancellation?.actor === "system" &&
      cancellation.detail === SCHEDULE_CHANGED
    ) {
      // The schedule planned it again (resumed, or the rule came back to the day).
      await lockDay(tx, visit.day, bookingServiceOf[contract.service as ContractService]);
      await tx.booking.update({
        where: { id: row.id },
        data: { status: "confirmed", selectedDate: asDate(visit.day), ...visitAmounts(price) },
      });
      await scheduledEvent(tx, row.id, contract.number);
      report.reinstated++;
      continue;
    }
    if (changeable && row.subtotalPence !== price) {
      await tx.booking.update({ where: { id: row.id }, data: visitAmounts(price) });
      report.repriced++;
    }
  }

  for (const visit of planned) {
    if (existingByOriginal.has(visit.originalDay)) continue;
    await lockDay(tx, visit.day, bookingServiceOf[contract.service as ContractService]);
    const data = visitBookingData(contract, {
      day: visit.day,
      originalDay: visit.originalDay,
      pricePence: priceOn(periods, visit.originalDay),
    });
    await tx.booking.create({ data });
    await scheduledEvent(tx, data.id!, contract.number);
    report.created++;
  }
  return report;
}

/** Locks the contract's row for the transaction and reads it with its schedule. */
export async function lockContract(tx: Tx, id: string): Promise<ContractForVisits | null> {
  await tx.$queryRaw`select id from contracts where id = ${id}::uuid for update`;
  return tx.contract.findUnique({ where: { id }, include: { periods: true, exceptions: true } });
}

export type CancelledVisit = { id: string; reference: string; day: string; extra: boolean };

/**
 * Cancels every visit `stop` covers that the schedule's re-planning left (extra collections, and a
 * scheduled visit moved into the stop from a planned day before today), each with its history row
 * saying who and why. Their places on the day are freed with them: capacity counts jobs not
 * cancelled (data/capacity.ts). Run under the contract's row lock, after materialiseContract.
 */
export async function cancelVisitsInStop(
  tx: Tx,
  contractId: string,
  stop: ContractStop | null,
  today: string,
  by: { actor: BookingActor; actorEmail: string | null; detail: string },
): Promise<CancelledVisit[]> {
  if (!stop) return [];
  const rows = await tx.booking.findMany({
    where: {
      contractId,
      status: { in: [...CHANGEABLE_STATUSES] },
      selectedDate: { gte: asDate(stop.from > today ? stop.from : today) },
    },
    orderBy: { selectedDate: "asc" },
    select: { id: true, reference: true, status: true, selectedDate: true, visitKind: true },
  });
  const cancelled = visitsCancelledBy(
    stop,
    rows.map((row) => ({ ...row, day: asDay(row.selectedDate) })),
    today,
  );
  for (const visit of cancelled) {
    await tx.booking.update({
      where: { id: visit.id },
      data: { status: "cancelled", calendarSequence: { increment: 1 } },
    });
    await tx.bookingEvent.create({
      data: { bookingId: visit.id, kind: "cancelled", ...by },
    });
  }
  return cancelled.map((visit) => ({
    id: visit.id,
    reference: visit.reference,
    day: visit.day,
    extra: visit.visitKind === "extra",
  }));
}
