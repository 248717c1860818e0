import { sql, type Kysely } from "kysely";

/** Read models of the work-time ledger: timesheet logs and their history, work timers, settings, work rounds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("timesheet_logs")
    .addColumn("work_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("work_number", "integer", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("start_at", "timestamptz", (c) => c.notNull())
    .addColumn("end_at", "timestamptz")
    .addColumn("pauses", "jsonb", (c) => c.notNull())
    .addColumn("pause_seconds", "integer", (c) => c.notNull())
    .addColumn("worked_seconds", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("work_type_id", "text")
    .addColumn("workspace_id", "text")
    .addColumn("comment", "text", (c) => c.notNull())
    .addColumn("worker_comment", "text", (c) => c.notNull())
    .addColumn("bonus", "integer")
    .addColumn("tags", "jsonb", (c) => c.notNull())
    .addColumn("files", "jsonb", (c) => c.notNull())
    .addColumn("confirmed", "boolean", (c) => c.notNull())
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("confirmed_by", "text")
    .addColumn("edited", "boolean", (c) => c.notNull())
    .addColumn("started_by", "text", (c) => c.notNull())
    .addColumn("ended_by", "text")
    .addColumn("deleted", "boolean", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("timesheet_logs_worker_date_idx").on("timesheet_logs").columns(["company_id", "worker_id", "date"]).execute();
  await db.schema.createIndex("timesheet_logs_company_date_idx").on("timesheet_logs").columns(["company_id", "date"]).execute();
  await db.schema
    .createIndex("timesheet_logs_open_idx")
    .on("timesheet_logs")
    .columns(["company_id", "worker_id"])
    .where(sql.ref("end_at"), "is", null)
    .execute();

  await db.schema
    .createTable("timesheet_log_history")
    .addColumn("position_commit", "bigint", (c) => c.notNull())
    .addColumn("position_prepare", "bigint", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("work_id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("persona", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("occurred_at", "timestamptz", (c) => c.notNull())
    .addColumn("previous", "jsonb")
    .addColumn("next", "jsonb")
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("timesheet_log_history_pkey", ["position_commit", "position_prepare"])
    .execute();
  await db.schema.createIndex("timesheet_log_history_work_idx").on("timesheet_log_history").columns(["work_id", "position_commit", "position_prepare"]).execute();

  await db.schema
    .createTable("work_timers")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("period", "text")
    .addColumn("current_work_id", "text")
    .addColumn("status", "text")
    .addColumn("date", "text")
    .addColumn("started_at", "timestamptz")
    .addColumn("pauses", "jsonb", (c) => c.notNull())
    .addColumn("work_type_id", "text")
    .addColumn("workspace_id", "text")
    .addColumn("started_by", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("work_timers_pkey", ["company_id", "worker_id"])
    .execute();
  await db.schema
    .createIndex("work_timers_running_idx")
    .on("work_timers")
    .column("current_work_id")
    .where(sql.ref("current_work_id"), "is not", null)
    .execute();

  await db.schema
    .createTable("work_time_settings")
    .addColumn("company_id", "text", (c) => c.notNull())
    // '' holds the company's own settings and default preferences; a person id their own preferences.
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("show_time_decimal", "boolean")
    .addColumn("auto_end_workday", "boolean")
    .addColumn("idle_stop_minutes", "integer")
    .addColumn("auto_end", "boolean")
    .addColumn("auto_end_at", "text")
    .addColumn("time_as_decimals", "boolean")
    .addPrimaryKeyConstraint("work_time_settings_pkey", ["company_id", "person_id"])
    .execute();

  await db.schema
    .createTable("work_round_groups")
    .addColumn("group_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("round_start_minutes", "integer")
    .addColumn("round_end_minutes", "integer")
    .addColumn("person_ids", "jsonb", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("work_round_groups_company_idx").on("work_round_groups").column("company_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["work_round_groups", "work_time_settings", "work_timers", "timesheet_log_history", "timesheet_logs"]) {
    await db.schema.dropTable(table).execute();
  }
}
