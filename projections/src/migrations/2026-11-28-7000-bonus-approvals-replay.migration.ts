import { sql, type Kysely } from "kysely";

/**
 * The timesheet and reports projections now also apply `BonusRequestApproved` (an approved bonus
 * request puts its bonus on the work log). Bonus requests approved before that are already in the
 * ledger, so both read models are emptied and replay the log to pick them up.
 *
 * Runs once per database (Kysely records it) and stays cheap at any ledger size, as the audit
 * replay does: TRUNCATE, and each checkpoint set back to the start as `rebuilding` (readiness says
 * so until the runner's ordinary batched catch-up is done). The write-side tables beside the
 * timesheet (`work_id_claims`, `command_replays`) are not projections and are left alone. The
 * notification feed is not replayed: its new types (workspace in/out, overtime, bill warnings)
 * start from now rather than filling feeds with the past.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`TRUNCATE timesheet_logs, timesheet_log_history, report_entry_versions, report_work_type_versions, report_absence_versions, report_rule_versions, report_rule_assignments, report_month_figures`.execute(db);
  await sql`UPDATE projection_checkpoints SET position_commit = 0, position_prepare = 0, events_seen = 0, status = 'rebuilding', error = NULL, failed_event_id = NULL WHERE name IN ('timesheet', 'reports')`.execute(db);
  await sql`DELETE FROM projection_parked_events WHERE projection IN ('timesheet', 'reports')`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the replay leaves the same tables, filled from the same ledger.
}
