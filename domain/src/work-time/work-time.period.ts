import type { WorkPeriod, WorkPeriodSummary } from "@workledger/event-schemas";
import type { WorkTimeState } from "./work-time.state.ts";
import { instantMs, workDateOf, workPeriodStart, previousWorkPeriod } from "./work-time.time.ts";

/**
 * Closing the books. A worker's work-time stream covers one period: a calendar month in the company
 * zone, which matches payroll and keeps a stream to one month of punches. Commands go to the stream
 * of the period their `now` falls in. The next period opens from the closing summary, which carries
 * the open work, every log of the previous and current month (so last month's logs stay editable
 * and confirmable) and older logs that still reach into that window (overlap checks at the boundary).
 * Logs starting before the window are closed books. So a command reads at most about two months,
 * whether the worker has ten years of history or none.
 */
export const workTimeStreamName = (companyId: string, workerId: string, period: WorkPeriod): string =>
  `work-time-${companyId}-${workerId}-${period}`;

/** The instant from which a period's stream may still touch logs: the start of the month before. */
export const windowStartFor = (period: WorkPeriod, timeZone: string) => workPeriodStart(previousWorkPeriod(period), timeZone);

/** What a worker's very first period opens with. */
export const firstPeriodSummary = (period: WorkPeriod, timeZone: string): WorkPeriodSummary => ({
  windowStart: windowStartFor(period, timeZone),
  currentWorkId: null,
  logs: [],
  deletedWorks: [],
  nextWorkNumber: 1,
});

/** The summary a closing period hands to `next` (which need not be the month right after). */
export const closingSummary = (state: WorkTimeState, next: WorkPeriod, timeZone: string): WorkPeriodSummary => {
  const windowStart = windowStartFor(next, timeZone);
  const from = instantMs(windowStart);
  const firstDate = workDateOf(windowStart, timeZone);
  return {
    windowStart,
    currentWorkId: state.currentWorkId,
    logs: Object.values(state.logs).filter(
      (log) => log.end === null || instantMs(log.start) >= from || instantMs(log.end) > from,
    ),
    deletedWorks: state.deletedWorks.filter((d) => d.date >= firstDate),
    nextWorkNumber: state.nextWorkNumber,
  };
};
