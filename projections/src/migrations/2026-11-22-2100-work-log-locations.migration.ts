import type { Kysely } from "kysely";

/** Route coordinates of work logs: where the start and stop punches happened, 'lat,lng'. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("work_log_locations")
    .addColumn("work_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("coordinates_start", "text")
    .addColumn("coordinates_end", "text")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("work_log_locations").execute();
}
