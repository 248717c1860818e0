import { wholeSecondsBetween, localDateIn, type LocalDateString } from "./zoned-time.ts";
import type { WorkedDay } from "./overtime.rules.ts";

export interface WorkedInterval {
  readonly startMs: number;
  readonly endMs: number;
  /** Unpaid pause seconds inside the interval. */
  readonly unpaidPauseSeconds: number;
  /** The log's work type; with `counts` it decides whether the log is summed (e.g. "include in overtime"). */
  readonly workTypeId?: string | null;
}

/**
 * Net worked seconds per local date. A log belongs wholly to the local date it started on (a night
 * shift is Monday's), and its length comes from instants, so a shift across a DST switch is 7 h or
 * 9 h of wall-clock 8 h.
 */
export const workedDays = (logs: readonly WorkedInterval[], timeZone: string, counts: (log: WorkedInterval) => boolean = () => true): WorkedDay[] => {
  const byDate = new Map<LocalDateString, number>();
  for (const log of logs) {
    if (!counts(log)) continue;
    const date = localDateIn(log.startMs, timeZone);
    const net = Math.max(0, wholeSecondsBetween(log.startMs, log.endMs) - log.unpaidPauseSeconds);
    byDate.set(date, (byDate.get(date) ?? 0) + net);
  }
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, workedSeconds]) => ({ date, workedSeconds }));
};
