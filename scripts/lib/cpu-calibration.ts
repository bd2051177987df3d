// Lighthouse's mobile preset slows the CPU down 4x, which turns a fast desktop (benchmark index
// about 1533) into a mid-tier phone. On a slower host the same 4x emulates a much slower phone, and
// Lighthouse itself warns below an index of 1000. Its documentation ("Calibrating the CPU
// slowdown", docs/throttling.md) points to the Lighthouse team's calculator; these are that
// calculator's anchor points: index 150 -> 1x, 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 2000 -> 6x.

/** The CPU slowdown that makes a host with this benchmark index emulate Lighthouse's reference phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
