import { format } from "date-fns";
import { fromIsoDay, nextDay, workingDayBefore } from "@/lib/shared/dates";

// The reminder of a contract visit as pure rules: it is sent on the working day before
// the visit (so a Monday's visit is reminded on Friday, and after a bank holiday Monday a
// Tuesday's visit on the Friday before too). A day's run that was missed is caught up by the next
// one, as long as the visit is still ahead.

/** The day a visit on `visitDay` is reminded of: the working day before it. */
export function reminderDayOf(visitDay: string): string {
  return workingDayBefore(visitDay);
}

/** Is a visit on `visitDay` to be reminded of when London's today is `today`? */
export function reminderDue(visitDay: string, today: string): boolean {
  return visitDay > today && reminderDayOf(visitDay) <= today;
}

/**
 * The visits a run reads: those from tomorrow to this many days ahead. The working day before a
 * visit is never further back than this (Christmas and New Year: 24 December for 29 December).
 */
export const REMINDER_LOOKAHEAD_DAYS = 10;

/** The first and last day of the visits a run on `today` reads. */
export function reminderWindow(today: string): { from: string; to: string } {
  let to = today;
  for (let i = 0; i < REMINDER_LOOKAHEAD_DAYS; i++) to = nextDay(to);
  return { from: nextDay(today), to };
}

/** "Monday 30 November", as the reminder's subject names the day. */
export function reminderDayLabel(visitDay: string): string {
  return format(fromIsoDay(visitDay), "EEEE d MMMM");
}
