import { sql, type Kysely } from "kysely";

/**
 * The company's holiday country as a dated history in the reports read model: each change of the
 * company's `holidays.countryCode` preference with the position that wrote it, so a report takes
 * the country in force on each of its days as the ledger stood at its position. Preference changes
 * made before this are already in the ledger, so the reports read model is emptied and replays the
 * log (as the bonus-approvals replay does: TRUNCATE, checkpoint back to the start as `rebuilding`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("report_holiday_countries")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("position_commit", "bigint", (c) => c.notNull())
    .addColumn("position_prepare", "bigint", (c) => c.notNull())
    .addColumn("recorded_at", "timestamptz", (c) => c.notNull())
    // The change applies from the local date of this instant (when it was made) in the company zone.
    .addColumn("effective_at", "timestamptz", (c) => c.notNull())
    .addColumn("country_code", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("report_holiday_countries_pkey", ["company_id", "position_commit", "position_prepare"])
    .execute();
  await sql`TRUNCATE report_entry_versions, report_work_type_versions, report_absence_versions, report_rule_versions, report_rule_assignments, report_month_figures`.execute(db);
  await sql`UPDATE projection_checkpoints SET position_commit = 0, position_prepare = 0, events_seen = 0, status = 'rebuilding', error = NULL, failed_event_id = NULL WHERE name = 'reports'`.execute(db);
  await sql`DELETE FROM projection_parked_events WHERE projection = 'reports'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("report_holiday_countries").execute();
}
