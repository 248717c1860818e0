import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_events")
    .addColumn("position_commit", "bigint", (c) => c.notNull())
    .addColumn("position_prepare", "bigint", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull().unique())
    .addColumn("stream_name", "text", (c) => c.notNull())
    .addColumn("revision", "bigint", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("schema_version", "integer", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("persona", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("command_id", "text", (c) => c.notNull())
    .addColumn("correlation_id", "text", (c) => c.notNull())
    .addColumn("causation_id", "text")
    .addColumn("occurred_at", "timestamptz", (c) => c.notNull())
    .addColumn("recorded_at", "timestamptz", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("audit_events_pkey", ["position_commit", "position_prepare"])
    .execute();
  // The admin log pages newest first within one company, optionally within one stream.
  await db.schema
    .createIndex("audit_events_company_position_idx")
    .on("audit_events")
    .columns(["company_id", "position_commit desc", "position_prepare desc"])
    .execute();
  await db.schema
    .createIndex("audit_events_company_stream_position_idx")
    .on("audit_events")
    .columns(["company_id", "stream_name", "position_commit desc", "position_prepare desc"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_events").execute();
}
