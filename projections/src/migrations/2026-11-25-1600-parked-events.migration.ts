import { sql, type Kysely } from "kysely";

/**
 * The projections' dead-letter table: an event a projection cannot apply, and the later events of
 * its stream held behind it in order, with the error, until an operator retries them. And a flag
 * for a runner whose subscription dropped and is resubscribing (readiness shows it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("projection_parked_events")
    .addColumn("projection", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("stream_name", "text", (c) => c.notNull())
    .addColumn("stream_revision", "bigint", (c) => c.notNull())
    .addColumn("position_commit", "bigint", (c) => c.notNull())
    .addColumn("position_prepare", "bigint", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("error", "text", (c) => c.notNull())
    // null for the event that failed; else the id of the event of the same stream it waits behind
    .addColumn("blocked_by", "text")
    .addColumn("retries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("parked_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_retried_at", "timestamptz")
    .addPrimaryKeyConstraint("projection_parked_events_pkey", ["projection", "event_id"])
    .execute();
  await db.schema
    .createIndex("projection_parked_events_stream_order")
    .on("projection_parked_events")
    .columns(["projection", "stream_name", "position_commit", "position_prepare"])
    .execute();
  await db.schema
    .alterTable("projection_checkpoints")
    .addColumn("reconnecting", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("projection_checkpoints").dropColumn("reconnecting").execute();
  await db.schema.dropTable("projection_parked_events").execute();
}
