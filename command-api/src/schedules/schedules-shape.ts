import { displayedEnd, formatTotal, planningWarningMessages, scheduleResourceId, type PlanningWarning } from "@workledger/domain";
import type { ScheduleEventListRow, SchedulePositionRow, SchedulePresetRow } from "@workledger/projections";

const initialsOf = (first: string | null, last: string | null): string => `${(first ?? "").slice(0, 1)}${(last ?? "").slice(0, 1)}`.toUpperCase();

/** A schedule event as the API answers it (spec section 3, Schedule event). */
export const eventShape = (row: ScheduleEventListRow) => {
  // A month of a large company is tens of thousands of rows: each instant is formatted once.
  const start = row.start_at.toISOString();
  const endedAt = row.end_at.toISOString();
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
    name: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim(),
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
