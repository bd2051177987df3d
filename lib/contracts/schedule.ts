import * as rruleModule from "rrule";
import { asDate, asDay } from "@/lib/shared/db-day";
import { dayOfWeek, isWorkingDay, nextDay, previousDay } from "@/lib/shared/dates";
import type { Frequency } from "./contract-rules";

export { FREQUENCIES, frequencyLabels, type Frequency } from "./contract-rules";

// Bundlers (Next, vitest) read rrule's ES module build; plain Node (a script run by tsx, such as
// `npm run demo`) loads its CommonJS build, whose names it cannot see: they are on its default.
const { rrulestr } =
  "rrulestr" in rruleModule
    ? rruleModule
    : (rruleModule as unknown as { default: typeof rruleModule }).default;

// A regular contract's schedule as pure rules: the frequency as an RFC 5545 recurrence
// rule (the `rrule` library), the days it plans, and where each visit actually falls. A visit is
// known by its original day (iCalendar's RECURRENCE-ID): a skip or a move is stored against it, so
// changing the rule later never brings a skipped visit back. A visit planned on a weekend, a bank
// holiday or a day the office closed moves to the next working day.

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** yyyy-MM-dd as the floating all-day DTSTART of a rule (UTC midnight, as `rrule` reads it). */
const dtstart = (day: string) => `DTSTART:${day.replace(/-/g, "")}T000000Z`;

/**
 * The rule for a contract starting on `startDay`. Weekly rules keep the start's weekday; monthly
 * ones its day of the month, or the month's last day when the month is shorter (a contract
 * starting on the 31st visits on 30 April and 28 February, never skipping a month).
 */
export function scheduleRule(frequency: Frequency, startDay: string): string {
  const weekday = WEEKDAYS[dayOfWeek(startDay)];
  const monthDay = Number(startDay.slice(8, 10));
  const byMonthDay =
    monthDay <= 28
      ? `BYMONTHDAY=${monthDay}`
      : `BYMONTHDAY=${Array.from({ length: monthDay - 27 }, (_, i) => 28 + i).join(",")};BYSETPOS=-1`;
  const rule = {
    weekly: `FREQ=WEEKLY;INTERVAL=1;BYDAY=${weekday}`,
    fortnightly: `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekday}`,
    every_4_weeks: `FREQ=WEEKLY;INTERVAL=4;BYDAY=${weekday}`,
    monthly: `FREQ=MONTHLY;INTERVAL=1;${byMonthDay}`,
    quarterly: `FREQ=MONTHLY;INTERVAL=3;${byMonthDay}`,
  }[frequency];
  return `${dtstart(startDay)}\nRRULE:${rule}`;
}

/** The days `rule` plans from `from` to `to` (both included), in order: the visits' original days. */
export function plannedDays(rule: string, from: string, to: string): string[] {
  if (to < from) return [];
  return rrulestr(rule).between(asDate(from), asDate(to), true).map(asDay);
}

/** A contract's rule from a day on: a change of frequency takes effect from its day. */
export type RulePeriod = { rule: string; from: string };

/**
 * The original days of a contract whose rule changed over time: each period plans its days from
 * its own start until the next period's (periods in any order; the latest start wins its days).
 */
export function plannedDaysOfPeriods(periods: RulePeriod[], from: string, to: string): string[] {
  const ordered = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  return ordered.flatMap((period, index) => {
    const next = ordered[index + 1];
    const start = period.from > from ? period.from : from;
    const end = next && previousDay(next.from) < to ? previousDay(next.from) : to;
    return plannedDays(period.rule, start, end);
  });
}

/** Why a visit is not on its planned day. */
export type MoveReason = "weekend" | "bank_holiday" | "closed";

/** The day a visit planned for `day` happens: the next working day the office is open. */
export function workingDayFrom(
  day: string,
  isClosed: (day: string) => boolean = () => false,
): { day: string; reason: MoveReason | null } {
  let candidate = day;
  while (!isWorkingDay(candidate) || isClosed(candidate)) candidate = nextDay(candidate);
  if (candidate === day) return { day, reason: null };
  const weekday = dayOfWeek(day);
  const reason: MoveReason =
    weekday === 0 || weekday === 6 ? "weekend" : isClosed(day) ? "closed" : "bank_holiday";
  return { day: candidate, reason };
}

/** What the customer or the office did to one visit, stored against its original day. */
export type VisitException =
  { originalDay: string; kind: "skipped" } | { originalDay: string; kind: "moved"; day: string };

export type ScheduledVisit = {
  /** The day the rule planned it (its identity, like iCalendar's RECURRENCE-ID). */
  originalDay: string;
  /** The day it happens. */
  day: string;
  /** Why it is not on its planned day: moved by someone, or off a non-working day. */
  moved: MoveReason | "moved" | null;
};

/**
 * The visits from `from` to `to`: the rule's days, less the skipped ones, each on its moved day
 * or the next working day the office is open. A visit moved by someone keeps the day chosen.
 */
export function scheduledVisits(
  periods: RulePeriod[],
  from: string,
  to: string,
  options: { exceptions?: VisitException[]; isClosed?: (day: string) => boolean } = {},
): ScheduledVisit[] {
  const exceptions = new Map((options.exceptions ?? []).map((e) => [e.originalDay, e]));
  const visits: ScheduledVisit[] = [];
  for (const originalDay of plannedDaysOfPeriods(periods, from, to)) {
    const exception = exceptions.get(originalDay);
    if (exception?.kind === "skipped") continue;
    if (exception?.kind === "moved") {
      visits.push({ originalDay, day: exception.day, moved: "moved" });
      continue;
    }
    const { day, reason } = workingDayFrom(originalDay, options.isClosed);
    visits.push({ originalDay, day, moved: reason });
  }
  return visits.sort(
    (a, b) => a.day.localeCompare(b.day) || a.originalDay.localeCompare(b.originalDay),
  );
}
