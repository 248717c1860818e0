import { Schema } from "effect";
import { Instant } from "../envelope.ts";
import { AutoStopReason, Coordinates, WorkFile, WorkId, WorkPauseInput, WorkPeriod, WorkPeriodSummary } from "./work-time.values.ts";

/**
 * Command payloads of the work-time ledger. Who sends them, when (`now`), from which source, with
 * which rights and in which zone travels beside them as the command's context, filled in by the API
 * from the session, never from the request body.
 */

/** A punch may name its moment (an offline box or door reporting late); otherwise it happens now. */
const punchFields = { workerId: Schema.String, at: Schema.optionalKey(Instant) };
/** Start and stop may say where they happened (the route's ends). */
const located = { location: Schema.optionalKey(Coordinates) };

export const StartWork = Schema.Struct({
  ...punchFields,
  workId: WorkId,
  workTypeId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  workspaceId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  comment: Schema.optionalKey(Schema.String),
  ...located,
});
export type StartWork = typeof StartWork.Type;

/** Pause, resume and stop act on the current work unless a work id is named. */
export const PauseWork = Schema.Struct({ ...punchFields, workId: Schema.optionalKey(WorkId) });
export type PauseWork = typeof PauseWork.Type;

export const ResumeWork = Schema.Struct({ ...punchFields, workId: Schema.optionalKey(WorkId) });
export type ResumeWork = typeof ResumeWork.Type;

export const StopWork = Schema.Struct({ ...punchFields, workId: Schema.optionalKey(WorkId), ...located });
export type StopWork = typeof StopWork.Type;

/** Sent by the scheduler when dueAutoStops says so; stale ones decide nothing. */
export const AutoStopWork = Schema.Struct({
  workerId: Schema.String,
  workId: WorkId,
  at: Instant,
  reason: AutoStopReason,
});
export type AutoStopWork = typeof AutoStopWork.Type;

/** A work log as typed in by hand. Times are instants; the web converts local date + HH:mm. */
export const WorkLogInput = Schema.Struct({
  start: Instant,
  end: Instant,
  pauses: Schema.optionalKey(Schema.Array(WorkPauseInput)),
  workTypeId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  workspaceId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  comment: Schema.optionalKey(Schema.String),
  workerComment: Schema.optionalKey(Schema.String),
  bonus: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))),
  tags: Schema.optionalKey(Schema.Array(Schema.String)),
  files: Schema.optionalKey(Schema.Array(WorkFile)),
});
export type WorkLogInput = typeof WorkLogInput.Type;

/** More than 24 working hours is refused until the user confirms it (confirmOver24Hours: true). */
const longWork = { confirmOver24Hours: Schema.optionalKey(Schema.Boolean) };

export const AddWorkLog = Schema.Struct({ workerId: Schema.String, workId: WorkId, values: WorkLogInput, ...longWork });
export type AddWorkLog = typeof AddWorkLog.Type;

/** Only the named fields change; the event records the whole log before and after. */
export const EditWorkLog = Schema.Struct({
  workerId: Schema.String,
  workId: WorkId,
  changes: Schema.Struct({
    start: Schema.optionalKey(Instant),
    end: Schema.optionalKey(Instant),
    pauses: Schema.optionalKey(Schema.Array(WorkPauseInput)),
    workTypeId: Schema.optionalKey(Schema.NullOr(Schema.String)),
    workspaceId: Schema.optionalKey(Schema.NullOr(Schema.String)),
    comment: Schema.optionalKey(Schema.String),
    workerComment: Schema.optionalKey(Schema.String),
    bonus: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))),
    tags: Schema.optionalKey(Schema.Array(Schema.String)),
    files: Schema.optionalKey(Schema.Array(WorkFile)),
  }),
  ...longWork,
});
export type EditWorkLog = typeof EditWorkLog.Type;

export const DeleteWorkLog = Schema.Struct({ workerId: Schema.String, workId: WorkId });
export type DeleteWorkLog = typeof DeleteWorkLog.Type;

const workIds = Schema.Array(WorkId).check(Schema.isMinLength(1));

/** One or many logs of one worker; a bulk confirm across workers is split per worker by the API. */
export const ConfirmWorkLogs = Schema.Struct({ workerId: Schema.String, workIds });
export type ConfirmWorkLogs = typeof ConfirmWorkLogs.Type;

export const UnconfirmWorkLogs = Schema.Struct({ workerId: Schema.String, workIds });
export type UnconfirmWorkLogs = typeof UnconfirmWorkLogs.Type;

/** Opens a period's stream from the previous period's closing summary (null: the first period). */
export const OpenWorkPeriod = Schema.Struct({
  workerId: Schema.String,
  period: WorkPeriod,
  previousPeriod: Schema.NullOr(WorkPeriod),
  summary: Schema.NullOr(WorkPeriodSummary),
});
export type OpenWorkPeriod = typeof OpenWorkPeriod.Type;

export const CloseWorkPeriod = Schema.Struct({ workerId: Schema.String, nextPeriod: WorkPeriod });
export type CloseWorkPeriod = typeof CloseWorkPeriod.Type;
