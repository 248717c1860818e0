import { sql, type Kysely } from "kysely";

/**
 * The auditor's view across every company: each audit row keeps the person it is about and the
 * before/after of the fields it changed (`audit_entity_state` holds each entity's fields so far);
 * indexes for the filters (type, stream, actor, person, time) each keep the newest-first order.
 * The audit projection is emptied and replays the log to fill the new columns.
 *
 * Runs once per database (Kysely records it). The migration itself stays cheap at any ledger
 * size: TRUNCATE rather than a row-by-row DELETE, indexes built on the emptied table, and the
 * checkpoint set back to the start as `rebuilding` (not deleted, which the runner would recreate as
 * a plain start and readiness would not show). The replay is the projection runner's ordinary
 * batched, checkpointed catch-up after start-up; until it is done the audit read model says
 * `rebuilding`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`TRUNCATE audit_events`.execute(db);
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
  await sql`UPDATE projection_checkpoints SET position_commit = 0, position_prepare = 0, events_seen = 0, status = 'rebuilding', error = NULL, failed_event_id = NULL WHERE name = 'audit'`.execute(db);
  await sql`DELETE FROM projection_parked_events WHERE projection = 'audit'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["audit_events_type_position_idx", "audit_events_stream_position_idx", "audit_events_actor_position_idx", "audit_events_subject_position_idx", "audit_events_recorded_at_idx"]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropTable("audit_entity_state").execute();
  await db.schema.alterTable("audit_events").dropColumn("subject_id").dropColumn("changes").execute();
}
