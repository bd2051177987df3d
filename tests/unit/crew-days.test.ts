import { describe, expect, it } from "vitest";
import { crewDays } from "@/lib/crew/crew-days";

// The days the crew's phone lists: today, then the next working day as the office's Today plans
// it, under "Tomorrow" when that is tomorrow and "Next working day" when a weekend or a bank
// holiday comes between.

const listed = (today: string) => crewDays(today).map(({ day, heading }) => [day, heading]);

describe("the days on the crew's phone", () => {
  it("a weekday: today and tomorrow", () => {
    expect(listed("2030-06-12")).toEqual([
      ["2030-06-12", "Today"],
      ["2030-06-13", "Tomorrow"],
    ]);
  });

  it("a Friday and a Saturday: today, then Monday as the next working day", () => {
    for (const today of ["2030-06-14", "2030-06-15"]) {
      expect(listed(today)).toEqual([
        [today, "Today"],
        ["2030-06-17", "Next working day"],
      ]);
    }
  });

  it("a Sunday: today, then Monday, which is tomorrow", () => {
    expect(listed("2030-06-16")).toEqual([
      ["2030-06-16", "Today"],
      ["2030-06-17", "Tomorrow"],
    ]);
  });

  it("25 December (a Friday in 2026, Boxing Day's substitute on the Monday): Tuesday 29th", () => {
    expect(listed("2026-12-24")).toEqual([
      ["2026-12-24", "Today"],
      ["2026-12-29", "Next working day"],
    ]);
    expect(listed("2026-12-25")).toEqual([
      ["2026-12-25", "Today"],
      ["2026-12-29", "Next working day"],
    ]);
  });

  it("Easter Monday 2027-03-29 is skipped; on Easter Monday itself tomorrow is a working day", () => {
    expect(listed("2027-03-27")).toEqual([
      ["2027-03-27", "Today"],
      ["2027-03-30", "Next working day"],
    ]);
    expect(listed("2027-03-28")).toEqual([
      ["2027-03-28", "Today"],
      ["2027-03-30", "Next working day"],
    ]);
    expect(listed("2027-03-29")).toEqual([
      ["2027-03-29", "Today"],
      ["2027-03-30", "Tomorrow"],
    ]);
  });
});
