import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import type { Prisma } from "@/generated/prisma/client";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import type { ContractChangeKind } from "@/lib/contracts/contract-change-rules";
import type { ContractStop } from "@/lib/contracts/contract-stop";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { scheduleRule, scheduledVisits, type Frequency } from "@/lib/contracts/schedule";
import { formatLongDay, nextDay } from "@/lib/shared/dates";
import type { ContractChange } from "@/lib/contracts/contract-schema";
import type { ContractPause } from "@/lib/contracts/contract-office-schema";
import { db } from "@/lib/server/db";
import {
  cancelVisitsInStop,
  horizonEnd,
  lockContract,
  materialiseContract,
  stopOf,
  type CancelledVisit,
  type MaterialiseReport,
} from "./visits";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { listClosedDays } from "@/lib/bookings/capacity";

// The office's changes to a contract: pause, resume and end from a day, and a
// new frequency or price from a day. Each runs under the contract's row lock, re-plans its visits
// in the same transaction (materialiseContract touches only visits not yet collected, from today
// on, so the past and anything invoiced stay as they were), cancels every other visit a pause or
// the end covers (extra collections too: their places are freed), raises the calendar's SEQUENCE
// and files the customer's e-mail, with the day the change takes effect, in the outbox.

type Tx = Prisma.TransactionClient;
type Contract = NonNullable<Awaited<ReturnType<typeof lockContract>>>;

export type ContractChangeOutcome =
  | { status: "done"; number: string; visits: MaterialiseReport; cancelled: CancelledVisit[] }
  | { status: "refused"; message: string; field?: string };

export type ContractChangeNotice = {
  contract: Pick<Contract, "id" | "number" | "customerName" | "customerEmail">;
  change: ContractChangeKind;
  /** The extra collections the change cancelled, by day. */
  cancelledExtras: string[];
};

/** The e-mails a change files (composed outside data/: mail/contract-notifications.ts). */
export type ContractChangeEmails = (notice: ContractChangeNotice) => OutgoingEmail[];

const refused = (message: string, field?: string): ContractChangeOutcome => ({
  status: "refused",
  message,
  field,
});

/** Has the contract ended by `today` (an end from a later day still lets it run until then)? */
const hasEnded = (contract: Contract, today: string) =>
  contract.status === "ended" && !!contract.statusFrom && asDay(contract.statusFrom) <= today;

/** What `apply` answers: a refusal (nothing changes), or the change the customer is told of. */
type Applied = { refusal: ContractChangeOutcome } | { change: ContractChangeKind | null };

/**
 * Locks the contract, lets `apply` check and change it (a refusal changes nothing), then raises
 * its calendar's SEQUENCE, brings its visits in line with the changed schedule, cancels what else
 * a pause or the end covers and files the customer's e-mail.
 */
async function changeUnderLock(
  id: string,
  today: string,
  actorEmail: string,
  emails: ContractChangeEmails,
  apply: (tx: Tx, contract: Contract) => Promise<Applied>,
): Promise<ContractChangeOutcome> {
  return db().$transaction(
    async (tx) => {
      const contract = await lockContract(tx, id);
      if (!contract) return refused(contractMessages.notFound);
      if (hasEnded(contract, today)) return refused(contractMessages.hasEnded);
      const applied = await apply(tx, contract);
      if ("refusal" in applied) return applied.refusal;
      await tx.contract.update({
        where: { id },
        data: { calendarSequence: { increment: 1 } },
      });
      const changed = (await lockContract(tx, id))!;
      const visits = await materialiseContract(tx, changed, today);
      const stop = stopOf(changed, today);
      const cancelled = await cancelVisitsInStop(tx, id, stop, today, {
        actor: "admin",
        actorEmail,
        detail: stop ? stopDetail(stop) : "",
      });
      // A resume's e-mail names the first visit the re-planning made.
      const change =
        applied.change?.kind === "resumed"
          ? { ...applied.change, nextVisit: await nextVisit(tx, id, today) }
          : applied.change;
      if (change) {
        const notice = { contract, change, cancelledExtras: extrasCancelled(cancelled) };
        for (const email of emails(notice)) await enqueueEmail(tx, email);
      }
      return { status: "done", number: contract.number, visits, cancelled };
    },
    { timeout: 30_000, maxWait: 15_000 },
  );
}

/** The history's words for a visit a pause or the end called off. */
function stopDetail(stop: ContractStop): string {
  if (stop.kind === "ended") return `Contract ended from ${formatLongDay(stop.from)}`;
  return stop.until
    ? `Contract paused from ${formatLongDay(stop.from)} to ${formatLongDay(stop.until)}`
    : `Contract paused from ${formatLongDay(stop.from)}`;
}

const extrasCancelled = (cancelled: CancelledVisit[]) =>
  cancelled.filter((visit) => visit.extra).map((visit) => visit.day);

