import { ValidationError } from "../errors.ts";
import { PUNCH_CLOCK_SKEW_SECONDS, type Instant, type WorkLog } from "@workledger/event-schemas";
import type { WorkTimeContext } from "./work-time.commands.ts";
import { conflict, forbidden, invalid, notFound } from "./work-time.errors.ts";
import { workTimePermissions, type WorkTimeAuthority } from "./work-time.permissions.ts";
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

const skewMs = PUNCH_CLOCK_SKEW_SECONDS * 1000;

const has = (context: WorkTimeContext, permission: string): boolean =>
  context.permissions instanceof Set ? context.permissions.has(permission) : (context.permissions as readonly string[]).includes(permission);

/**
 * Who may record a punch for an earlier moment than now: the system, a manager punching for their
 * people, a trusted device channel (offline queues), or a worker with can_edit_own_work_time.
 */
export const mayBackDate = (authority: WorkTimeAuthority, context: WorkTimeContext): boolean =>
  authority !== "worker" || context.trustedDevice === true || has(context, workTimePermissions.editOwn);

/**
 * The moment of a punch, in whole seconds: now, or the one the punch names. A named moment within
 * the clock skew counts as now (never later than now); one further in the future is refused, one
 * further in the past is a back-dated punch and needs mayBackDate.
 */
export const punchMoment = (at: Instant | undefined, context: WorkTimeContext, authority: WorkTimeAuthority): Instant => {
  const now = instantMs(context.now);
  if (at === undefined) return truncateToSecond(context.now);
  const claimed = instantMs(at);
  if (claimed > now + skewMs) throw invalid("at", "punch_in_future");
  if (now - claimed > skewMs && !mayBackDate(authority, context)) throw forbidden("no_rights_to_edit_work_time");
  return truncateToSecond(claimed > now ? context.now : at);
};

/** Logs entered by hand end by now (give or take the clock skew): planned work belongs to schedules. */
export const assertNotInFuture = (values: { readonly start: Instant; readonly end: Instant | null }, context: WorkTimeContext): void => {
  const limit = instantMs(context.now) + skewMs;
  const fields = [...(instantMs(values.start) > limit ? ["start"] : []), ...(values.end !== null && instantMs(values.end) > limit ? ["end"] : [])];
  if (fields.length === 0) return;
  const error = invalid(fields[0]!, "work_in_future");
  throw fields.length === 1 ? error : new ValidationError(Object.fromEntries(fields.map((f) => [f, [error.message]])), error.message, "work_in_future");
};
