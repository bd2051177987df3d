import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import type { BookingActor, Prisma } from "@/generated/prisma/client";
import { bookingServiceOf, type ContractService } from "@/lib/contracts/contract-rules";
import {
  extraCollectionRefusal,
  extrasLimitRefusal,
  OPEN_EXTRA_STATUSES,
  stopRefusal,
} from "@/lib/contracts/contract-stop";
import { visitChangeableOnline } from "@/lib/contracts/visit-change-rules";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { dayIsUnavailable, lockDay } from "@/lib/bookings/capacity";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { lockContract, periodsOf, priceOn, stopOf, visitBookingData } from "./visits";

// The customer's changes to their contract's visits, each in one transaction under the
// contract's row lock: skip or move a visit, or order an extra collection (none onto a day its
// pause or end covers, and at most MAX_OPEN_EXTRAS extra collections open at once). A scheduled visit's skip
// or move is stored against its original day (ContractVisitException), so the daily job and a
// later change of rule never bring it back; an extra collection is a booking of its own. The
// visit's row is locked too (the office's job steps lock it), its deadline and the new day's
// capacity (under the day's lock, as a new booking takes it) are checked inside the transaction,
// the calendar's SEQUENCE goes up, and the office's e-mail is filed in the outbox.

type Tx = Prisma.TransactionClient;
const customer: VisitActor = { actor: "customer", actorEmail: null };
const TX_OPTIONS = { timeout: 30_000, maxWait: 15_000 };

type Contract = NonNullable<Awaited<ReturnType<typeof lockContract>>>;

/** A contract the customer's link still opens: not ended (an end from a day on, once reached). */
export function contractOpen(
  contract: { status: string; statusFrom: Date | null },
  today: string,
): boolean {
  return !(
    contract.status === "ended" &&
    (!contract.statusFrom || asDay(contract.statusFrom) <= today)
  );
}

/** What the office's e-mail says of one change. */
export type VisitChange = {
  kind: "skipped" | "moved" | "extra";
  contract: Pick<
    Contract,
    "number" | "customerName" | "companyName" | "customerEmail" | "siteAddress" | "postcode"
  >;
  visit: { id: string; reference: string; day: string; extra: boolean };
  /** A move: the day it was on. */
  from?: string;
  note?: string | null;
};

export type VisitChangeOutcome =
  | { status: "changed"; change: VisitChange }
  | { status: "missing" | "locked" | "unchanged" | "full" | "closed" }
  /** A rule of the contract refused it, in the customer's words (at the date when it is the day's). */
  | { status: "refused"; message: string; atDay: boolean };

type Emails = (change: VisitChange) => OutgoingEmail[];

export async function openContract(tx: Tx, id: string, now: Date): Promise<Contract | null> {
  const contract = await lockContract(tx, id);
  return contract && contractOpen(contract, todayInLondon(now)) ? contract : null;
}

/** The contract's visit `visitId` (null when it is not the contract's), its row locked. */
export async function lockVisitOf(tx: Tx, contract: Pick<Contract, "id">, visitId: string) {
  await tx.$queryRaw`select id from bookings where id = ${visitId}::uuid for update`;
  return tx.booking.findFirst({
    where: { id: visitId, contractId: contract.id },
    select: {
      id: true,
      reference: true,
      status: true,
      selectedDate: true,
      visitOriginalDay: true,
      visitKind: true,
    },
  });
}

/** The contract's visit `visitId`, its row locked, while the customer may still change it. */
async function changeableVisit(tx: Tx, contract: Contract, visitId: string, now: Date) {
  const visit = await lockVisitOf(tx, contract, visitId);
  if (!visit || visit.status === "cancelled") return { refusal: "missing" as const };
  if (!visitChangeableOnline({ status: visit.status, day: asDay(visit.selectedDate) }, now)) {
    return { refusal: "locked" as const };
  }
  return { visit };
}

async function finish(tx: Tx, contract: Contract, change: VisitChange, emails: Emails) {
  await tx.contract.update({
    where: { id: contract.id },
    data: { calendarSequence: { increment: 1 } },
  });
  for (const email of emails(change)) {
    await enqueueEmail(tx, { ...email, bookingId: change.visit.id });
  }
  return { status: "changed" as const, change };
}

