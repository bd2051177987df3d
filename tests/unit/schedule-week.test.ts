import { describe, expect, it } from "vitest";
import { dayOfWeek, nextDay, todayInLondon } from "@/lib/shared/dates";
import { capacityUse, isOverCapacity } from "@/lib/office/capacity-text";
import {
  boardDayHeading,
  boardDayShort,
  boardWeekRange,
  scheduleTexts,
} from "@/lib/office/schedule-texts";
import {
  mondayOf,
  nextWeek,
  openingDayIndex,
  parseWeek,
  previousWeek,
  weekDays,
} from "@/lib/office/schedule-week";

// The Schedule board's week rules and capacity phrase. The rules take London's today
// as an argument, so the calendar facts below (a known week, a year's turn, the clock change)
// hold forever; the sweep checks every day of the year from today.

describe("the week of a day", () => {
  it("is the Monday of that week, Sunday belonging to the week before", () => {
    expect(mondayOf("2026-11-30")).toBe("2026-11-30"); // Monday
    expect(mondayOf("2026-12-02")).toBe("2026-11-30"); // Wednesday
    expect(mondayOf("2026-12-05")).toBe("2026-11-30"); // Saturday
    expect(mondayOf("2026-12-06")).toBe("2026-11-30"); // Sunday
    expect(mondayOf("2027-01-01")).toBe("2026-12-28"); // across the year's turn
    expect(mondayOf("2027-03-28")).toBe("2027-03-22"); // the clocks go forward that Sunday
  });

  it("is a Monday no more than six days back, for every day of the coming year", () => {
    let day = todayInLondon();
    for (let i = 0; i < 366; i++, day = nextDay(day)) {
      const monday = mondayOf(day);
      expect(dayOfWeek(monday)).toBe(1);
      expect(monday <= day).toBe(true);
      const weekday = dayOfWeek(day) >= 1 && dayOfWeek(day) <= 5;
      expect(weekDays(monday).includes(day)).toBe(weekday);
    }
  });

  it("runs Monday to Friday", () => {
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("has a week before and after it, seven days either side", () => {
    expect(previousWeek("2026-11-30")).toBe("2026-11-23");
    expect(nextWeek("2026-11-30")).toBe("2026-12-07");
    expect(nextWeek("2026-12-28")).toBe("2027-01-04");
    expect(previousWeek("2027-01-04")).toBe("2026-12-28");
    // Any day stands for its week.
    expect(nextWeek("2026-12-03")).toBe("2026-12-07");
  });
});

describe("the board's ?week=", () => {
  const today = "2026-11-25";

  it("normalises any day of a week to its Monday", () => {
    expect(parseWeek("2026-12-09", today)).toBe("2026-12-07");
    expect(parseWeek("2026-12-07", today)).toBe("2026-12-07");
    expect(parseWeek(" 2026-12-13 ", today)).toBe("2026-12-07");
  });

  it("is this week when missing or not a real day", () => {
    for (const garbage of [undefined, "", "next", "2026-02-30", "2026-13-01", "30/11/2026"]) {
      expect(parseWeek(garbage, today)).toBe("2026-11-23");
    }
    expect(parseWeek(["2026-12-07", "2026-12-14"], today)).toBe("2026-11-23");
  });

  it("opens the phone's board on today in this week, on Monday in any other", () => {
    expect(openingDayIndex("2026-11-23", "2026-11-25")).toBe(2);
    expect(openingDayIndex("2026-11-30", "2026-11-25")).toBe(0);
    expect(openingDayIndex("2026-11-23", "2026-11-28")).toBe(0); // a Saturday
  });
});

describe("the capacity phrase", () => {
  it("says how many places of the limit a service uses", () => {
    expect(capacityUse("collection", 5, 8)).toBe("Collections 5 of 8");
    expect(capacityUse("onsite", 1, 3)).toBe("On-site 1 of 3");
    expect(capacityUse("collection", 0, 8)).toBe("Collections 0 of 8");
  });

  it("marks a day over capacity only beyond its limit", () => {
    expect(isOverCapacity(8, 8)).toBe(false);
    expect(isOverCapacity(9, 8)).toBe(true);
    expect(scheduleTexts.overCapacity).toBe("Over capacity");
  });
});

describe("the board's texts", () => {
  it("heads each day and the week in words", () => {
    expect(boardDayHeading("2026-11-30")).toBe("Monday 30 November");
    expect(boardDayShort("2026-12-02")).toBe("Wed");
    expect(boardWeekRange("2026-11-30", "2026-12-04")).toBe("30 November to 4 December 2026");
    expect(boardWeekRange("2026-12-28", "2027-01-01")).toBe("28 December 2026 to 1 January 2027");
    expect(scheduleTexts.moveLabel("NESS-AB12CD")).toBe("Move NESS-AB12CD");
  });
});
