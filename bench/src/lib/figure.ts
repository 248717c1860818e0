import type { LatencyStats } from "./stats.ts";

/** One line of the results: ours against a reference measured in the same run, on the same database. */
export interface Figure {
  readonly suite: string;
  readonly name: string;
  readonly engine: "pglite" | "postgres";
  readonly scale: number;
  readonly reference: string;
  /** Throughput (unit) of ours and the reference; ratio = ours / reference (1 = as fast as the floor). */
  readonly oursPerSecond?: number;
  readonly referencePerSecond?: number;
  /** For latency-only figures: ratio = reference p50 / ours p50 (1 = equal; < 1 = ours slower). */
  readonly ratio: number;
  readonly unit: string;
  readonly events?: number;
  readonly latency?: LatencyStats;
  readonly referenceLatency?: LatencyStats;
  readonly note?: string;
}

export interface BenchContext {
  /** 1 = the full size (1,000 workers over a year); --quick and BENCH_SCALE shrink it. */
  readonly scale: number;
  readonly log: (line: string) => void;
  /** Only these cases of a suite (`--cases=`, e.g. payroll-export); every case when absent. */
  readonly cases?: readonly string[];
  /** Wraps the measured part of a suite (the profile script starts and stops the CPU profiler there). */
  readonly phase?: <T>(name: "punches" | "catch-up", run: () => Promise<T>) => Promise<T>;
}
