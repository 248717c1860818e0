import { displayedEnd, formatTotal, planningWarningMessages, scheduleResourceId, type PlanningWarning } from "@workledger/domain";
import type { ScheduleEventCompactRow, ScheduleEventListRow, ScheduleEventReadRow, SchedulePositionRow, SchedulePresetRow } from "@workledger/projections";

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
 * The month grid's form of a schedule read (`format=compact`): the same events as columns (one
 * array per field, index i is event i), with the planned instants as epoch milliseconds and each
 * person's name and initials sent once in `people` (the `person` column holds an index into it).
 * It carries every field the grid and the event drawer use, and none the spec's shape repeats
 * (schedule_id, resourceId, started_at/ended_at, the displayed end, total_time, editable, date,
 * name and initials per event). A month of 500 people answers about a fifth of the bytes.
 */
export const compactEventsOfRead = (rows: readonly ScheduleEventCompactRow[], names: ReadonlyMap<string, { readonly first_name: string | null; readonly last_name: string | null }>) => {
  const people: { id: string; name: string; initials: string }[] = [];
  const personIndex = new Map<string, number>();
  const n = rows.length;
  const col = <T>() => new Array<T>(n);
  const columns = {
    id: col<string>(),
    person: col<number>(),
    position_id: col<string | null>(),
    type: col<string>(),
    title: col<string>(),
    start_ms: col<number>(),
    end_ms: col<number>(),
    confirmed: col<0 | 1>(),
    color: col<string | null>(),
    is_all_day: col<0 | 1>(),
    is_night_shift: col<0 | 1>(),
    is_shift_manager: col<0 | 1>(),
    series_id: col<string | null>(),
    pause_length: col<number | null>(),
    additional_break_time: col<number>(),
    total: col<number>(),
    comment: col<string>(),
    type_id: col<string | null>(),
    work_leave: col<0 | 1>(),
  };
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    let p = personIndex.get(row.person_id);
    if (p === undefined) {
      p = people.length;
      personIndex.set(row.person_id, p);
      const named = names.get(row.person_id);
      const first = named?.first_name ?? null;
      const last = named?.last_name ?? null;
      people.push({ id: row.person_id, name: nameOf(first, last), initials: initialsOf(first, last) });
    }
    columns.id[i] = row.event_id;
    columns.person[i] = p;
    columns.position_id[i] = row.position_id;
    columns.type[i] = row.kind;
    columns.title[i] = row.title;
    columns.start_ms[i] = row.start_ms;
    columns.end_ms[i] = row.end_ms;
    columns.confirmed[i] = row.confirmed ? 1 : 0;
    columns.color[i] = row.color;
    columns.is_all_day[i] = row.is_all_day ? 1 : 0;
    columns.is_night_shift[i] = row.is_night_shift ? 1 : 0;
    columns.is_shift_manager[i] = row.shift_manager_id !== null && row.shift_manager_id === row.person_id ? 1 : 0;
    columns.series_id[i] = row.series_id;
    columns.pause_length[i] = row.pause_length_minutes;
    columns.additional_break_time[i] = row.additional_break_minutes;
    columns.total[i] = row.total_seconds;
    columns.comment[i] = row.comment;
    columns.type_id[i] = row.absence_type_id;
    columns.work_leave[i] = row.work_leave ? 1 : 0;
  }
  return { people, events: columns };
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
