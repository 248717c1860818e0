import type { ColumnType, Selectable } from "kysely";
import type { Int8 } from "./projection-checkpoints.table.ts";

/** One event a projection holds back: the one it could not apply, or a later one of the same stream. */
export interface ProjectionParkedEventsTable {
  projection: string;
  event_id: string;
  stream_name: string;
  stream_revision: Int8;
  position_commit: Int8;
  position_prepare: Int8;
  event_type: string;
  /** What apply threw, or "waits behind event …" for the events held behind it. */
  error: string;
  /** Null for the event that failed; else the event of the same stream this one waits behind. */
  blocked_by: string | null;
  retries: ColumnType<number, number | undefined, number>;
  parked_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_retried_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type ProjectionParkedEventRow = Selectable<ProjectionParkedEventsTable>;
