import type { ColumnType, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** One planned shift, task or absence, keyed by company and event id (server-minted ids). */
export interface ScheduleEventsTable {
  company_id: string;
  event_id: string;
  person_id: string;
  kind: "shift" | "task" | "absence";
  title: string;
  start_at: Timestamp;
  end_at: Timestamp;
  /** Local date of the start in the company zone: a night shift belongs to its start date. */
  date: string;
  position_id: string | null;
  is_all_day: boolean;
  pause_length_minutes: number | null;
  additional_break_minutes: number;
  comment: string;
  color: string | null;
  absence_type_id: string | null;
  work_leave: boolean;
  series_id: string | null;
  recurrence: Json<unknown> | null;
  confirmed: boolean;
  confirmed_at: NullableTimestamp;
  shift_manager_id: string | null;
  total_seconds: number;
  is_night_shift: boolean;
  updated_at: Timestamp;
}

/** The company's schedule rows and their people in order. */
export interface SchedulePositionsTable {
  company_id: string;
  position_id: string;
  name: string;
  order_number: number;
  person_ids: Json<readonly string[]>;
}

export interface SchedulePresetsTable {
  company_id: string;
  preset_id: string;
  kind: "shift" | "task";
  title: string;
  start_time: string;
  end_time: string;
  pause_length_minutes: number | null;
  additional_break_minutes: number;
  comment: string;
  color: string | null;
}

/**
 * Scheduled paid absences (absence with work_leave): intervals in which the person may not log work.
 * The work-time commands read every source of such blocks through `listAbsenceBlocks`
 * (`../absence-blocks/absence-blocks.queries.ts`); approved paid-absence requests add theirs there.
 */
export interface ScheduleAbsenceBlocksTable {
  company_id: string;
  person_id: string;
  event_id: string;
  start_at: Timestamp;
  end_at: Timestamp;
}

/**
 * A token per company, drawn anew (a random UUID, never reused, also across rebuilds) in the same
 * transaction as any change to the company's schedule rows: an answer built from the read model
 * with token T is still current while the company's token is T (the month read's cache).
 */
export interface ScheduleCompanyVersionsTable {
  company_id: string;
  version: string;
}

/**
 * Write-side (not a projection: a rebuild leaves it): which stream holds a schedule event, so a
 * command naming an event id reads one person's month, and a series' or person's streams are known.
 */
export interface ScheduleEventStreamsTable {
  company_id: string;
  event_id: string;
  person_id: string;
  period: string;
  series_id: string | null;
}

export type ScheduleEventRow = Selectable<ScheduleEventsTable>;
export type SchedulePositionRow = Selectable<SchedulePositionsTable>;
export type SchedulePresetRow = Selectable<SchedulePresetsTable>;
