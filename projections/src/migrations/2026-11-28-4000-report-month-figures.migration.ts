import { sql, type Kysely } from "kysely";

/**
 * Computed report figures per worker and month, keyed by a fingerprint of the facts they were
 * computed from (the last position that changed the worker's logs and absences of that month, the
 * company's work types and rule groups, the zone, the holiday country and the engine version). Any
 * position with the same fingerprint has the same figures, so a report now and one as of a past
 * position both read them instead of recomputing the rules; a changed fact is a new fingerprint.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The local date a change of rules names as its start (null: the date it was recorded on, as before).
  await db.schema.alterTable("report_rule_versions").addColumn("effective_date", "text").execute();
  await db.schema
    .createTable("report_month_figures")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("logs", "integer", (c) => c.notNull())
    // json, not jsonb: kept and given back as the text it was written, the cheapest to read in bulk
    .addColumn("figures", "json", (c) => c.notNull())
    .addColumn("computed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("report_month_figures_pkey", ["company_id", "month", "worker_id", "fingerprint"])
    .execute();
  // The change counts are read per worker and month from every version of a month's logs: covered, so an index-only scan.
  await sql`create index report_entry_versions_changes on report_entry_versions (company_id, date)
    include (worker_id, from_commit, from_prepare, to_commit, to_prepare, deleted, end_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("report_entry_versions_changes").execute();
  await db.schema.dropTable("report_month_figures").execute();
  await db.schema.alterTable("report_rule_versions").dropColumn("effective_date").execute();
}
