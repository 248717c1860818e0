/** Latency samples in milliseconds -> the figures the results file keeps. */
export interface LatencyStats {
  readonly n: number;
  readonly p50: number;
  /** Absent in figures from autocannon, which reports p50 and p99 only. */
  readonly p95?: number;
  readonly p99: number;
  readonly mean: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export const latencyStats = (samples: readonly number[]): LatencyStats => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length)),
  };
};

export const now = (): number => performance.now();

/** Runs `task(worker, i)` `perWorker` times on each of `workers` concurrent loops; returns per-op latencies and wall time. */
export const runConcurrent = async (
  workers: number,
  perWorker: number,
  task: (worker: number, i: number) => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> => {
  const latencies: number[] = [];
  const started = now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; i < perWorker; i++) {
        const t = now();
        await task(w, i);
        latencies.push(now() - t);
      }
    }),
  );
  return { latencies, seconds: (now() - started) / 1000 };
};

export const ratio = (ours: number, reference: number): number => Math.round((ours / reference) * 1000) / 1000;

/**
 * Runs each contender once per round, one warm-up round first (not kept), then `rounds` counted
 * rounds; the order reverses every other round, so a load change on a shared machine hits every
 * contender alike and none always runs right after another. Returns each contender's results.
 */
export const takeTurns = async <R>(contenders: Readonly<Record<string, () => Promise<R>>>, rounds: number): Promise<Map<string, R[]>> => {
  const results = new Map<string, R[]>(Object.keys(contenders).map((name) => [name, []]));
  for (let round = 0; round <= rounds; round++) {
    const order = Object.entries(contenders);
    if (round % 2 === 1) order.reverse();
    for (const [name, run] of order) {
      const result = await run();
      if (round > 0) results.get(name)!.push(result);
    }
  }
  return results;
};
