import { describe, expect, it } from "vitest";
import { bookability, isIsoDay, lastBookableDay, todayInLondon } from "@/lib/shared/dates";
import { parseHorizonDays } from "@/lib/shared/booking-horizon";

describe("today, in London", () => {
  it("is London's date late in the evening in winter (GMT)", () => {
    expect(todayInLondon(new Date("2026-11-24T23:59:59Z"))).toBe("2026-11-24");
    expect(todayInLondon(new Date("2026-11-25T00:00:00Z"))).toBe("2026-11-25");
  });

  it("turns at London's midnight in summer (BST), an hour before UTC's", () => {
    expect(todayInLondon(new Date("2026-07-14T22:59:59Z"))).toBe("2026-07-14");
    expect(todayInLondon(new Date("2026-07-14T23:00:00Z"))).toBe("2026-07-15");
  });

  it("is right on the days the clocks change", () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October 2026.
    expect(todayInLondon(new Date("2026-03-28T23:30:00Z"))).toBe("2026-03-28");
    expect(todayInLondon(new Date("2026-03-29T23:30:00Z"))).toBe("2026-03-30");
    expect(todayInLondon(new Date("2026-10-24T23:30:00Z"))).toBe("2026-10-25");
    expect(todayInLondon(new Date("2026-10-25T23:30:00Z"))).toBe("2026-10-25");
  });
});

describe("bookable days", () => {
  const mondayMorning = new Date("2026-11-23T09:00:00Z");

  it("are from the next working day, Monday to Friday", () => {
    expect(bookability("2026-11-23", mondayMorning)).toBe("too-soon");
    expect(bookability("2026-11-24", mondayMorning)).toBe("ok");
    expect(bookability("2026-11-27", mondayMorning)).toBe("ok");
    expect(bookability("2026-11-22", mondayMorning)).toBe("past");
    expect(bookability("2026-11-28", mondayMorning)).toBe("weekend");
    expect(bookability("2026-11-29", mondayMorning)).toBe("weekend");
  });

  it("exclude England and Wales bank holidays", () => {
    expect(bookability("2026-12-25", mondayMorning)).toBe("bank-holiday");
    expect(bookability("2026-12-28", mondayMorning)).toBe("bank-holiday");
    expect(bookability("2027-03-26", mondayMorning, 365)).toBe("bank-holiday"); // Good Friday
  });

  it("follow London's date just after midnight BST, when UTC still says yesterday", () => {
    // 00:30 BST on Wednesday 15 July is 23:30 UTC on Tuesday 14 July: Tuesday is already past.
    const justAfterMidnight = new Date("2026-07-14T23:30:00Z");
    expect(bookability("2026-07-14", justAfterMidnight)).toBe("past");
    expect(bookability("2026-07-15", justAfterMidnight)).toBe("too-soon");
    expect(bookability("2026-07-16", justAfterMidnight)).toBe("ok");
  });

  it("refuse things that are not calendar dates", () => {
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(bookability("tomorrow", mondayMorning)).toBe("invalid");
  });
});

describe("schedule times", () => {
  it("read the admin's London wall-clock time in winter and in summer", async () => {
    const { parseLondonDateTime } = await import("@/lib/shared/dates");
    expect(parseLondonDateTime("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(parseLondonDateTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
    expect(parseLondonDateTime("2026-07-01T09:30:00+02:00")?.toISOString()).toBe(
      "2026-07-01T07:30:00.000Z",
    );
    expect(parseLondonDateTime("")).toBeNull();
    expect(parseLondonDateTime("soon")).toBeNull();
  });
});

describe("the booking horizon", () => {
  const mondayMorning = new Date("2026-11-23T10:00:00Z");

  it("accepts days up to the horizon and refuses the day after it", () => {
    expect(lastBookableDay("2026-11-23", 90)).toBe("2027-02-21");
    expect(bookability("2027-02-19", mondayMorning, 90)).toBe("ok"); // a Friday, day 88
    expect(bookability("2027-02-22", mondayMorning, 90)).toBe("beyond-horizon"); // Monday, day 91
    expect(bookability("2027-02-22", mondayMorning, 91)).toBe("ok");
  });

  it("refuses years ahead, whatever the day", () => {
    for (const day of ["2028-12-25", "2029-12-25", "9999-12-31", "2027-06-02"]) {
      expect(bookability(day, mondayMorning, 90), day).toBe("beyond-horizon");
    }
  });

  it("moves with the calendar", () => {
    const later = new Date("2027-05-04T10:00:00Z");
    expect(bookability("2027-06-02", later, 90)).toBe("ok");
  });

  it("reads BOOKING_HORIZON_DAYS, falling back to 90 for anything but a positive whole number", () => {
    expect(parseHorizonDays("30")).toBe(30);
    expect(parseHorizonDays(undefined)).toBe(90);
    expect(parseHorizonDays("")).toBe(90);
    expect(parseHorizonDays("-5")).toBe(90);
    expect(parseHorizonDays("2.5")).toBe(90);
  });
});
