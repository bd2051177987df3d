import { describe, expect, it } from "vitest";
import { p50p99, percentile } from "../../scripts/lib/bench-samples";

describe("the benchmarks' percentiles", () => {
  it("take the nearest rank, whatever order the samples came in", () => {
    const samples = [5, 1, 4, 2, 3];
    expect(percentile(samples, 0.5)).toBe(3);
    expect(percentile(samples, 0.99)).toBe(5);
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });

  it("print the median and the 99th percentile in milliseconds", () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(p50p99(samples)).toBe("50.0 / 99.0 ms");
  });
});
