import { sql, type Kysely } from "kysely";

/**
 * The auditor's view across every company: each audit row keeps the person it is about and the
 * before/after of the fields it changed (`audit_entity_state` holds each entity's fields so far);
 * indexes for the filters (type, stream, actor, person, time) each keep the newest-first order.
 * The audit projection is emptied and replays the log to fill the new columns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("audit_events")
    .addColumn("subject_id", "text")
    .addColumn("changes", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createTable("audit_entity_state")
    .addColumn("stream_name", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("fields", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("audit_entity_state_pkey", ["stream_name", "entity"])
    .execute();
  for (const [name, column] of [
    ["audit_events_type_position_idx", "type"],
    ["audit_events_stream_position_idx", "stream_name"],
    ["audit_events_actor_position_idx", "actor_id"],
    ["audit_events_subject_position_idx", "subject_id"],
  ] as const) {
    await db.schema.createIndex(name).on("audit_events").columns([column, "position_commit desc", "position_prepare desc"]).execute();
  }
  await db.schema.createIndex("audit_events_recorded_at_idx").on("audit_events").column("recorded_at").execute();
  await sql`DELETE FROM audit_events`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE name = 'audit'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["audit_events_type_position_idx", "audit_events_stream_position_idx", "audit_events_actor_position_idx", "audit_events_subject_position_idx", "audit_events_recorded_at_idx"]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropTable("audit_entity_state").execute();
  await db.schema.alterTable("audit_events").dropColumn("subject_id").dropColumn("changes").execute();
}
