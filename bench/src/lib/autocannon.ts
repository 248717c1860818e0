/**
 * autocannon (CommonJS, no published types) with the part of its API the bench uses: one instance
 * per connection, so every connection can be a different worker with its own session; the instances
 * run side by side and their HdrHistograms are merged by aggregateResult.
 */
import { createRequire } from "node:module";

interface AutocannonRequest {
  readonly method?: string;
  readonly path?: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
  readonly setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
}

interface AutocannonOptions {
  readonly url: string;
  readonly connections: number;
  readonly duration: number;
  readonly requests?: readonly AutocannonRequest[];
  readonly skipAggregateResult?: boolean;
  readonly timeout?: number;
}

interface AutocannonResult {
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly statusCodeStats: Record<string, { count: number }>;
  readonly latency: { readonly p50: number; readonly p99: number; readonly mean: number; readonly totalCount: number };
}

interface Autocannon {
  (options: AutocannonOptions): Promise<AutocannonResult>;
  aggregateResult(results: readonly AutocannonResult[], options: { url: string; connections: number }): AutocannonResult;
}

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface LoadRun {
  /** 2xx answers within the run's duration. */
  readonly requests: number;
  readonly seconds: number;
  readonly p50: number;
  readonly p99: number;
  readonly mean: number;
}

/**
 * Runs one autocannon instance per connection (each looping over its own `requests`) side by side
 * for `seconds`; fails on any error, timeout or non-2xx answer, since a refused punch measured as
 * fast would be a lie. A run is timed by its duration (autocannon only reports on its 1-second
 * ticks, so counting a fixed amount against the wall clock would add up to a second).
 */
export const loadTest = async (url: string, connections: readonly { readonly requests: readonly AutocannonRequest[] }[], seconds: number): Promise<LoadRun> => {
  const results = await Promise.all(connections.map((c) => autocannon({ url, connections: 1, duration: seconds, requests: c.requests, skipAggregateResult: true, timeout: 60 })));
  const result = autocannon.aggregateResult(results, { url, connections: connections.length });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`load test on ${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)})`);
  }
  return { requests: result.latency.totalCount, seconds, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean };
};
