import { describe, expect, it } from "vitest";
import {
  bankHolidaysOf,
  easterSunday,
  isEnglandAndWalesBankHoliday,
} from "@/lib/shared/bank-holidays";
import { bookability, dayOfWeek } from "@/lib/shared/dates";

// The dates GOV.UK publishes for England and Wales (www.gov.uk/bank-holidays).
const published: Record<number, string[]> = {
  2020: [
    "2020-01-01",
    "2020-04-10",
    "2020-04-13",
    "2020-05-08",
    "2020-05-25",
    "2020-08-31",
    "2020-12-25",
    "2020-12-28",
  ],
  2021: [
    "2021-01-01",
    "2021-04-02",
    "2021-04-05",
    "2021-05-03",
    "2021-05-31",
    "2021-08-30",
    "2021-12-27",
    "2021-12-28",
  ],
  2022: [
    "2022-01-03",
    "2022-04-15",
    "2022-04-18",
    "2022-05-02",
    "2022-06-02",
    "2022-06-03",
    "2022-08-29",
    "2022-09-19",
    "2022-12-26",
    "2022-12-27",
  ],
  2023: [
    "2023-01-02",
    "2023-04-07",
    "2023-04-10",
    "2023-05-01",
    "2023-05-08",
    "2023-05-29",
    "2023-08-28",
    "2023-12-25",
    "2023-12-26",
  ],
  2024: [
    "2024-01-01",
    "2024-03-29",
    "2024-04-01",
    "2024-05-06",
    "2024-05-27",
    "2024-08-26",
    "2024-12-25",
    "2024-12-26",
  ],
  2025: [
    "2025-01-01",
    "2025-04-18",
    "2025-04-21",
    "2025-05-05",
    "2025-05-26",
    "2025-08-25",
    "2025-12-25",
    "2025-12-26",
  ],
  2026: [
    "2026-01-01",
    "2026-04-03",
    "2026-04-06",
    "2026-05-04",
    "2026-05-25",
    "2026-08-31",
    "2026-12-25",
    "2026-12-28",
  ],
  2027: [
    "2027-01-01",
    "2027-03-26",
    "2027-03-29",
    "2027-05-03",
    "2027-05-31",
    "2027-08-30",
    "2027-12-27",
    "2027-12-28",
  ],
};

describe("England and Wales bank holidays", () => {
  for (const [year, days] of Object.entries(published)) {
    it(`match GOV.UK's published dates for ${year}`, () => {
      expect(bankHolidaysOf(Number(year))).toEqual(days);
    });
  }

  it("find Easter Sunday across centuries", () => {
    const easter = (year: number) => easterSunday(year).toISOString().slice(0, 10);
    expect(easter(1961)).toBe("1961-04-02");
    expect(easter(2000)).toBe("2000-04-23");
    expect(easter(2038)).toBe("2038-04-25");
    expect(easter(2285)).toBe("2285-03-22");
  });

  it("fall on weekdays only, eight a year, for every year to come", () => {
    for (let year = 2028; year <= 2200; year++) {
      const days = bankHolidaysOf(year);
      expect(days, String(year)).toHaveLength(8);
      for (const day of days) expect([1, 2, 3, 4, 5], day).toContain(dayOfWeek(day));
    }
  });

  it("make Christmas unbookable in years no list ever covered", () => {
    expect(isEnglandAndWalesBankHoliday("2028-12-25")).toBe(true);
    expect(isEnglandAndWalesBankHoliday("2029-12-25")).toBe(true);
    expect(isEnglandAndWalesBankHoliday("9999-12-31")).toBe(false); // a Friday, not a holiday
    const now = new Date("2026-11-23T09:00:00Z");
    const farHorizon = 10_000;
    expect(bookability("2029-12-25", now, farHorizon)).toBe("bank-holiday");
    expect(bookability("2028-12-26", now, farHorizon)).toBe("bank-holiday");
  });
});
