import "server-only";
import { asDate, asDay } from "@/lib/db-day";
import type { Prisma } from "@/generated/prisma/client";
import { contractMessages } from "@/lib/contracts/contracts";
import { scheduleRule, scheduledVisits, type Frequency } from "@/lib/contracts/schedule";
import { nextDay } from "@/lib/dates";
import type { ContractChange } from "@/lib/schemas/contract";
import { db } from "../db";
import {
  horizonEnd,
  lockContract,
  materialiseContract,
  type MaterialiseReport,
} from "../contracts/visits";
import { listClosedDays } from "./capacity";

// The office's changes to a contract (issue 28): pause, resume and end from a day, and a new
// frequency or price from a day. Each runs under the contract's row lock, re-plans its visits in
// the same transaction (materialiseContract touches only visits not yet collected, from today on,
// so the past and anything invoiced stay as they were) and raises the calendar's SEQUENCE.

type Tx = Prisma.TransactionClient;
type Contract = NonNullable<Awaited<ReturnType<typeof lockContract>>>;

export type ContractChangeOutcome =
  | { status: "done"; number: string; visits: MaterialiseReport }
  | { status: "refused"; message: string; field?: string };

const refused = (message: string, field?: string): ContractChangeOutcome => ({
  status: "refused",
  message,
  field,
});

/** Has the contract ended by `today` (an end from a later day still lets it run until then)? */
const hasEnded = (contract: Contract, today: string) =>
  contract.status === "ended" && !!contract.statusFrom && asDay(contract.statusFrom) <= today;

/**
 * Locks the contract, lets `apply` check and change it (a refusal changes nothing), then raises
 * its calendar's SEQUENCE and brings its visits in line with the changed schedule.
 */
async function changeUnderLock(
  id: string,
  today: string,
  apply: (tx: Tx, contract: Contract) => Promise<ContractChangeOutcome | null>,
): Promise<ContractChangeOutcome> {
  return db().$transaction(
    async (tx) => {
      const contract = await lockContract(tx, id);
      if (!contract) return refused(contractMessages.notFound);
      if (hasEnded(contract, today)) return refused(contractMessages.hasEnded);
      const refusal = await apply(tx, contract);
      if (refusal) return refusal;
      await tx.contract.update({
        where: { id },
        data: { calendarSequence: { increment: 1 } },
      });
      const changed = (await lockContract(tx, id))!;
      const visits = await materialiseContract(tx, changed, today);
      return { status: "done", number: contract.number, visits };
    },
    { timeout: 30_000, maxWait: 15_000 },
  );
}

/** No visits from `fromDay` on until it is resumed. */
export function pauseContract(id: string, fromDay: string, today: string) {
  return changeUnderLock(id, today, async (tx, contract) => {
    if (contract.status !== "active") return refused(contractMessages.notActive);
    if (fromDay < today) return refused(contractMessages.dayInPast, "from_day");
    await tx.contract.update({
      where: { id },
      data: { status: "paused", statusFrom: asDate(fromDay) },
    });
    return null;
  });
}

/** Visits again from today on, on the schedule as it stands (a visit skipped stays skipped). */
export function resumeContract(id: string, today: string) {
  return changeUnderLock(id, today, async (tx, contract) => {
    if (contract.status !== "paused") return refused(contractMessages.notPaused);
    await tx.contract.update({ where: { id }, data: { status: "active", statusFrom: null } });
    return null;
  });
}

/** No visits from `fromDay` on, for good (the customer's link stops working that day). */
export function endContract(id: string, fromDay: string, today: string) {
  return changeUnderLock(id, today, async (tx) => {
    if (fromDay < today) return refused(contractMessages.dayInPast, "from_day");
    await tx.contract.update({
      where: { id },
      data: { status: "ended", statusFrom: asDate(fromDay) },
    });
    return null;
  });
}

/**
 * A new frequency and price from `from_day` on: a rule period starting that day (replacing one
 * that already starts on it). Visits before it keep their day and price.
 */
export function changeContractSchedule(
  id: string,
  change: ContractChange,
  createdBy: string,
  today: string,
) {
  return changeUnderLock(id, today, async (tx, contract) => {
    if (change.from_day < today) return refused(contractMessages.dayInPast, "from_day");
    if (change.from_day < asDay(contract.startDay)) {
      return refused(contractMessages.beforeStart, "from_day");
    }
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
    return null;
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