type ChangeableVisit = NonNullable<Awaited<ReturnType<typeof changeableVisit>>["visit"]>;

/** Who changed a visit, as its exception and history rows store it. */
export type VisitActor = { actor: BookingActor; actorEmail: string | null };

/**
 * A scheduled visit's skip (`movedTo` null) or move, stored against the day its rule planned it,
 * so a later change of rule does not bring it back. An extra collection has no planned day. The
 * customer's changes here and the office's reschedule (data/booking-changes.ts) both store it.
 */
export async function recordException(
  tx: Tx,
  contractId: string,
  visit: Pick<ChangeableVisit, "visitKind" | "visitOriginalDay">,
  movedTo: string | null,
  now: Date,
  by: VisitActor = customer,
) {
  if (visit.visitKind !== "scheduled" || !visit.visitOriginalDay) return;
  const exception = { movedTo: movedTo ? asDate(movedTo) : null, ...by, at: now };
  await tx.contractVisitException.upsert({
    where: { contractId_originalDay: { contractId, originalDay: visit.visitOriginalDay } },
    create: { contractId, originalDay: visit.visitOriginalDay, ...exception },
    update: exception,
  });
}

/**
 * The contract of booking `bookingId` when it is a contract visit, its row locked before the
 * visit's (the order the customer's changes take, so an office move and a customer's change of
 * the same visit queue instead of deadlocking), with what its exception needs; null for a
 * one-off booking.
 */
export async function lockContractOfVisit(tx: Tx, bookingId: string) {
  const visit = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { contractId: true, visitKind: true, visitOriginalDay: true },
  });
  if (!visit?.contractId) return null;
  await tx.$queryRaw`select id from contracts where id = ${visit.contractId}::uuid for update`;
  return { ...visit, contractId: visit.contractId };
}

/**
 * A contract visit moved to `day` through the booking's reschedule (the office's booking page or
 * Schedule board): the move is stored against the planned day as the contract page's move stores
 * it, and the contract's calendar goes up a SEQUENCE so the customer's .ics shows the new day.
 */
export async function recordVisitMove(
  tx: Tx,
  visit: NonNullable<Awaited<ReturnType<typeof lockContractOfVisit>>>,
  day: string,
  now: Date,
  by: VisitActor,
) {
  await recordException(tx, visit.contractId, visit, day, now, by);
  await tx.contract.update({
    where: { id: visit.contractId },
    data: { calendarSequence: { increment: 1 } },
  });
}

/** What the office's e-mail names of the visit, on `day`. */
const summaryOf = (visit: ChangeableVisit, day: string): VisitChange["visit"] => ({
  id: visit.id,
  reference: visit.reference,
  day,
  extra: visit.visitKind === "extra",
});

/** The contract's pause or end covers `day`: nothing is moved or added onto it. */
function stopRefusalOn(contract: Contract, day: string, now: Date) {
  const message = stopRefusal(stopOf(contract, todayInLondon(now)), day);
  return message ? { status: "refused" as const, message, atDay: true } : null;
}

/** An ending contract takes no extra collection; a pause refuses the days it covers. */
function extraRefusalOn(contract: Contract, day: string, now: Date) {
  const message = extraCollectionRefusal(stopOf(contract, todayInLondon(now)), day);
  return message ? { status: "refused" as const, message, atDay: true } : null;
}

/** One more extra collection would pass the contract's limit of open ones. */
async function extrasLimit(tx: Tx, contract: Contract) {
  const open = await tx.booking.count({
    where: {
      contractId: contract.id,
      visitKind: "extra",
      status: { in: [...OPEN_EXTRA_STATUSES] },
    },
  });
  const message = extrasLimitRefusal(open);
  return message ? { status: "refused" as const, message, atDay: false } : null;
}

export async function dayRefusal(tx: Tx, contract: Contract, day: string) {
  const service = bookingServiceOf[contract.service as ContractService];
  await lockDay(tx, day, service);
  return dayIsUnavailable(tx, day, service);
}

/**
 * Runs `change` on one visit while the customer may still change it, in one transaction under
 * the contract's row lock: a contract no longer open answers missing, a visit not changeable why.
 */
