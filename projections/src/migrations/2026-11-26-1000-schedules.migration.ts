import { sql, type Kysely } from "kysely";

/** The schedules read models (events, positions, presets), the absence blocks work logs respect, and the write-side event locator. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("schedule_events")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "varchar(255)", (c) => c.notNull())
    .addColumn("start_at", "timestamptz", (c) => c.notNull())
    .addColumn("end_at", "timestamptz", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("position_id", "text")
    .addColumn("is_all_day", "boolean", (c) => c.notNull())
    .addColumn("pause_length_minutes", "integer")
    .addColumn("additional_break_minutes", "integer", (c) => c.notNull())
    .addColumn("comment", "varchar(2000)", (c) => c.notNull())
    .addColumn("color", "varchar(32)")
    .addColumn("absence_type_id", "text")
    .addColumn("work_leave", "boolean", (c) => c.notNull())
    .addColumn("series_id", "text")
    .addColumn("recurrence", "jsonb")
    .addColumn("confirmed", "boolean", (c) => c.notNull())
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("shift_manager_id", "text")
    .addColumn("total_seconds", "integer", (c) => c.notNull())
    .addColumn("is_night_shift", "boolean", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("schedule_events_pkey", ["company_id", "event_id"])
    .execute();
  await db.schema.createIndex("schedule_events_company_date_idx").on("schedule_events").columns(["company_id", "date"]).execute();
  await db.schema.createIndex("schedule_events_person_date_idx").on("schedule_events").columns(["company_id", "person_id", "date"]).execute();
  await sql`create index schedule_events_unconfirmed_idx on schedule_events (company_id, date) where not confirmed`.execute(db);
  await db.schema
    .createTable("schedule_positions")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("position_id", "text", (c) => c.notNull())
    .addColumn("name", "varchar(255)", (c) => c.notNull())
    .addColumn("order_number", "integer", (c) => c.notNull())
    .addColumn("person_ids", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("schedule_positions_pkey", ["company_id", "position_id"])
    .execute();
  await db.schema
    .createTable("schedule_presets")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("preset_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "varchar(255)", (c) => c.notNull())
    .addColumn("start_time", "varchar(5)", (c) => c.notNull())
    .addColumn("end_time", "varchar(5)", (c) => c.notNull())
    .addColumn("pause_length_minutes", "integer")
    .addColumn("additional_break_minutes", "integer", (c) => c.notNull())
    .addColumn("comment", "varchar(2000)", (c) => c.notNull())
    .addColumn("color", "varchar(32)")
    .addPrimaryKeyConstraint("schedule_presets_pkey", ["company_id", "preset_id"])
    .execute();
  await db.schema
    .createTable("schedule_absence_blocks")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("start_at", "timestamptz", (c) => c.notNull())
    .addColumn("end_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("schedule_absence_blocks_pkey", ["company_id", "person_id", "event_id"])
    .execute();
  await db.schema.createIndex("schedule_absence_blocks_person_idx").on("schedule_absence_blocks").columns(["company_id", "person_id", "start_at"]).execute();
  await db.schema
    .createTable("schedule_event_streams")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("period", "varchar(7)", (c) => c.notNull())
    .addColumn("series_id", "text")
    .addPrimaryKeyConstraint("schedule_event_streams_pkey", ["company_id", "event_id"])
    .execute();
  await db.schema.createIndex("schedule_event_streams_series_idx").on("schedule_event_streams").columns(["company_id", "series_id"]).execute();
  await db.schema.createIndex("schedule_event_streams_person_idx").on("schedule_event_streams").columns(["company_id", "person_id", "period"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["schedule_event_streams", "schedule_absence_blocks", "schedule_presets", "schedule_positions", "schedule_events"]) await db.schema.dropTable(table).execute();
}
