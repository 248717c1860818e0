import type { ColumnType, Selectable } from "kysely";
import type { Int8 } from "../runner/projection-checkpoints.table.ts";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

export interface TimesheetPause {
  readonly start: string;
  readonly end: string | null;
  readonly lengthSeconds: number | null;
}

export interface TimesheetFile {
  readonly id: string;
  readonly name: string;
}

/** One work log, keyed by company and work id (its events may sit in two period streams). Deleted logs stay for their history. */
export interface TimesheetLogsTable {
  work_id: string;
  company_id: string;
  worker_id: string;
  work_number: number;
  /** Local date of the start in the company zone (YYYY-MM-DD). */
  date: string;
  start_at: Timestamp;
  end_at: NullableTimestamp;
  pauses: Json<readonly TimesheetPause[]>;
  pause_seconds: number;
  /** Worked seconds once ended; 0 while the work runs (the timer computes it live). */
  worked_seconds: number;
  status: "started" | "paused" | "resumed" | "stopped";
  work_type_id: string | null;
  workspace_id: string | null;
  comment: string;
  worker_comment: string;
  bonus: number | null;
  tags: Json<readonly string[]>;
  files: Json<readonly TimesheetFile[]>;
  confirmed: boolean;
  confirmed_at: NullableTimestamp;
  confirmed_by: string | null;
  edited: boolean;
  started_by: string;
  ended_by: string | null;
  deleted: boolean;
  created_by: string;
  updated_at: Timestamp;
  /** The work type's pricing frozen when the log was confirmed (null: unconfirmed, or no work type). Reports and exports read this, never today's price. */
  confirmed_pricing: Json<TimesheetPricing | null>;
  /** Changed by a manager after its pay period had closed for workers (stays set). */
  changed_after_close: ColumnType<boolean, boolean | undefined, boolean>;
  /** A worker's own entry of more than 24 working hours, for the manager's attention. */
  worker_over_24_hours: ColumnType<boolean, boolean | undefined, boolean>;
  /** A punch of this log was recorded for a moment earlier than the server received it (beyond the allowed skew). */
  back_dated: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface TimesheetPricing {
  readonly workTypeId: string;
  readonly workTypeName: string;
  readonly productNumber: string | null;
  readonly vismaProductNumber: string | null;
  readonly price: number;
  readonly unit: "Hour" | "Piece";
}

/** Every event about a log: who, when, through which source, and the values before and after. */
export interface TimesheetLogHistoryTable {
  position_commit: Int8;
  position_prepare: Int8;
  event_id: string;
  work_id: string;
  company_id: string;
  worker_id: string;
  event_type: string;
  actor_id: string;
  persona: string;
  source: string;
  occurred_at: Timestamp;
  previous: Json<Record<string, unknown> | null>;
  next: Json<Record<string, unknown> | null>;
  data: Json<Record<string, unknown>>;
}

/** Company settings and preferences the ledger needs; person_id '' is the company's own row. */
export interface WorkTimeSettingsTable {
  company_id: string;
  person_id: string;
  show_time_decimal: boolean | null;
  auto_end_workday: boolean | null;
  idle_stop_minutes: number | null;
  auto_end: boolean | null;
  auto_end_at: string | null;
  time_as_decimals: boolean | null;
}

/** Work-round groups with their members (a person is in at most one). */
export interface WorkRoundGroupsTable {
  group_id: string;
  company_id: string;
  name: string;
  round_start_minutes: number | null;
  round_end_minutes: number | null;
  person_ids: Json<readonly string[]>;
}

export type TimesheetLogRow = Selectable<TimesheetLogsTable>;
export type TimesheetLogHistoryRow = Selectable<TimesheetLogHistoryTable>;
export type WorkTimeSettingsRow = Selectable<WorkTimeSettingsTable>;
export type WorkRoundGroupRow = Selectable<WorkRoundGroupsTable>;
