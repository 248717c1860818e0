import type { ColumnType, Selectable } from "kysely";

/** int8 comes back from pg as a string; we write bigint or string. */
export type Int8 = ColumnType<string, string | bigint, string | bigint>;

export const projectionStatuses = ["running", "stopped", "failed", "rebuilding"] as const;
export type ProjectionStatus = (typeof projectionStatuses)[number];

export interface ProjectionCheckpointsTable {
  name: string;
  /** The last event applied (inclusive); the runner resumes strictly after it. */
  position_commit: Int8;
  position_prepare: Int8;
  status: ProjectionStatus;
  error: string | null;
  /** The runner's subscription dropped and it is resubscribing (readiness shows the projection as reconnecting). */
  reconnecting: ColumnType<boolean, boolean | undefined, boolean>;
  failed_event_id: string | null;
  /** Events applied since the last rebuild, counting the ones the projection ignores. */
  events_seen: Int8;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ProjectionCheckpointRow = Selectable<ProjectionCheckpointsTable>;
