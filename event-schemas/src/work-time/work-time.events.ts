import { Schema } from "effect";
import { Instant } from "../envelope.ts";
import {
  AutoStopReason,
  Coordinates,
  LocalDate,
  Seconds,
  WorkId,
  WorkLogValues,
  WorkPeriod,
  WorkPeriodSummary,
  WorkLogFlag,
  WorkSource,
  WorkTypePricing,
} from "./work-time.values.ts";

/**
 * Optional keys added after version 1 (absent in older events, which read as they are): the flags
 * a manager's attention needs, and the pricing frozen at confirmation.
 */
const flagged = { flags: Schema.optionalKey(Schema.Array(WorkLogFlag)) };
/**
 * When the server received a punch (its own clock). The punch's instant is the one claimed; the two
 * differ beyond PUNCH_CLOCK_SKEW_SECONDS for a back-dated punch. Absent in older events.
 */
const received = { receivedAt: Schema.optionalKey(Instant) };

/**
 * The events of a worker's work-time stream (one stream per worker and period). Who did it, when
 * and through which client is in the envelope's metadata; the data holds the facts of the log,
 * including the punch source that the log keeps as started/ended by.
 */
const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct({ workerId: Schema.String, ...fields }) });

export const WorkStarted = event("WorkStarted", {
  workId: WorkId,
  workNumber: Schema.Int,
  date: LocalDate,
  startedAt: Instant,
  source: WorkSource,
  workTypeId: Schema.NullOr(Schema.String),
  workspaceId: Schema.NullOr(Schema.String),
  comment: Schema.String,
  /**
   * Where the punch happened, when the device told. An optional key, so version 1 events without
   * it read as they are (no upcaster needed: absent means unknown).
   */
  location: Schema.optionalKey(Coordinates),
  ...received,
});
export type WorkStarted = typeof WorkStarted.Type;

export const WorkPaused = event("WorkPaused", { workId: WorkId, pausedAt: Instant, source: WorkSource, ...received });
export type WorkPaused = typeof WorkPaused.Type;

export const WorkResumed = event("WorkResumed", {
  workId: WorkId,
  resumedAt: Instant,
  /** Length of the pause that ended, whole seconds. */
  pauseSeconds: Seconds,
  source: WorkSource,
  ...received,
});
export type WorkResumed = typeof WorkResumed.Type;

export const WorkStopped = event("WorkStopped", {
  workId: WorkId,
  stoppedAt: Instant,
  source: WorkSource,
  /** Worked time: end - start - pauses, whole seconds from instants. */
  workedSeconds: Seconds,
  pauseSeconds: Seconds,
  /** Where the stop punch happened, when the device told (absent in older events: unknown). */
  location: Schema.optionalKey(Coordinates),
  ...received,
});
export type WorkStopped = typeof WorkStopped.Type;

/** Stopped by the ledger itself: idle for too long, or the company's automatic end of workday. */
export const WorkAutoStopped = event("WorkAutoStopped", {
  workId: WorkId,
  stoppedAt: Instant,
  reason: AutoStopReason,
  workedSeconds: Seconds,
  pauseSeconds: Seconds,
});
export type WorkAutoStopped = typeof WorkAutoStopped.Type;

export const WorkLogAdded = event("WorkLogAdded", {
  workId: WorkId,
  workNumber: Schema.Int,
  date: LocalDate,
  values: WorkLogValues,
  source: WorkSource,
  workedSeconds: Seconds,
  pauseSeconds: Seconds,
  ...flagged,
});
export type WorkLogAdded = typeof WorkLogAdded.Type;

/** Carries the values before and after, so a log's history reads from its events alone. */
export const WorkLogEdited = event("WorkLogEdited", {
  workId: WorkId,
  date: LocalDate,
  previous: WorkLogValues,
  next: WorkLogValues,
  workedSeconds: Seconds,
  pauseSeconds: Seconds,
  ...flagged,
  /** A confirmed log moved to another work type is priced again, at that type's price now. */
  pricing: Schema.optionalKey(Schema.NullOr(WorkTypePricing)),
});
export type WorkLogEdited = typeof WorkLogEdited.Type;

export const WorkLogDeleted = event("WorkLogDeleted", { workId: WorkId, date: LocalDate, ...flagged });
export type WorkLogDeleted = typeof WorkLogDeleted.Type;

export const WorkLogConfirmed = event("WorkLogConfirmed", {
  workId: WorkId,
  date: LocalDate,
  confirmedAt: Instant,
  confirmedBy: Schema.String,
  /** The work type's price, unit and codes at this moment (null: the log has no work type, or it is unknown). */
  pricing: Schema.optionalKey(Schema.NullOr(WorkTypePricing)),
});
export type WorkLogConfirmed = typeof WorkLogConfirmed.Type;

export const WorkLogUnconfirmed = event("WorkLogUnconfirmed", { workId: WorkId, date: LocalDate });
export type WorkLogUnconfirmed = typeof WorkLogUnconfirmed.Type;

/** The last event of a period's stream: the books are closed and the summary moves on. */
export const WorkPeriodClosed = event("WorkPeriodClosed", {
  period: WorkPeriod,
  nextPeriod: WorkPeriod,
  summary: WorkPeriodSummary,
});
export type WorkPeriodClosed = typeof WorkPeriodClosed.Type;

/** The first event of a period's stream; previousPeriod is null for a worker's first period. */
export const WorkPeriodOpened = event("WorkPeriodOpened", {
  period: WorkPeriod,
  previousPeriod: Schema.NullOr(WorkPeriod),
  summary: WorkPeriodSummary,
});
export type WorkPeriodOpened = typeof WorkPeriodOpened.Type;

export const WorkTimeEvent = Schema.Union([
  WorkStarted,
  WorkPaused,
  WorkResumed,
  WorkStopped,
  WorkAutoStopped,
  WorkLogAdded,
  WorkLogEdited,
  WorkLogDeleted,
  WorkLogConfirmed,
  WorkLogUnconfirmed,
  WorkPeriodClosed,
  WorkPeriodOpened,
]);
export type WorkTimeEvent = typeof WorkTimeEvent.Type;
export type WorkTimeEventType = WorkTimeEvent["type"];

export const workTimeEventTypes: readonly WorkTimeEventType[] = WorkTimeEvent.members.map(
  (member) => member.fields.type.literal,
);

export const isWorkTimeEventType = (type: string): type is WorkTimeEventType =>
  (workTimeEventTypes as readonly string[]).includes(type);
