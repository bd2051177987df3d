import { describe, expect, it } from "vitest";
import { BAG_OPTIONS } from "@/lib/shared/booking-options";
import { basePence, formatCharge, formatPounds, priceBooking } from "@/lib/shared/prices";

// A fixed "now" (Monday 23 November 2026, 10:00 London) so every date below is in the future.
const now = new Date("2026-11-23T10:00:00Z");
const WEDNESDAY = "2026-11-25";
const MONDAY = "2026-11-30";
const FRIDAY = "2026-11-27";
const SATURDAY = "2026-11-28";
const SUNDAY = "2026-11-29";
const CHRISTMAS = "2026-12-25";

describe("the base price", () => {
  it.each([
    ["collection", 1, 6500],
    ["collection", 5, 6500],
    ["collection", 6, 7000],
    ["collection", 10, 9000],
    ["collection", 20, 14000],
    ["onsite", 1, 9500],
    ["onsite", 5, 9500],
    ["onsite", 6, 10200],
    ["onsite", 15, 16500],
  ] as const)("%s with %i bag(s) is %i pence", (service, bags, pence) => {
    expect(basePence(service, bags)).toBe(pence);
  });

  it("offers 1 to 10, 15 and 20 bags", () => {
    expect(BAG_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20]);
  });
});

describe("a booking's price", () => {
  it("matches docs/decisions.md: on-site, 6 bags, PM, Wednesday = 112.20 + 22.44 = 134.64", () => {
    expect(priceBooking({ service: "onsite", bags: 6, slot: "pm", day: WEDNESDAY }, now)).toEqual({
      available: true,
      basePence: 10200,
      slotPercent: 110,
      dayPercent: 100,
      subtotalPence: 11220,
      vatPence: 2244,
      totalPence: 13464,
    });
  });

  it.each([
    // service, bags, slot, day, subtotal, vat, total
    ["collection", 1, "allday", WEDNESDAY, 6500, 1300, 7800],
    ["collection", 1, "am", WEDNESDAY, 7150, 1430, 8580],
    ["collection", 1, "allday", MONDAY, 7800, 1560, 9360],
    ["collection", 1, "allday", FRIDAY, 7800, 1560, 9360],
    ["collection", 8, "pm", MONDAY, 10560, 2112, 12672],
    ["onsite", 20, "am", FRIDAY, 26400, 5280, 31680],
  ] as const)(
    "%s, %i bag(s), %s on %s: %i + %i VAT = %i",
    (service, bags, slot, day, subtotal, vat, total) => {
      const price = priceBooking({ service, bags, slot, day }, now);
      expect(price).toMatchObject({
        available: true,
        subtotalPence: subtotal,
        vatPence: vat,
        totalPence: total,
      });
    },
  );

  it.each([
    [SATURDAY, "weekend"],
    [SUNDAY, "weekend"],
    [CHRISTMAS, "bank-holiday"],
    ["2026-11-20", "past"],
    ["2026-02-30", "invalid"],
  ] as const)("is not available on %s (%s)", (day, reason) => {
    expect(priceBooking({ service: "collection", bags: 1, slot: "allday", day }, now)).toEqual({
      available: false,
      reason,
    });
  });
});

describe("how amounts are written", () => {
  it.each([
    [7800, "£78.00"],
    [1300, "£13.00"],
    [11220, "£112.20"],
    [2244, "£22.44"],
    [5, "£0.05"],
  ])("a charged amount of %i pence is %s, always to the penny", (pence, text) => {
    expect(formatCharge(pence)).toBe(text);
  });

  it.each([
    [6500, "£65"],
    [9500, "£95"],
    [500, "£5"],
    [11220, "£112.20"],
  ])("an advertised price of %i pence is %s", (pence, text) => {
    expect(formatPounds(pence)).toBe(text);
  });
});
