import { Schema } from "effect";
import { EventSource, Instant } from "../envelope.ts";

/** A work log's id; chosen by the caller (the API mints a UUID) so the domain needs no randomness. */
export const WorkId = Schema.NonEmptyString;
export type WorkId = typeof WorkId.Type;

/** A local calendar date in the company zone, e.g. 2026-11-22. A work log belongs to the date it started. */
export const LocalDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
export type LocalDate = typeof LocalDate.Type;

/** A work-time period: a calendar month in the company zone, e.g. 2026-11. */
export const WorkPeriod = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/));
export type WorkPeriod = typeof WorkPeriod.Type;

export const Seconds = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));
export type Seconds = typeof Seconds.Type;

/** Where a punch came from; an unknown device kind is recorded as web (normaliseSource). */
export const WorkSource = EventSource;
export type WorkSource = typeof WorkSource.Type;

/** A pause inside a work: start, length and end. An open pause (work paused now) has no end yet. */
export const WorkPause = Schema.Struct({
  start: Instant,
  end: Schema.NullOr(Instant),
  lengthSeconds: Schema.NullOr(Seconds),
});
export type WorkPause = typeof WorkPause.Type;

/** A pause as entered by hand: start plus end or length (or both when they agree). */
export const WorkPauseInput = Schema.Struct({
  start: Instant,
  end: Schema.optionalKey(Instant),
  lengthSeconds: Schema.optionalKey(Seconds),
});
export type WorkPauseInput = typeof WorkPauseInput.Type;

export const WorkFile = Schema.Struct({ id: Schema.NonEmptyString, name: Schema.String });
export type WorkFile = typeof WorkFile.Type;

/**
 * The editable values of a work log. A WorkLogEdited event carries them twice (previous and next),
 * so the history of a log can be shown without replaying anything else.
 */
export const WorkLogValues = Schema.Struct({
  start: Instant,
  end: Schema.NullOr(Instant),
  pauses: Schema.Array(WorkPause),
  workTypeId: Schema.NullOr(Schema.String),
  workspaceId: Schema.NullOr(Schema.String),
  comment: Schema.String,
  workerComment: Schema.String,
  bonus: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  tags: Schema.Array(Schema.String),
  files: Schema.Array(WorkFile),
});
export type WorkLogValues = typeof WorkLogValues.Type;

/**
 * A work type's price as it was when a log was confirmed ("confirmed means frozen"): a later price
 * change never reprices confirmed work. `price` is the work type's rate per `unit` (euros per hour
 * worked or per piece), the rate a payroll line multiplies by the quantity; the product numbers
 * are the codes an export names the line with.
 */
export const WorkTypePricing = Schema.Struct({
  workTypeId: Schema.String,
  workTypeName: Schema.String,
  productNumber: Schema.NullOr(Schema.String),
  vismaProductNumber: Schema.NullOr(Schema.String),
  price: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
  unit: Schema.Literals(["Hour", "Piece"]),
});
export type WorkTypePricing = typeof WorkTypePricing.Type;

/**
 * What a change of a log tells the manager beyond its values: made after its pay period closed
 * for workers, or a worker's own entry of more than 24 working hours (for the manager's attention).
 */
export const WorkLogFlag = Schema.Literals(["changed_after_pay_period_closed", "worker_over_24_hours"]);
export type WorkLogFlag = typeof WorkLogFlag.Type;

export const WorkStatus = Schema.Literals(["started", "paused", "resumed", "stopped"]);
export type WorkStatus = typeof WorkStatus.Type;

/** A whole work log as the ledger knows it (carried across periods in the closing summary). */
export const WorkLog = Schema.Struct({
  ...WorkLogValues.fields,
  workId: WorkId,
  workerId: Schema.String,
  workNumber: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  date: LocalDate,
  status: WorkStatus,
  confirmed: Schema.Boolean,
  confirmedAt: Schema.NullOr(Instant),
  confirmedBy: Schema.NullOr(Schema.String),
  edited: Schema.Boolean,
  startedBy: WorkSource,
  endedBy: Schema.NullOr(WorkSource),
});
export type WorkLog = typeof WorkLog.Type;

/**
 * Where a punch happened (mobile GPS or the browser's geolocation), in WGS 84 degrees. The
 * overlap rows show it as the spec's 'lat,lng' route coordinates.
 */
export const Coordinates = Schema.Struct({
  latitude: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  longitude: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
});
export type Coordinates = typeof Coordinates.Type;

/** The spec's 'lat,lng' string of a coordinate pair. */
export const coordinatesText = (c: Coordinates | undefined): string | null => (c === undefined ? null : `${c.latitude},${c.longitude}`);

export const AutoStopReason = Schema.Literals(["idle", "end_of_workday"]);
export type AutoStopReason = typeof AutoStopReason.Type;

/** Something else that occupies a worker's time and that work must not overlap. */
export const BlockedInterval = Schema.Struct({
  kind: Schema.Literals(["paid_absence", "work_round"]),
  start: Instant,
  end: Instant,
});
export type BlockedInterval = typeof BlockedInterval.Type;

/**
 * What a period hands to the next when its books are closed: the work still open, every log the
 * next period may still edit or must check overlaps against, and the running work number.
 */
export const WorkPeriodSummary = Schema.Struct({
  /** Logs starting before this instant are closed books: not added, edited or deleted any more. */
  windowStart: Instant,
  currentWorkId: Schema.NullOr(WorkId),
  logs: Schema.Array(WorkLog),
  deletedWorks: Schema.Array(Schema.Struct({ workId: WorkId, date: LocalDate })),
  nextWorkNumber: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
});
export type WorkPeriodSummary = typeof WorkPeriodSummary.Type;

/**
 * How far a punch's claimed moment may differ from the moment the server received it and still
 * count as "now": a phone or browser clock a little off, and the round trip of a slow mobile
 * connection, stay within two minutes. A claimed moment further in the past is a back-dated punch
 * (it needs a right or a trusted device channel, and the timesheet shows it); further in the
 * future is refused.
 */
export const PUNCH_CLOCK_SKEW_SECONDS = 120;

/** Whether a punch claimed for `claimedAt` but received at `receivedAt` is back-dated (beyond the skew). */
export const isBackDated = (claimedAt: string, receivedAt: string | undefined): boolean =>
  receivedAt !== undefined && Date.parse(receivedAt) - Date.parse(claimedAt) > PUNCH_CLOCK_SKEW_SECONDS * 1000;

/**
 * The largest bonus a log may carry (whole euros). It fits the timesheet's int4 column with room to
 * spare, and no single log's bonus is that large in practice.
 */
export const MAX_WORK_BONUS = 100_000;

/**
 * At most this many work logs in one bulk confirmation (`work_ids` of POST …/works/confirm/bulk):
 * the manager's list page selects at most a page of them (SECURITY.md, batch limits).
 */
export const MAX_WORK_LOGS_PER_CONFIRM = 500;