/** The contract's next visit from `today` on (after a resume re-planned them). */
async function nextVisit(tx: Tx, contractId: string, today: string): Promise<string | null> {
  const next = await tx.booking.findFirst({
    where: {
      contractId,
      status: { in: [...CHANGEABLE_STATUSES] },
      selectedDate: { gte: asDate(today) },
    },
    orderBy: { selectedDate: "asc" },
    select: { selectedDate: true },
  });
  return next ? asDay(next.selectedDate) : null;
}

/** A pause still running on `today` (one whose last day has passed no longer counts). */
const pausedOn = (contract: Contract, today: string) =>
  contract.status === "paused" && stopOf(contract, today) !== null;

/** No visits from `from_day` to `until_day` (or until it is resumed). */
export function pauseContract(
  id: string,
  pause: ContractPause,
  today: string,
  actorEmail: string,
  emails: ContractChangeEmails,
) {
  return changeUnderLock(id, today, actorEmail, emails, async (tx, contract) => {
    if (contract.status === "ended" || pausedOn(contract, today)) {
      return { refusal: refused(contractMessages.notActive) };
    }
    if (pause.from_day < today) {
      return { refusal: refused(contractMessages.dayInPast, "from_day") };
    }
    await tx.contract.update({
      where: { id },
      data: {
        status: "paused",
        statusFrom: asDate(pause.from_day),
        pausedUntil: pause.until_day ? asDate(pause.until_day) : null,
      },
    });
    return { change: { kind: "paused", from: pause.from_day, until: pause.until_day } };
  });
}

/** Visits again from today on, on the schedule as it stands (a visit skipped stays skipped). */
export function resumeContract(
  id: string,
  today: string,
  actorEmail: string,
  emails: ContractChangeEmails,
) {
  return changeUnderLock(id, today, actorEmail, emails, async (tx, contract) => {
    if (!pausedOn(contract, today)) return { refusal: refused(contractMessages.notPaused) };
    await tx.contract.update({
      where: { id },
      data: { status: "active", statusFrom: null, pausedUntil: null },
    });
    return { change: { kind: "resumed", from: today, nextVisit: null } };
  });
}

/** No visits from `fromDay` on, for good (the customer's link stops working that day). */
export function endContract(
  id: string,
  fromDay: string,
  today: string,
  actorEmail: string,
  emails: ContractChangeEmails,
) {
  return changeUnderLock(id, today, actorEmail, emails, async (tx) => {
    if (fromDay < today) return { refusal: refused(contractMessages.dayInPast, "from_day") };
    await tx.contract.update({
      where: { id },
      data: { status: "ended", statusFrom: asDate(fromDay), pausedUntil: null },
    });
    return { change: { kind: "ended", from: fromDay } };
  });
}

/** The frequency and price the contract's rule gives `day` (the latest period started by then). */
function periodOn(contract: Contract, day: string) {
  const ordered = [...contract.periods].sort((a, b) => a.fromDay.getTime() - b.fromDay.getTime());
  return ordered.filter((p) => asDay(p.fromDay) <= day).at(-1) ?? ordered[0]!;
}

/**
 * A new frequency and price from `from_day` on: a rule period starting that day (replacing one
 * that already starts on it). Visits before it keep their day and price. The customer hears of
 * it when the frequency or the price differs from what that day had.
 */
export function changeContractSchedule(
  id: string,
  change: ContractChange,
  createdBy: string,
  today: string,
  emails: ContractChangeEmails,
) {
  return changeUnderLock(id, today, createdBy, emails, async (tx, contract) => {
    if (change.from_day < today) {
      return { refusal: refused(contractMessages.dayInPast, "from_day") };
    }
    if (change.from_day < asDay(contract.startDay)) {
      return { refusal: refused(contractMessages.beforeStart, "from_day") };
    }
    const before = periodOn(contract, change.from_day);
    const period = {
      frequency: change.frequency,
      rule: scheduleRule(change.frequency, change.from_day),
      pricePence: change.price,
      createdBy,
    };
    await tx.contractRulePeriod.upsert({
      where: { contractId_fromDay: { contractId: id, fromDay: asDate(change.from_day) } },
      create: { contractId: id, fromDay: asDate(change.from_day), ...period },
      update: period,
    });
    const same = before.frequency === change.frequency && before.pricePence === change.price;
    return {
      change: same
        ? null
        : {
            kind: "changed",
            from: change.from_day,
            frequency: { before: before.frequency, after: change.frequency },
            pricePence: { before: before.pricePence, after: change.price },
          },
    };
  });
}

/** The day a new contract's first visit falls on: its start day, or the next working day open. */
export async function firstVisitDay(frequency: Frequency, startDay: string): Promise<string> {
  const closed = new Set((await listClosedDays(startDay)).map((row) => row.day));
  const [first] = scheduledVisits(
    [{ rule: scheduleRule(frequency, startDay), from: startDay }],
    startDay,
    horizonEnd(startDay),
    { isClosed: (day) => closed.has(day) },
  );
  return first?.day ?? nextDay(startDay);
}
