import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown } from "../../scripts/lib/cpu-calibration";

describe("the audit's CPU calibration (Lighthouse's throttling calculator)", () => {
  it.each([
    [2000, 6],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
  ])("slows a host with benchmark index %d down %dx", (index, multiplier) => {
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(multiplier, 1);
  });

  it("never speeds a very slow host up, and keeps the default when the index is unknown", () => {
    expect(calibratedCpuSlowdown(60)).toBe(1);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
  });
});