function changeVisit(
  contractId: string,
  visitId: string,
  now: Date,
  change: (tx: Tx, contract: Contract, visit: ChangeableVisit) => Promise<VisitChangeOutcome>,
): Promise<VisitChangeOutcome> {
  return db().$transaction(async (tx) => {
    const contract = await openContract(tx, contractId, now);
    if (!contract) return { status: "missing" };
    const { visit, refusal } = await changeableVisit(tx, contract, visitId, now);
    if (!visit) return { status: refusal };
    return change(tx, contract, visit);
  }, TX_OPTIONS);
}

/** Skips a visit: a scheduled one is excepted by its original day; either is cancelled. */
export async function skipVisit(
  contractId: string,
  visitId: string,
  now: Date,
  emails: Emails,
): Promise<VisitChangeOutcome> {
  return changeVisit(contractId, visitId, now, async (tx, contract, visit) => {
    const day = asDay(visit.selectedDate);
    await recordException(tx, contractId, visit, null, now);
    await tx.booking.update({
      where: { id: visit.id },
      data: { status: "cancelled", calendarSequence: { increment: 1 } },
    });
    await tx.bookingEvent.create({
      data: {
        bookingId: visit.id,
        kind: "skipped",
        ...customer,
        detail: `Skipped the visit of ${formatLongDay(day)}`,
      },
    });
    return finish(
      tx,
      contract,
      {
        kind: "skipped",
        contract,
        visit: summaryOf(visit, day),
      },
      emails,
    );
  });
}

/** Moves a visit to `day` (a working day the caller has checked is bookable). */
export async function moveVisit(
  contractId: string,
  visitId: string,
  day: string,
  now: Date,
  emails: Emails,
): Promise<VisitChangeOutcome> {
  return changeVisit(contractId, visitId, now, async (tx, contract, visit) => {
    const from = asDay(visit.selectedDate);
    if (from === day) return { status: "unchanged" };
    const stopped = stopRefusalOn(contract, day, now);
    if (stopped) return stopped;
    const unavailable = await dayRefusal(tx, contract, day);
    if (unavailable) return { status: unavailable };
    await recordException(tx, contractId, visit, day, now);
    await tx.booking.update({
      where: { id: visit.id },
      data: { selectedDate: asDate(day), calendarSequence: { increment: 1 } },
    });
    await tx.bookingEvent.create({
      data: {
        bookingId: visit.id,
        kind: "moved",
        ...customer,
        detail: `From ${formatLongDay(from)} to ${formatLongDay(day)}`,
      },
    });
    return finish(
      tx,
      contract,
      {
        kind: "moved",
        contract,
        visit: summaryOf(visit, day),
        from,
      },
      emails,
    );
  });
}

/** Orders an extra collection on `day`, priced like the contract's visits on that day. */
export async function requestExtraCollection(
  contractId: string,
  request: { day: string; note: string | null },
  now: Date,
  emails: Emails,
): Promise<VisitChangeOutcome> {
  return db().$transaction(async (tx) => {
    // The contract's row lock (openContract) queues two requests at once, so both cannot pass
    // the limit of open extra collections.
    const contract = await openContract(tx, contractId, now);
    if (!contract) return { status: "missing" };
    const refused = extraRefusalOn(contract, request.day, now) ?? (await extrasLimit(tx, contract));
    if (refused) return refused;
    const unavailable = await dayRefusal(tx, contract, request.day);
    if (unavailable) return { status: unavailable };
    const data = visitBookingData(contract, {
      day: request.day,
      originalDay: null,
      pricePence: priceOn(periodsOf(contract), request.day),
      note: request.note,
    });
    await tx.booking.create({ data });
    await tx.bookingEvent.create({
      data: {
        bookingId: data.id!,
        kind: "scheduled",
        ...customer,
        detail: `Extra collection of contract ${contract.number}`,
      },
    });
    return finish(
      tx,
      contract,
      {
        kind: "extra",
        contract,
        visit: { id: data.id!, reference: data.reference, day: request.day, extra: true },
        note: request.note,
      },
      emails,
    );
  }, TX_OPTIONS);
}
