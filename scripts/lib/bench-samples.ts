// The benchmarks' samples: timing a piece of work again and again, its percentiles (nearest rank),
// and the "p50 / p99" cell their tables print.

/** The `q` quantile (0 to 1) of `samples`, by nearest rank. */
export function percentile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** "12.4 / 18.6 ms": the median and the 99th percentile of `samples`, in milliseconds. */
export function p50p99(samples: readonly number[]): string {
  return `${percentile(samples, 0.5).toFixed(1)} / ${percentile(samples, 0.99).toFixed(1)} ms`;
}

/** Milliseconds of `work`, `rounds` times after one warm-up. */
export async function timed(work: () => Promise<unknown>, rounds: number): Promise<number[]> {
  await work();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}
