import type { ColumnType, Selectable } from "kysely";
import type { Int8 } from "../runner/projection-checkpoints.table.ts";
import type { DirectoryRights } from "../directory/directory.tables.ts";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** One notification in one person's feed, keyed by company, recipient and the notification id. */
export interface NotificationsTable {
  company_id: string;
  recipient_id: string;
  /** Derived from the notifying event's id and the recipient, so a replay mints the same ids. */
  id: string;
  type: string;
  /** The ids and facts its text is filled from (names are looked up when the feed is read). */
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  position_commit: Int8;
  position_prepare: Int8;
}

/** Who may be notified of what: a person's rights and status in a company, from the user events. */
export interface NotificationPeopleTable {
  company_id: string;
  user_id: string;
  rights: Json<DirectoryRights>;
  is_admin: boolean;
  status: string;
}

/** A work log as the workspace in/out and overtime notifications need it (from the work-time events). */
export interface NotificationWorksTable {
  company_id: string;
  work_id: string;
  worker_id: string;
  /** The local date the log belongs to (YYYY-MM-DD). */
  date: string;
  workspace_id: string | null;
  work_type_id: string | null;
  worked_seconds: number;
  deleted: boolean;
}

/** An overtime group's daily threshold (null: no daily overtime) and its people. */
export interface NotificationOvertimeGroupsTable {
  company_id: string;
  group_id: string;
  daily_threshold_seconds: number | null;
  person_ids: Json<readonly string[]>;
}

export interface NotificationCompaniesTable {
  company_id: string;
  main_user_id: string | null;
}

/**
 * The delivery outbox: one row per notification to push and/or email. Written by the projection in
 * the batch that writes the feed row, drained by the dispatcher; deliberately not among the
 * projection's tables, so a rebuild re-inserts nothing that was delivered (same ids, on conflict
 * nothing) and never sends twice.
 */
export interface NotificationDeliveriesTable {
  company_id: string;
  recipient_id: string;
  notification_id: string;
  type: string;
  push: boolean;
  email: boolean;
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** Only for a delivery without a feed row (an email-only broadcast): the data its text is filled from. */
  data: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationDeliveryRow = Selectable<NotificationDeliveriesTable>;

/** A broadcast as its authors list it; company_id is the author's company, or 'system' for admins'. */
export interface BroadcastsTable {
  company_id: string;
  id: string;
  kind: string;
  title: string;
  text: string;
  push: boolean;
  email: boolean;
  user_ids: Json<readonly string[]>;
  workspace_ids: Json<readonly string[]>;
  status: string;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  posted_at: NullableTimestamp;
  post_count: number;
  recipient_count: number;
}

export type BroadcastRow = Selectable<BroadcastsTable>;

/** Admins' broadcasts are nobody's company's: they are listed under this key. */
export const systemBroadcastsKey = "system";
