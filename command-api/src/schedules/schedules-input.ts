import { expandRecurrence, scheduleMessages, schedulePeriodOf, ValidationError, type NewScheduleEvent } from "@workledger/domain";
import { MAX_RECURRENCE_COUNT, MAX_SCHEDULE_BREAK_MINUTES, MAX_SCHEDULE_EVENTS_PER_CALL, type Recurrence, type ScheduleEventKind, type ScheduleEventValues } from "@workledger/event-schemas";
import { slicer } from "../http/event-loop-slices.ts";
import { fieldMessages } from "../http/field-messages.ts";
import { obj, str, text } from "../identity/route-schemas.ts";
import { instantPattern } from "../work-time/work-log-input.ts";

const instant = { type: "string", maxLength: 40, pattern: instantPattern } as const;
const minutes = { type: "integer", minimum: 0, maximum: MAX_SCHEDULE_BREAK_MINUTES } as const;
const localDate = { type: "string", maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const;
const id = { type: "string", minLength: 1, maxLength: 64 } as const;
const nullableId = { type: ["string", "null"], minLength: 1, maxLength: 64 } as const;
const color = { type: ["string", "null"], maxLength: 32, pattern: "^#[0-9a-fA-F]{3,8}$" } as const;

export const recurrenceSchema = obj(
  {
    frequency: { type: "string", enum: ["daily", "weekdays", "weekly", "biweekly", "monthly", "annually", "custom"] },
    interval: { type: ["integer", "null"], minimum: 1, maximum: 365 },
    until: { ...localDate, type: ["string", "null"] },
    count: { type: ["integer", "null"], minimum: 1, maximum: MAX_RECURRENCE_COUNT },
  },
  ["frequency"],
);

/** The fields of an event as the API takes them (spec section 3 names). */
export const eventInputProperties = {
  user_id: id,
  position_id: nullableId,
  title: str,
  comment: text(2000),
  customColor: color,
  start: instant,
  end: instant,
  is_all_day: { type: "boolean" },
  pause_length: { ...minutes, type: ["integer", "null"] },
  additional_break_time: minutes,
  type_id: nullableId,
  work_leave: { type: "boolean" },
  shift_manager: nullableId,
} as const;

export interface EventInput {
  readonly type?: ScheduleEventKind;
  readonly user_id?: string;
  readonly position_id?: string | null;
  readonly title?: string;
  readonly comment?: string;
  readonly customColor?: string | null;
  readonly start?: string;
  readonly end?: string;
  readonly is_all_day?: boolean;
  readonly pause_length?: number | null;
  readonly additional_break_time?: number;
  readonly type_id?: string | null;
  readonly work_leave?: boolean;
  readonly shift_manager?: string | null;
  readonly recurrence?: { frequency: Recurrence["frequency"]; interval?: number | null; until?: string | null; count?: number | null };
  readonly is_preset?: boolean;
}

export const createInputSchema = obj(
  { ...eventInputProperties, recurrence: recurrenceSchema, is_preset: { type: "boolean" } },
  ["start", "end"],
);
export const multipleInputSchema = obj(
  {
    events: {
      type: "array",
      minItems: 1,
      maxItems: MAX_SCHEDULE_EVENTS_PER_CALL,
      items: obj({ ...eventInputProperties, type: { type: "string", enum: ["shift", "task", "absence"] } }, ["type", "user_id", "start", "end"]),
    },
  },
  ["events"],
);

const titles: Record<ScheduleEventKind, string> = { shift: "Shift", task: "Task", absence: "Absence" };

/** Instants as the ledger keeps them (whole seconds, UTC ISO); one the pattern lets through but no calendar has (month 13) is a 400. */
const normalInstant = (value: string, field = "start"): string => {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw ValidationError.of(field, fieldMessages.dateTime, "validation_failed");
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
};
const realDate = (value: string | null | undefined, field: string): string | null => {
  if (value === null || value === undefined) return null;
  if (Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) throw ValidationError.of(field, fieldMessages.date, "validation_failed");
  return value;
};

/** The values a new event gets from its input: defaults for what the input leaves out. */
export const valuesOf = (kind: ScheduleEventKind, input: EventInput): ScheduleEventValues => ({
  kind,
  title: input.title ?? titles[kind],
  start: normalInstant(input.start!),
  end: normalInstant(input.end!, "end"),
  positionId: input.position_id ?? null,
  isAllDay: input.is_all_day ?? false,
  pauseLengthMinutes: input.pause_length ?? null,
  additionalBreakMinutes: input.additional_break_time ?? 0,
  comment: input.comment ?? "",
  color: input.customColor ?? null,
  absenceTypeId: input.type_id ?? null,
  workLeave: input.work_leave ?? false,
});

/** An edit: the input's fields over the event's current values. */
export const editedValues = (current: ScheduleEventValues, input: EventInput, kind: ScheduleEventKind): ScheduleEventValues => ({
  kind,
  title: input.title ?? current.title,
  start: input.start === undefined ? current.start : normalInstant(input.start),
  end: input.end === undefined ? current.end : normalInstant(input.end, "end"),
  positionId: input.position_id === undefined ? current.positionId : input.position_id,
  isAllDay: input.is_all_day ?? current.isAllDay,
  pauseLengthMinutes: input.pause_length === undefined ? current.pauseLengthMinutes : input.pause_length,
  additionalBreakMinutes: input.additional_break_time ?? current.additionalBreakMinutes,
  comment: input.comment ?? current.comment,
  color: input.customColor === undefined ? current.color : input.customColor,
  absenceTypeId: input.type_id === undefined ? current.absenceTypeId : input.type_id,
  workLeave: input.work_leave ?? current.workLeave,
});

export interface PlannedNew {
  readonly personId: string;
  readonly period: string;
  readonly event: NewScheduleEvent;
}

/** One input as the events it makes: a single one, or every occurrence of its recurrence (one series). */
export const plannedFrom = (kind: ScheduleEventKind, input: EventInput, timeZone: string, newId: () => string): PlannedNew[] => {
  if (input.user_id === undefined) throw new ValidationError({ user_id: [fieldMessages.required] }, fieldMessages.required, "validation_failed");
  const base = valuesOf(kind, input);
  const shiftManagerId = input.shift_manager ?? null;
  if (input.recurrence === undefined) {
    return [{ personId: input.user_id, period: schedulePeriodOf(base, timeZone), event: { eventId: newId(), values: base, series: null, shiftManagerId } }];
  }
  const recurrence: Recurrence = { frequency: input.recurrence.frequency, interval: input.recurrence.interval ?? null, until: realDate(input.recurrence.until, "recurrence.until"), count: input.recurrence.count ?? null };
  if (Date.parse(base.end) <= Date.parse(base.start)) throw ValidationError.of("end", scheduleMessages.start_after_end, "start_after_end");
  const series = { seriesId: newId(), recurrence };
  return expandRecurrence(base, recurrence, timeZone).map((o) => {
    const values = { ...base, ...o };
    return { personId: input.user_id!, period: schedulePeriodOf(values, timeZone), event: { eventId: newId(), values, series, shiftManagerId } };
  });
};

/**
 * Every input's events (recurrences expanded), in slices that let the event loop turn. More than
 * MAX_SCHEDULE_EVENTS_PER_CALL in all is a 400 on `events`, found as soon as the count passes it:
 * a thousand inputs with 400 occurrences each are refused without being expanded.
 */
export const plannedFromAll = async (inputs: readonly (EventInput & { readonly type: ScheduleEventKind })[], timeZone: string, newId: () => string): Promise<PlannedNew[]> => {
  const pause = slicer();
  const planned: PlannedNew[] = [];
  for (const input of inputs) {
    for (const p of plannedFrom(input.type, input, timeZone, newId)) planned.push(p);
    if (planned.length > MAX_SCHEDULE_EVENTS_PER_CALL) throw new ValidationError({ events: [fieldMessages.tooMany] }, fieldMessages.tooMany, "too_many_events");
    await pause();
  }
  return planned;
};
