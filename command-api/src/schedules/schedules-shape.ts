import { displayedEnd, formatTotal, planningWarningMessages, scheduleResourceId, type PlanningWarning } from "@workledger/domain";
import type { ScheduleEventListRow, ScheduleNamedPerson, ScheduleEventReadRow, SchedulePositionRow, SchedulePresetRow } from "@workledger/projections";

const initialsOf = (first: string | null, last: string | null): string => `${(first ?? "").slice(0, 1)}${(last ?? "").slice(0, 1)}`.toUpperCase();
const nameOf = (first: string | null, last: string | null): string => `${first ?? ""} ${last ?? ""}`.trim();

/** A schedule event as the API answers it (spec section 3, Schedule event), from a row of the schedule read. */
export const eventShapeOfRead = (row: ScheduleEventReadRow) => {
  // A month of a large company is tens of thousands of rows: each instant is formatted once.
  const start = new Date(row.start_ms).toISOString();
  const endedAt = new Date(row.end_ms).toISOString();
  const end = displayedEnd({ kind: row.kind, isAllDay: row.is_all_day, pauseLengthMinutes: row.pause_length_minutes, end: endedAt });
  const resourceId = scheduleResourceId(row.order_number, row.person_id);
  return {
    id: row.event_id,
    schedule_id: row.event_id,
    type: row.kind,
    title: row.title,
    start,
    end,
    date: row.date,
    user_id: row.person_id,
    name: nameOf(row.first_name, row.last_name),
    initials: initialsOf(row.first_name, row.last_name),
    resource_id: resourceId,
    resourceId,
    position_id: row.position_id,
    confirmed: row.confirmed,
    editable: !row.confirmed,
    is_preset: false,
    is_repeating: row.series_id !== null,
    series_id: row.series_id,
    is_all_day: row.is_all_day,
    is_night_shift: row.is_night_shift,
    is_shift_manager: row.shift_manager_id !== null && row.shift_manager_id === row.person_id,
    shift_manager: row.shift_manager_id,
    pause_length: row.pause_length_minutes,
    additional_break_time: row.additional_break_minutes,
    total: row.total_seconds,
    total_time: formatTotal(row.total_seconds),
    started_at: start,
    ended_at: endedAt,
    comment: row.comment,
    customColor: row.color,
    type_id: row.absence_type_id,
    work_leave: row.work_leave,
  };
};

/** The same shape from a full row of the read model (single events, tests). */
export const eventShape = (row: ScheduleEventListRow) => eventShapeOfRead({ ...row, start_ms: row.start_at.getTime(), end_ms: row.end_at.getTime() });

export const positionShape = (row: SchedulePositionRow) => ({ id: row.position_id, name: row.name, order_number: row.order_number, user_ids: row.person_ids as readonly string[] });

export const presetShape = (row: SchedulePresetRow) => ({
  id: row.preset_id,
  type: row.kind,
  title: row.title,
  start_time: row.start_time,
  end_time: row.end_time,
  pause_length: row.pause_length_minutes,
  additional_break_time: row.additional_break_minutes,
  comment: row.comment,
  customColor: row.color,
  is_preset: true,
});

export const warningShape = (personId: string, w: PlanningWarning) => {
  const base = { code: w.code, message: planningWarningMessages[w.code], user_id: personId };
  switch (w.code) {
    case "short_rest":
      return { ...base, event_id: w.eventId, seconds: w.restSeconds };
    case "long_day":
      return { ...base, date: w.date, seconds: w.plannedSeconds };
    case "long_week_average":
      return { ...base, date: w.to, seconds: w.averageSeconds };
    default: {
      const unreachable: never = w;
      return unreachable;
    }
  }
};

const anyString = { type: "string" } as const;
const nullableString = { type: ["string", "null"] } as const;
export const eventResponseSchema = {
  type: "object",
  properties: Object.fromEntries(
    [
      ...["id", "schedule_id", "type", "title", "start", "end", "date", "user_id", "name", "initials", "resource_id", "resourceId", "total_time", "started_at", "ended_at", "comment"].map((k) => [k, anyString]),
      ...["position_id", "series_id", "shift_manager", "customColor", "type_id"].map((k) => [k, nullableString]),
      ...["confirmed", "editable", "is_preset", "is_repeating", "is_all_day", "is_night_shift", "is_shift_manager", "work_leave"].map((k) => [k, { type: "boolean" }]),
      ["pause_length", { type: ["integer", "null"] }],
      ["additional_break_time", { type: "integer" }],
      ["total", { type: "integer" }],
    ],
  ),
} as const;

export const warningsSchema = {
  type: "array",
  items: { type: "object", properties: { code: anyString, message: anyString, user_id: anyString, event_id: anyString, date: anyString, seconds: { type: "integer" } } },
} as const;

/**
 * The month grid's form of a schedule read (`format=compact`) as JSON text: the same events as
 * columns (one array per field, index i is event i), with the planned instants as epoch milliseconds
 * and each person's name and initials sent once in `people` (the `person` column holds an index into
 * it). It carries every field the grid and the event drawer use, and none the spec's shape repeats
 * (schedule_id, resourceId, started_at/ended_at, the displayed end, total_time, editable, date,
 * name and initials per event). A month of 500 people answers about a fifth of the bytes. The
 * columns arrive as JSON text built by PostgreSQL (listScheduleEventsCompact) and are spliced in
 * as they are.
 */
export const compactReadText = (common: Record<string, unknown>, columns: { readonly eventsJson: string; readonly people: readonly ScheduleNamedPerson[] }): string => {
  const people = columns.people.map((p) => ({ id: p.id, name: nameOf(p.first_name, p.last_name), initials: initialsOf(p.first_name, p.last_name) }));
  const head = JSON.stringify({ data: { ...common, format: "compact", people } });
  // head ends with the two closing braces of data and of the answer: the events go in before them.
  return `${head.slice(0, -2)},"events":${columns.eventsJson}}}`;
};

const column = (items: object) => ({ type: "array", items }) as const;
const flag = column({ type: "integer", enum: [0, 1] });
/** The compact events' schema (OpenAPI): an object of equally long columns. */
export const compactEventsSchema = {
  type: "object",
  description: "format=compact: the events as columns; index i of every column is event i. Flags are 0/1, instants epoch milliseconds, person an index into people.",
  properties: {
    id: column(anyString),
    person: column({ type: "integer" }),
    position_id: column(nullableString),
    type: column(anyString),
    title: column(anyString),
    start_ms: column({ type: "number" }),
    end_ms: column({ type: "number" }),
    confirmed: flag,
    color: column(nullableString),
    is_all_day: flag,
    is_night_shift: flag,
    is_shift_manager: flag,
    series_id: column(nullableString),
    pause_length: column({ type: ["integer", "null"] }),
    additional_break_time: column({ type: "integer" }),
    total: column({ type: "integer" }),
    comment: column(anyString),
    type_id: column(nullableString),
    work_leave: flag,
  },
} as const;
