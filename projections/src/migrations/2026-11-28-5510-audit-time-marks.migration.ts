import { sql, type Kysely } from "kysely";

/**
 * The audit log's time filter without scanning: for each hour of recording, the lowest and highest
 * commit position recorded in it (`audit_time_marks`). A time window becomes a position range the
 * newest-first indexes can seek into. Filled from the rows already there with one aggregate (not
 * a replay); the audit projection keeps it up to date from then on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_time_marks")
    .addColumn("hour", "timestamptz", (c) => c.primaryKey())
    .addColumn("min_commit", "int8", (c) => c.notNull())
    .addColumn("max_commit", "int8", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO audit_time_marks (hour, min_commit, max_commit)
    SELECT date_trunc('hour', recorded_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', min(position_commit), max(position_commit) FROM audit_events GROUP BY 1`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_time_marks").execute();
}
