import { sql, type Kysely } from "kysely";

// Migrations are frozen history: typed Kysely<any> so later schema changes never break them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("projection_checkpoints")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("position_commit", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("position_prepare", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("stopped").check(sql`status in ('running', 'stopped', 'failed', 'rebuilding')`),
    )
    .addColumn("error", "text")
    .addColumn("failed_event_id", "text")
    .addColumn("events_seen", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("projection_checkpoints").execute();
}
