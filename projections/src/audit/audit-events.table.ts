import type { ColumnType, Selectable } from "kysely";
import type { Int8 } from "../runner/projection-checkpoints.table.ts";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The admin audit log: one row per event in the store, never updated. */
export interface AuditEventsTable {
  position_commit: Int8;
  position_prepare: Int8;
  event_id: string;
  stream_name: string;
  revision: Int8;
  type: string;
  schema_version: number;
  company_id: string;
  actor_id: string;
  persona: string;
  source: string;
  command_id: string;
  correlation_id: string;
  causation_id: string | null;
  occurred_at: Timestamp;
  recorded_at: Timestamp;
  /** The payload as recorded (schema_version tells how to read it). */
  data: ColumnType<unknown, string, string>;
  /** The person the event is about (a work-time event's worker, a user event's user), if any. */
  subject_id: string | null;
  /** The before/after of each field the event changed (`FieldChange[]`). */
  changes: ColumnType<unknown, string | undefined, string>;
}

/** Each entity's fields so far (per stream), where the next event's "before" comes from. */
export interface AuditEntityStateTable {
  stream_name: string;
  entity: string;
  fields: ColumnType<Record<string, unknown>, string, string>;
}

/** Per hour of recording, the lowest and highest commit position recorded in it (the time filter's seek range). */
export interface AuditTimeMarksTable {
  hour: Timestamp;
  min_commit: Int8;
  max_commit: Int8;
}

export type AuditEventRow = Selectable<AuditEventsTable>;
