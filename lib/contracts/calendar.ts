import { createEvents, type EventAttributes } from "ics";
import { addDays } from "date-fns";
import { fromIsoDay, nextDay, previousDay, toIsoDay } from "../dates";
import { plannedDays, type RulePeriod } from "./schedule";

// A contract's schedule as one iCalendar file (issue 28), written by the `ics` library like the
// booking's entry (emails/ics.ts): each rule period is one all-day recurring event (its RRULE, from
// the first day it plans, until the next period or the contract's last day), a skipped visit an
// EXDATE, and a visit not on its planned day (moved by the customer, or off a bank holiday or a
// closed day) an instance of its own under the same UID with RECURRENCE-ID, the original day.
// An extra collection is an event of its own. The UIDs never change and SEQUENCE is the contract's
// calendarSequence (raised by every change), so an import updates the entries in place.
//
// `ics` (3.x) writes EXDATE and RECURRENCE-ID without a value type, which makes a date read as a
// DATE-TIME (RFC 5545 3.8.5.1, 3.8.4.4); on an all-day series the date must be a DATE, so
// `;VALUE=DATE` is added to those two properties of its output, and the line folded again.

const DOMAIN = "northeastsecureshredding.co.uk";

type DateArray = [number, number, number];
const dateArray = (day: string) => day.split("-").map(Number) as DateArray;
const basic = (day: string) => day.replace(/-/g, "");

export type ContractCalendarInput = {
  id: string;
  number: string;
  title: string;
  description: string;
  location: string;
  sequence: number;
  periods: RulePeriod[];
  /** The last day visits are planned (the contract paused or ended), or null while it runs. */
  lastDay: string | null;
  /** The original days of skipped visits. */
  skipped: string[];
  /** Visits on another day than planned: moved by the customer, or off a non-working day. */
  moved: { originalDay: string; day: string }[];
  /** Extra collections (not cancelled). */
  extras: { id: string; day: string }[];
  stamp?: Date;
};

/** The UID of a period's series: the first period's is the contract's own. */
export function seriesUid(contractId: string, period: RulePeriod, first: boolean): string {
  return first
    ? `contract-${contractId}@${DOMAIN}`
    : `contract-${contractId}-from-${basic(period.from)}@${DOMAIN}`;
}

const extraUid = (contractId: string, bookingId: string) =>
  `contract-${contractId}-extra-${bookingId}@${DOMAIN}`;

/** The RRULE line's value of a stored rule (DTSTART and RRULE lines). */
function rruleOf(rule: string): string {
  const line = rule.split(/\r?\n/).find((l) => l.startsWith("RRULE:"));
  if (!line) throw new Error(`Not a recurrence rule: ${rule}`);
  return line.slice("RRULE:".length);
}

/** The first day `period` plans on or after its start (a year is ample for any frequency). */
function firstDay(period: RulePeriod): string | null {
  const within = toIsoDay(addDays(fromIsoDay(period.from), 400));
  return plannedDays(period.rule, period.from, within)[0] ?? null;
}

export function contractIcs(input: ContractCalendarInput): string {
  const ordered = [...input.periods].sort((a, b) => a.from.localeCompare(b.from));
  const common = {
    productId: `-//North East Secure Shredding//Contracts//EN`,
    method: "PUBLISH",
    title: input.title,
    description: input.description,
    location: input.location,
    sequence: input.sequence,
    // DTSTAMP: the library reads `timestamp` (left out of its types).
    timestamp: (input.stamp ?? new Date()).getTime(),
  };
  const allDay = (day: string) => ({ start: dateArray(day), end: dateArray(nextDay(day)) });

  const events: EventAttributes[] = [];
  ordered.forEach((period, index) => {
    const next = ordered[index + 1];
    const ends = [next ? previousDay(next.from) : null, input.lastDay].filter(
      (day): day is string => day !== null,
    );
    const until = ends.sort()[0] ?? null;
    const start = firstDay(period);
    if (!start || (until && until < start)) return;
    const inPeriod = (day: string) => day >= start && (!until || day <= until);
    const uid = seriesUid(input.id, period, index === 0);
    const skipped = input.skipped.filter(inPeriod).sort();
    events.push({
      ...common,
      ...allDay(start),
      uid,
      recurrenceRule: `${rruleOf(period.rule)}${until ? `;UNTIL=${basic(until)}` : ""}`,
      ...(skipped.length ? { exclusionDates: skipped.map(basic) } : {}),
    });
    for (const visit of input.moved.filter((v) => inPeriod(v.originalDay))) {
      events.push({
        ...common,
        ...allDay(visit.day),
        uid,
        recurrenceId: basic(visit.originalDay),
      } as EventAttributes);
    }
  });
  for (const extra of input.extras) {
    events.push({
      ...common,
      ...allDay(extra.day),
      uid: extraUid(input.id, extra.id),
      title: `Extra collection: ${input.title}`,
    });
  }
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error("The contract's calendar could not be written");
  return withDateValues(value);
}

/** EXDATE and RECURRENCE-ID of all-day dates as DATE values (see the comment at the top). */
function withDateValues(ics: string): string {
  return ics.replace(
    /^(EXDATE|RECURRENCE-ID):((?:[^\r\n]|\r\n[ \t])*)/gm,
    (_line, name: string, value: string) => {
      const dates = value.replace(/\r\n[ \t]/g, "");
      if (!/^\d{8}(,\d{8})*$/.test(dates)) return `${name}:${value}`;
      return fold(`${name};VALUE=DATE:${dates}`);
    },
  );
}

/** RFC 5545 3.1: lines of at most 75 octets (these are ASCII), continued after CRLF and a tab. */
function fold(line: string): string {
  const parts = [line.slice(0, 75)];
  for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
  return parts.join("\r\n\t");
}
