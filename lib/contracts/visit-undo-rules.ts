import { CHANGEABLE_STATUSES, type BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { changeDeadline, formatLongDay } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { workingDayFrom, type VisitException } from "./schedule";

// A skipped or moved contract visit as pure rules shared by the customer's contract
// page, the office's and the server: the list says "Skipped" or "Moved from {date}" instead of
// letting the visit vanish or jump, and Undo brings it back to the day its rule plans it (its
// original day, or the next working day when that is a weekend or a bank holiday) until the same
// cut-off as Skip: 17:00 London on the working day before that day (and, for a move, before the
// day it is on now, which Undo changes too).

/** What was done to a visit that Undo can take back, and the day Undo brings it back to. */
export type VisitChangeMark =
  { kind: "skipped"; restoreDay: string } | { kind: "moved"; restoreDay: string };

/**
 * The change in force on one scheduled visit (null for an extra collection, a visit nobody
 * changed, or one moved back to its planned day). A skip is the visit cancelled with its original
 * day excepted; a move is the visit, still to be made, on the day its exception names.
 */
export function visitChangeOf(
  visit: { status: BookingStatus; day: string; originalDay: string | null },
  exceptions: readonly VisitException[],
): VisitChangeMark | null {
  if (!visit.originalDay) return null;
  const exception = exceptions.find((e) => e.originalDay === visit.originalDay);
  if (!exception) return null;
  const restoreDay = workingDayFrom(visit.originalDay).day;
  if (exception.kind === "skipped") {
    return visit.status === "cancelled" ? { kind: "skipped", restoreDay } : null;
  }
  if (!CHANGEABLE_STATUSES.includes(visit.status) || visit.day === restoreDay) return null;
  return { kind: "moved", restoreDay };
}

/** Can the change still be undone at `now`? Until the customer's cut-off, as Skip. */
export function visitUndoable(change: VisitChangeMark, visit: { day: string }, now: Date): boolean {
  if (now >= changeDeadline(change.restoreDay)) return false;
  return change.kind === "skipped" || now < changeDeadline(visit.day);
}

export const visitUndoMessages = {
  skipped: "Skipped",
  movedFrom: (day: string) => `Moved from ${formatLongDay(day)}`,
  undo: "Undo",
  /** The Undo button's accessible name. */
  undoLabel: (change: VisitChangeMark) =>
    change.kind === "skipped"
      ? `Undo the skip of ${formatLongDay(change.restoreDay)}`
      : `Undo the move from ${formatLongDay(change.restoreDay)}`,
  undone: (change: VisitChangeMark) =>
    change.kind === "skipped"
      ? {
          title: "Skip undone",
          description: `The visit of ${formatLongDay(change.restoreDay)} is back on.`,
        }
      : {
          title: "Move undone",
          description: `The visit is back on ${formatLongDay(change.restoreDay)}.`,
        },
  nothingToUndo: "This visit has no skip or move to undo.",
  tooLate: `This change can no longer be undone online. Please call us on ${site.phone.display}.`,
  notPlanned: `This visit is no longer in the contract's schedule. Please call us on ${site.phone.display}.`,
  failed: {
    title: "Error",
    description: `We could not undo the change. Please try again or call us on ${site.phone.display}.`,
  },
  /** History rows. */
  skipUndone: (day: string) => `Skip undone: the visit of ${formatLongDay(day)} is back on`,
  moveUndone: (from: string, to: string) =>
    `Move undone: from ${formatLongDay(from)} back to ${formatLongDay(to)}`,
} as const;
