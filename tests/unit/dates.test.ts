import { describe, expect, it } from "vitest";
import { bankHolidaysKnownUntil, englandAndWalesBankHolidays } from "@/lib/bank-holidays";
import { bookability, dayOfWeek, isIsoDay, todayInLondon } from "@/lib/dates";

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

  it("are today or later, Monday to Friday", () => {
    expect(bookability("2026-11-23", mondayMorning)).toBe("ok");
    expect(bookability("2026-11-27", mondayMorning)).toBe("ok");
    expect(bookability("2026-11-22", mondayMorning)).toBe("past");
    expect(bookability("2026-11-28", mondayMorning)).toBe("weekend");
    expect(bookability("2026-11-29", mondayMorning)).toBe("weekend");
  });

  it("exclude England and Wales bank holidays", () => {
    expect(bookability("2026-12-25", mondayMorning)).toBe("bank-holiday");
    expect(bookability("2026-12-28", mondayMorning)).toBe("bank-holiday");
    expect(bookability("2027-03-26", mondayMorning)).toBe("bank-holiday");
  });

  it("follow London's date just after midnight BST, when UTC still says yesterday", () => {
    // 00:30 BST on Wednesday 15 July is 23:30 UTC on Tuesday 14 July: Tuesday is already past.
    const justAfterMidnight = new Date("2026-07-14T23:30:00Z");
    expect(bookability("2026-07-14", justAfterMidnight)).toBe("past");
    expect(bookability("2026-07-15", justAfterMidnight)).toBe("ok");
  });

  it("refuse things that are not calendar dates", () => {
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(bookability("tomorrow", mondayMorning)).toBe("invalid");
  });
});

describe("the bank holiday list", () => {
  it("covers at least the next twelve months (extend lib/bank-holidays.ts when this fails)", () => {
    const inAYear = new Date();
    inAYear.setFullYear(inAYear.getFullYear() + 1);
    expect(bankHolidaysKnownUntil >= todayInLondon(inAYear)).toBe(true);
  });

  it("holds only weekdays (substitute days replace weekend dates)", () => {
    for (const day of englandAndWalesBankHolidays) {
      expect([1, 2, 3, 4, 5], day).toContain(dayOfWeek(day));
    }
  });
});

describe("schedule times", () => {
  it("read the admin's London wall-clock time in winter and in summer", async () => {
    const { parseLondonDateTime } = await import("@/lib/dates");
    expect(parseLondonDateTime("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(parseLondonDateTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
    expect(parseLondonDateTime("2026-07-01T09:30:00+02:00")?.toISOString()).toBe(
      "2026-07-01T07:30:00.000Z",
    );
    expect(parseLondonDateTime("")).toBeNull();
    expect(parseLondonDateTime("soon")).toBeNull();
  });
});
