import type { ColumnType, Selectable } from "kysely";
import type { TimesheetPause } from "../timesheet/timesheet.tables.ts";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** One row per worker: the current work (null when none) and the latest period opened. */
export interface WorkTimersTable {
  company_id: string;
  worker_id: string;
  period: string | null;
  current_work_id: string | null;
  status: "started" | "paused" | "resumed" | null;
  date: string | null;
  started_at: NullableTimestamp;
  pauses: ColumnType<readonly TimesheetPause[], string, string>;
  work_type_id: string | null;
  workspace_id: string | null;
  started_by: string | null;
  updated_at: Timestamp;
}

export type WorkTimerRow = Selectable<WorkTimersTable>;
