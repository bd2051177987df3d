import { describe, expect, it } from "vitest";
import { bookingIcs } from "@/lib/server/mail/ics";
import { slotLabels, type TimeSlot } from "@/lib/shared/booking-options";

// The calendar entry covers the booked slot's window on London's clock, as /book shows it.

const ics = (day: string, timeSlot: TimeSlot) =>
  bookingIcs({
    reference: "NESS-ABC234",
    day,
    timeSlot,
    summary: "Collection",
    description: "Booking NESS-ABC234",
    sequence: 0,
    stamp: new Date("2026-06-01T00:00:00Z"),
  });

const line = (calendar: string, name: string) =>
  calendar.split("\r\n").find((l) => l.startsWith(name));

describe("the booking's calendar entry", () => {
  it("keeps the slot labels /book shows", () => {
    expect(slotLabels).toEqual({
      allday: "All day (8am - 6pm)",
      am: "Morning (8am - 12pm)",
      pm: "Afternoon (12pm - 6pm)",
    });
  });

  it.each([
    // British Summer Time: London is UTC+1.
    ["2026-07-01", "am", "DTSTART:20260701T070000Z", "DTEND:20260701T110000Z"],
    ["2026-07-01", "pm", "DTSTART:20260701T110000Z", "DTEND:20260701T170000Z"],
    // Greenwich Mean Time: London is UTC.
    ["2026-12-02", "am", "DTSTART:20261202T080000Z", "DTEND:20261202T120000Z"],
    ["2026-12-02", "pm", "DTSTART:20261202T120000Z", "DTEND:20261202T180000Z"],
  ] as const)("puts %s %s at its London window", (day, slot, start, end) => {
    const calendar = ics(day, slot);
    expect(line(calendar, "DTSTART")).toBe(start);
    expect(line(calendar, "DTEND")).toBe(end);
  });

  it.each(["2026-07-01", "2026-12-02"])("makes All day on %s an all-day entry", (day) => {
    const calendar = ics(day, "allday");
    const compact = day.replace(/-/g, "");
    expect(line(calendar, "DTSTART")).toBe(`DTSTART;VALUE=DATE:${compact}`);
    expect(line(calendar, "DTEND")).toMatch(/^DTEND;VALUE=DATE:\d{8}$/);
    expect(line(calendar, "DTEND")).not.toBe(`DTEND;VALUE=DATE:${compact}`);
  });
});

describe("the calendar file", () => {
  const calendar = bookingIcs({
    reference: "NESS-ABC234",
    day: "2026-12-02",
    timeSlot: "am",
    summary: "Collection; off-site, shredding",
    description: `Booking NESS-ABC234: ${"a long description ".repeat(8)}`,
    sequence: 3,
    method: "cancel",
    stamp: new Date("2026-06-01T00:00:00Z"),
  });
  const lines = calendar.split("\r\n");

  it("is one event for the booking's life: its UID, its SEQUENCE and, withdrawn, METHOD:CANCEL", () => {
    expect(lines).toContain("UID:NESS-ABC234@northeastsecureshredding.co.uk");
    expect(lines).toContain("SEQUENCE:3");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("DTSTAMP:20260601T000000Z");
  });

  it("escapes text and folds every line to 75 octets, as RFC 5545 requires", () => {
    expect(lines).toContain("SUMMARY:Collection\\; off-site\\, shredding");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // A continuation line starts with one space or tab.
    expect(lines.some((line) => /^[ \t]/.test(line))).toBe(true);
  });
});
