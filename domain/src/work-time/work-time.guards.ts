import type { Instant, WorkLog } from "@workledger/event-schemas";
import type { WorkTimeContext } from "./work-time.commands.ts";
import { conflict, invalid, notFound } from "./work-time.errors.ts";
import type { WorkTimeState } from "./work-time.state.ts";
import { instantMs, workPeriodOf, truncateToSecond } from "./work-time.time.ts";

/** Checks shared by every command on an open period: the right stream, the right period. */
export const assertOpenFor = (state: WorkTimeState, workerId: string, context: WorkTimeContext): void => {
  if (state.status === "initial") throw conflict("work_period_not_open");
  if (state.status === "closed") throw conflict("work_period_closed");
  if (state.workerId !== workerId) throw conflict("wrong_worker");
  if (state.period !== workPeriodOf(context.now, context.timeZone)) throw conflict("work_period_over");
};

/** The log a command names, or the current work; deleted and unknown ids get the spec's messages. */
export const targetLog = (state: WorkTimeState, workId: string | undefined | null): WorkLog => {
  const id = workId ?? state.currentWorkId;
  if (id === null) throw notFound("work_not_found");
  if (state.deletedWorks.some((d) => d.workId === id)) throw notFound("work_deleted");
  const log = state.logs[id];
  if (log === undefined) throw notFound("work_not_found");
  return log;
};

export const isDeleted = (state: WorkTimeState, workId: string): boolean =>
  state.deletedWorks.some((d) => d.workId === workId);

/** Logs starting before the window belong to a period whose books are closed. */
export const assertInWindow = (state: WorkTimeState, start: Instant): void => {
  if (state.windowStart !== null && instantMs(start) < instantMs(state.windowStart)) throw conflict("work_period_closed");
};

/** The moment of a punch: the one it names (an offline device) or now, in whole seconds, never later than now. */
export const punchMoment = (at: Instant | undefined, context: WorkTimeContext): Instant => {
  const moment = truncateToSecond(at ?? context.now);
  if (instantMs(moment) > instantMs(context.now)) throw invalid("at", "punch_in_future");
  return moment;
};
