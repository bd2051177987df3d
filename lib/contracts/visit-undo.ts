import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import { todayInLondon } from "@/lib/shared/dates";
import { stopCovers } from "@/lib/contracts/contract-stop";
import { plannedDaysOfPeriods } from "@/lib/contracts/schedule";
import {
  visitChangeOf,
  visitUndoable,
  visitUndoMessages,
  type VisitChangeMark,
} from "@/lib/contracts/visit-undo-rules";
import { db } from "@/lib/server/db";
import { enqueueEmail } from "@/lib/server/mail/outbox";
import { visitUndoEmails } from "./visit-undo-notifications";
import { dayRefusal, lockVisitOf, openContract, type VisitActor } from "./visit-changes";
import { exceptionsOf, periodsOf, stopOf } from "./visits";

// Undo of a contract visit's skip or move, by the customer on the contract page or
// the office on the contract's admin page, in one transaction under the contract's row lock and
// the visit's, as the skip and the move take them. Everything is checked again inside it: the
// change still in force, the cut-off (lib/contracts/visit-undo.ts), the schedule still planning
// the visit (not paused, ended or changed away from its day), and the day's places under the
// day's lock. The exception is removed, the visit is back on its planned day with a history row,
// both calendars' SEQUENCE goes up and the e-mails are filed in the outbox.

const TX_OPTIONS = { timeout: 30_000, maxWait: 15_000 };

export type VisitUndoOutcome =
  | { status: "undone"; change: VisitChangeMark }
  | { status: "missing" | "nothing" | "locked" | "not_planned" | "full" | "closed" };

export async function undoVisitChange(
  contractId: string,
  visitId: string,
  now: Date,
  by: VisitActor,
): Promise<VisitUndoOutcome> {
  return db().$transaction(async (tx) => {
    const contract = await openContract(tx, contractId, now);
    if (!contract) return { status: "missing" };
    const visit = await lockVisitOf(tx, contract, visitId);
    if (!visit) return { status: "missing" };
    const day = asDay(visit.selectedDate);
    const originalDay = visit.visitOriginalDay ? asDay(visit.visitOriginalDay) : null;
    const change = visitChangeOf(
      { status: visit.status, day, originalDay },
      exceptionsOf(contract),
    );
    if (!change || !originalDay) return { status: "nothing" };
    if (!visitUndoable(change, { day }, now)) return { status: "locked" };
    const stop = stopOf(contract, todayInLondon(now));
    const planned = plannedDaysOfPeriods(periodsOf(contract), originalDay, originalDay);
    if (planned.length === 0 || stopCovers(stop, originalDay)) {
      return { status: "not_planned" };
    }
    const unavailable = await dayRefusal(tx, contract, change.restoreDay);
    if (unavailable) return { status: unavailable };

    await tx.contractVisitException.delete({
      where: {
        contractId_originalDay: { contractId: contract.id, originalDay: asDate(originalDay) },
      },
    });
    await tx.booking.update({
      where: { id: visit.id },
      data: {
        selectedDate: asDate(change.restoreDay),
        ...(change.kind === "skipped" ? { status: "confirmed" } : {}),
        calendarSequence: { increment: 1 },
      },
    });
    await tx.bookingEvent.create({
      data: {
        bookingId: visit.id,
        ...by,
        ...(change.kind === "skipped"
          ? { kind: "scheduled", detail: visitUndoMessages.skipUndone(change.restoreDay) }
          : { kind: "moved", detail: visitUndoMessages.moveUndone(day, change.restoreDay) }),
      },
    });
    await tx.contract.update({
      where: { id: contract.id },
      data: { calendarSequence: { increment: 1 } },
    });
    const emails = visitUndoEmails(
      {
        contractId: contract.id,
        visitId: visit.id,
        number: contract.number,
        customerName: contract.customerName,
        companyName: contract.companyName,
        customerEmail: contract.customerEmail,
        reference: visit.reference,
        change,
        from: day,
      },
      by.actor === "customer" ? "customer" : "admin",
    );
    for (const email of emails) await enqueueEmail(tx, { ...email, bookingId: visit.id });
    return { status: "undone", change };
  }, TX_OPTIONS);
}
