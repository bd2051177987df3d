import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { contractIcs, type ContractCalendarInput } from "@/lib/contracts/calendar";
import { scheduleRule } from "@/lib/contracts/schedule";

// A contract's calendar file, written with `ical-generator` and read back with
// ical.js (Mozilla's RFC 5545 parser): the schedule as a recurring all-day event, a skip as an
// EXDATE, a moved visit as its own instance of the series, the contract's SEQUENCE and stable UIDs.

const id = "6f1d7c0e-4b8a-4f57-9a51-2b7f1c3d9e01";
const input: ContractCalendarInput = {
  id,
  number: "CON-000001",
  title: "Console emptying - North East Secure Shredding (CON-000001)",
  description: "Contract CON-000001: 3 container(s).",
  location: "1 High Street, Durham, DH1 3LE",
  sequence: 3,
  // Mondays from 30 November 2026.
  periods: [{ rule: scheduleRule("weekly", "2026-11-30"), from: "2026-11-30" }],
  lastDay: null,
  skipped: ["2026-12-07"],
  moved: [
    { originalDay: "2026-12-14", day: "2026-12-16" },
    // Monday 28 December 2026 is a bank holiday: the visit is on Tuesday.
    { originalDay: "2026-12-28", day: "2026-12-29" },
  ],
  extras: [{ id: "0b9c2d4e-1111-4a2b-8c3d-4e5f60718293", day: "2026-12-10" }],
  stamp: new Date("2026-11-25T12:00:00Z"),
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent");
}

const dateOf = (value: unknown) => (value as ICAL.Time).toString();

/** The series' days as a calendar shows them: the rule, less EXDATEs, with moved instances. */
function occurrences(events: ICAL.Component[], uid: string, until: string): string[] {
  const ofSeries = events.filter((e) => e.getFirstPropertyValue("uid") === uid);
  const master = new ICAL.Event(ofSeries.find((e) => !e.hasProperty("recurrence-id"))!);
  for (const exception of ofSeries.filter((e) => e.hasProperty("recurrence-id"))) {
    master.relateException(new ICAL.Event(exception));
  }
  const days: string[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next && next.toString() <= until; next = iterator.next()) {
    days.push(master.getOccurrenceDetails(next).startDate.toString());
  }
  return days;
}

describe("a contract's calendar file", () => {
  const ics = contractIcs(input);
  const events = parse(ics);
  const uid = `contract-${id}@northeastsecureshredding.co.uk`;
  const series = events.filter((e) => e.getFirstPropertyValue("uid") === uid);
  const master = series.find((e) => !e.hasProperty("recurrence-id"))!;

  it("is the schedule as one recurring all-day event with its RRULE", () => {
    expect(master).toBeDefined();
    const start = master.getFirstProperty("dtstart")!;
    expect(start.type).toBe("date");
    expect(dateOf(start.getFirstValue())).toBe("2026-11-30");
    const rule = master.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.parts.BYDAY).toEqual(["MO"]);
  });

  it("excludes a skipped visit with an EXDATE of its planned day (a DATE)", () => {
    const exdate = master.getFirstProperty("exdate")!;
    expect(exdate.type).toBe("date");
    expect(exdate.getValues().map(dateOf)).toEqual(["2026-12-07"]);
    expect(ics).toContain("EXDATE;VALUE=DATE:20261207");
  });

  it("has each moved visit as its own instance of the series (RECURRENCE-ID its planned day)", () => {
    const moved = series.filter((e) => e.hasProperty("recurrence-id"));
    expect(
      moved.map((e) => [
        dateOf(e.getFirstPropertyValue("recurrence-id")),
        dateOf(e.getFirstPropertyValue("dtstart")),
      ]),
    ).toEqual([
      ["2026-12-14", "2026-12-16"],
      ["2026-12-28", "2026-12-29"],
    ]);
    expect(occurrences(events, uid, "2027-01-05")).toEqual([
      "2026-11-30",
      "2026-12-16",
      "2026-12-21",
      "2026-12-29",
      "2027-01-04",
    ]);
  });

  it("has an extra collection as an event of its own", () => {
    const extras = events.filter((e) => String(e.getFirstPropertyValue("uid")).includes("-extra-"));
    expect(extras.map((e) => dateOf(e.getFirstPropertyValue("dtstart")))).toEqual(["2026-12-10"]);
    expect(extras[0]!.hasProperty("rrule")).toBe(false);
  });

  it("carries the contract's SEQUENCE on every entry and keeps its UIDs when it changes", () => {
    expect(events.every((e) => Number(e.getFirstPropertyValue("sequence")) === 3)).toBe(true);
    const later = parse(contractIcs({ ...input, sequence: 4, skipped: [] }));
    expect(later.map((e) => e.getFirstPropertyValue("uid"))).toEqual(
      events.map((e) => e.getFirstPropertyValue("uid")),
    );
    expect(later.every((e) => Number(e.getFirstPropertyValue("sequence")) === 4)).toBe(true);
  });

  it("ends a period's series the day before the next period, which is a series of its own", () => {
    const changed = parse(
      contractIcs({
        ...input,
        skipped: [],
        moved: [],
        extras: [],
        periods: [
          ...input.periods,
          { rule: scheduleRule("fortnightly", "2027-01-06"), from: "2027-01-06" },
        ],
      }),
    );
    const rules = changed.map((e) => (e.getFirstPropertyValue("rrule") as ICAL.Recur).toString());
    expect(rules).toEqual([
      "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270105",
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE",
    ]);
    expect(changed[1]!.getFirstPropertyValue("uid")).toBe(
      `contract-${id}-from-20270106@northeastsecureshredding.co.uk`,
    );
  });

  it("ends the series on the contract's last day", () => {
    const ended = parse(contractIcs({ ...input, lastDay: "2026-12-31" }));
    const rule = ended[0]!.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.until?.toString()).toBe("2026-12-31");
  });
});
