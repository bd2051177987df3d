import ical, { ICalCalendarMethod, type ICalEventData } from "ical-generator";
import { addDays } from "date-fns";
import { fromIsoDay, nextDay, previousDay, toIsoDay } from "@/lib/shared/dates";
import { calendarDay, calendarText } from "@/lib/shared/ical-text";
import { site } from "@/lib/shared/site";
import { plannedDays, type RulePeriod } from "./schedule";

// A contract's schedule as one iCalendar file, written by `ical-generator` like the
// booking's entry (lib/server/mail/ics.ts, lib/shared/ical-text.ts): each rule period is one all-day recurring
// event (its RRULE, from the first day it plans, until the next period or the contract's last day),
// a skipped visit an EXDATE, and a visit not on its planned day (moved by the customer, or off a
// bank holiday or a closed day) an instance of its own under the same UID with RECURRENCE-ID, the
// original day. An extra collection is an event of its own. The UIDs never change and SEQUENCE is
// the contract's calendarSequence (raised by every change), so an import updates the entries in
// place.
//
// On an all-day series UNTIL, EXDATE and RECURRENCE-ID must be DATE values like DTSTART (RFC 5545
// 3.3.10, 3.8.5.1, 3.8.4.4). The library writes a rule given as text as it is, so the RRULE (with
// its UNTIL) and the EXDATE line go in as text; it writes RECURRENCE-ID as a DATE-TIME whatever
// the event, so that one short ASCII line is rewritten as a DATE after (see withDateRecurrenceIds).

const DOMAIN = "northeastsecureshredding.co.uk";

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
  const calendar = ical({
    prodId: { company: site.name, product: "Contracts", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  const common = {
    summary: input.title,
    description: input.description,
    location: input.location,
    sequence: input.sequence,
    stamp: input.stamp ?? new Date(),
  };
  const allDay = (day: string) => ({
    start: calendarDay(day),
    end: calendarDay(nextDay(day)),
    allDay: true,
  });

  const events: ICalEventData[] = [];
  ordered.forEach((period, index) => {
    const next = ordered[index + 1];
    const ends = [next ? previousDay(next.from) : null, input.lastDay].filter(
      (day): day is string => day !== null,
    );
    const until = ends.sort()[0] ?? null;
    const start = firstDay(period);
    if (!start || (until && until < start)) return;
    const inPeriod = (day: string) => day >= start && (!until || day <= until);
    const id = seriesUid(input.id, period, index === 0);
    const skipped = input.skipped.filter(inPeriod).sort();
    const rule = `RRULE:${rruleOf(period.rule)}${until ? `;UNTIL=${basic(until)}` : ""}`;
    const exdate = skipped.length ? `\nEXDATE;VALUE=DATE:${skipped.map(basic).join(",")}` : "";
    events.push({ ...common, ...allDay(start), id, repeating: `${rule}${exdate}` });
    for (const visit of input.moved.filter((v) => inPeriod(v.originalDay))) {
      events.push({
        ...common,
        ...allDay(visit.day),
        id,
        recurrenceId: calendarDay(visit.originalDay),
      });
    }
  });
  for (const extra of input.extras) {
    events.push({
      ...common,
      ...allDay(extra.day),
      id: extraUid(input.id, extra.id),
      summary: `Extra collection: ${input.title}`,
    });
  }
  for (const event of events) calendar.createEvent(event);
  return withDateRecurrenceIds(calendarText(calendar));
}

/** RECURRENCE-ID of an all-day instance as a DATE value (see the comment at the top). */
function withDateRecurrenceIds(ics: string): string {
  return ics.replace(/^RECURRENCE-ID:(\d{8})T000000Z(?=\r\n)/gm, "RECURRENCE-ID;VALUE=DATE:$1");
}
