import { Schema } from "effect";
import { Instant } from "../envelope.ts";
import { LocalDate } from "../work-time/work-time.values.ts";

/** What a schedule event plans (spec section 3, Schedule event: type). */
export const ScheduleEventKind = Schema.Literals(["shift", "task", "absence"]);
export type ScheduleEventKind = typeof ScheduleEventKind.Type;

/** Pause length and additional break: whole minutes, 0..180 (the drawer offers 15m ... 3h). */
export const MAX_SCHEDULE_BREAK_MINUTES = 180;
export const ScheduleMinutes = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_SCHEDULE_BREAK_MINUTES }));

/** The longest planned event (an absence may span weeks; a shift or task may not be longer than a day). */
export const MAX_SCHEDULE_EVENT_DAYS = 366;
export const MAX_SHIFT_HOURS = 24;
/**
 * At most this many events in one call: the `multiple` list, the events it plans once recurrences are
 * expanded, and the ids of a bulk delete, confirm or shift-manager change (SECURITY.md, batch limits).
 */
export const MAX_SCHEDULE_EVENTS_PER_CALL = 1000;
/** At most this many occurrences in one recurrence. */
export const MAX_RECURRENCE_COUNT = 400;

/** Recurrence options of spec section 9 (custom: every `interval` days). */
export const RecurrenceFrequency = Schema.Literals(["daily", "weekdays", "weekly", "biweekly", "monthly", "annually", "custom"]);
export type RecurrenceFrequency = typeof RecurrenceFrequency.Type;

export const Recurrence = Schema.Struct({
  frequency: RecurrenceFrequency,
  /** Custom only: every n days (1..365). */
  interval: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 365 }))),
  /** Last local date an occurrence may start on, inclusive. */
  until: Schema.NullOr(LocalDate),
  count: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_RECURRENCE_COUNT }))),
});
export type Recurrence = typeof Recurrence.Type;

/** The planned values of one schedule event; who it is for is the stream's person. */
export const ScheduleEventValues = Schema.Struct({
  kind: ScheduleEventKind,
  title: Schema.String,
  start: Instant,
  end: Instant,
  positionId: Schema.NullOr(Schema.String),
  isAllDay: Schema.Boolean,
  /** Null: no pause length given (spec: absence and all-day events with one end a day earlier). */
  pauseLengthMinutes: Schema.NullOr(ScheduleMinutes),
  additionalBreakMinutes: ScheduleMinutes,
  comment: Schema.String,
  color: Schema.NullOr(Schema.String),
  /** Absences: the paid absence type, and whether it is a paid work leave (which blocks work logs). */
  absenceTypeId: Schema.NullOr(Schema.String),
  workLeave: Schema.Boolean,
});
export type ScheduleEventValues = typeof ScheduleEventValues.Type;

/** The recurring series an event was created in, with its rule (null: a single event). */
export const ScheduleSeries = Schema.Struct({ seriesId: Schema.String, recurrence: Recurrence });
export type ScheduleSeries = typeof ScheduleSeries.Type;

/** Removal scopes of a recurring event (spec section 4), plus the API's own reasons. */
export const ScheduleRemovalScope = Schema.Literals(["this", "following", "all", "detached", "moved"]);
export type ScheduleRemovalScope = typeof ScheduleRemovalScope.Type;

/** How an edit changed the event (the POST /schedules/{id}/shifts action field). */
export const ScheduleEditAction = Schema.Literals(["edit", "move", "resize"]);
export type ScheduleEditAction = typeof ScheduleEditAction.Type;


/** A person's schedule for one calendar month in the company zone: the work-time period's sizing. */
export const scheduleStreamName = (companyId: string, personId: string, period: string): string => `schedule-${companyId}-${personId}-${period}`;
export const schedulePositionsStreamName = (companyId: string): string => `schedule-positions-${companyId}`;
export const schedulePresetsStreamName = (companyId: string): string => `schedule-presets-${companyId}`;
