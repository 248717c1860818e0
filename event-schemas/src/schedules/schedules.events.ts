import { Schema } from "effect";
import { Instant } from "../envelope.ts";
import { LocalDate, Seconds } from "../work-time/work-time.values.ts";
import {
  ScheduleEditAction,
  ScheduleEventKind,
  ScheduleEventValues,
  ScheduleRemovalScope,
  ScheduleSeries,
} from "./schedules.values.ts";

/**
 * Events of a person's schedule stream (one per person and month). Who, when and through which
 * client is in the envelope's metadata. `date` is the local date the event starts on (a night shift
 * belongs to its start date); `totalSeconds` is the planned working time (end - start - pause - break).
 */
const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct({ personId: Schema.String, eventId: Schema.String, ...fields }) });

const planned = { date: LocalDate, totalSeconds: Seconds, isNightShift: Schema.Boolean };

export const ScheduleEventCreated = event("ScheduleEventCreated", {
  values: ScheduleEventValues,
  series: Schema.NullOr(ScheduleSeries),
  /** The event came from another stream (moved to another month or person); null when new. */
  movedFrom: Schema.NullOr(Schema.String),
  confirmed: Schema.Boolean,
  shiftManagerId: Schema.NullOr(Schema.String),
  ...planned,
});
export type ScheduleEventCreated = typeof ScheduleEventCreated.Type;

export const ScheduleEventChanged = event("ScheduleEventChanged", {
  action: ScheduleEditAction,
  previous: ScheduleEventValues,
  next: ScheduleEventValues,
  ...planned,
});
export type ScheduleEventChanged = typeof ScheduleEventChanged.Type;

export const ScheduleEventRemoved = event("ScheduleEventRemoved", { scope: ScheduleRemovalScope, kind: ScheduleEventKind, date: LocalDate });
export type ScheduleEventRemoved = typeof ScheduleEventRemoved.Type;

export const ScheduleEventConfirmed = event("ScheduleEventConfirmed", { confirmedAt: Instant });
export type ScheduleEventConfirmed = typeof ScheduleEventConfirmed.Type;

export const ScheduleEventUnconfirmed = event("ScheduleEventUnconfirmed", {});
export type ScheduleEventUnconfirmed = typeof ScheduleEventUnconfirmed.Type;

/** The shift's manager (only with shift_manager_active); null removes one. */
export const ShiftManagerAssigned = event("ShiftManagerAssigned", { managerId: Schema.NullOr(Schema.String) });
export type ShiftManagerAssigned = typeof ShiftManagerAssigned.Type;

export const ScheduleEvent = Schema.Union([
  ScheduleEventCreated,
  ScheduleEventChanged,
  ScheduleEventRemoved,
  ScheduleEventConfirmed,
  ScheduleEventUnconfirmed,
  ShiftManagerAssigned,
]);
export type ScheduleEvent = typeof ScheduleEvent.Type;
export const scheduleEventTypes: readonly ScheduleEvent["type"][] = ScheduleEvent.members.map((m) => m.fields.type.literal);

/** The company's schedule rows (positions) and who is in each, one stream per company. */
const positionEvent = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct({ positionId: Schema.String, ...fields }) });

export const SchedulePositionAdded = positionEvent("SchedulePositionAdded", { name: Schema.String, orderNumber: Schema.Int });
export const SchedulePositionRenamed = positionEvent("SchedulePositionRenamed", { name: Schema.String });
export const SchedulePositionDeleted = positionEvent("SchedulePositionDeleted", {});
/** positionId: the one moved; orders: every position's new order number. */
export const SchedulePositionsReordered = positionEvent("SchedulePositionsReordered", {
  orders: Schema.Array(Schema.Struct({ positionId: Schema.String, orderNumber: Schema.Int })),
});
export const ScheduleWorkerAssigned = positionEvent("ScheduleWorkerAssigned", { personId: Schema.String });
export const ScheduleWorkerRemoved = positionEvent("ScheduleWorkerRemoved", { personId: Schema.String });
export const ScheduleWorkersReordered = positionEvent("ScheduleWorkersReordered", { personIds: Schema.Array(Schema.String) });

export const SchedulePositionEvent = Schema.Union([
  SchedulePositionAdded,
  SchedulePositionRenamed,
  SchedulePositionDeleted,
  SchedulePositionsReordered,
  ScheduleWorkerAssigned,
  ScheduleWorkerRemoved,
  ScheduleWorkersReordered,
]);
export type SchedulePositionEvent = typeof SchedulePositionEvent.Type;
export const schedulePositionEventTypes: readonly SchedulePositionEvent["type"][] = SchedulePositionEvent.members.map((m) => m.fields.type.literal);

/** Presets: saved shift and task templates (times of day, breaks, title), one stream per company. */
export const SchedulePresetValues = Schema.Struct({
  kind: Schema.Literals(["shift", "task"]),
  title: Schema.String,
  /** Local times of day, HH:mm; an end before the start is the next day. */
  startTime: Schema.String,
  endTime: Schema.String,
  pauseLengthMinutes: Schema.NullOr(Schema.Int),
  additionalBreakMinutes: Schema.Int,
  comment: Schema.String,
  color: Schema.NullOr(Schema.String),
});
export type SchedulePresetValues = typeof SchedulePresetValues.Type;

const presetEvent = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct({ presetId: Schema.String, ...fields }) });
export const SchedulePresetSaved = presetEvent("SchedulePresetSaved", { values: SchedulePresetValues });
export const SchedulePresetUpdated = presetEvent("SchedulePresetUpdated", { values: SchedulePresetValues });
export const SchedulePresetDestroyed = presetEvent("SchedulePresetDestroyed", {});
export const SchedulePresetEvent = Schema.Union([SchedulePresetSaved, SchedulePresetUpdated, SchedulePresetDestroyed]);
export type SchedulePresetEvent = typeof SchedulePresetEvent.Type;
export const schedulePresetEventTypes: readonly SchedulePresetEvent["type"][] = SchedulePresetEvent.members.map((m) => m.fields.type.literal);
