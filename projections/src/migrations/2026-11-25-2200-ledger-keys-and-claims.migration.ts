import { sql, type Kysely } from "kysely";

/**
 * Work logs are keyed by company plus work id (a work id is chosen by the client, so two companies
 * may send the same one), in the timesheet and in the punch locations beside it. The tables are
 * rebuilt from the ledger: emptied, their checkpoints back at the start, so the projections replay
 * every event under the new keys (a row that one company's punch had overwritten in another's is
 * built again from that company's own events).
 *
 * Beside them, two write-side tables the command path keeps (not projections, so a rebuild leaves
 * them alone): which worker of a company owns each work id (a work id belongs to one worker), and
 * the answers to idempotent commands, per company, actor and key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("work_id_claims")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("work_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("claimed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("work_id_claims_pkey", ["company_id", "work_id"])
    .execute();
  // The owners known so far: the first row the timesheet kept for each work id.
  await sql`insert into work_id_claims (company_id, work_id, worker_id) select company_id, work_id, worker_id from timesheet_logs on conflict do nothing`.execute(db);

  await db.schema
    .createTable("command_replays")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("answer", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("command_replays_pkey", ["company_id", "actor_id", "key"])
    .execute();

  await sql`truncate table timesheet_logs, timesheet_log_history, work_log_locations`.execute(db);
  await sql`alter table timesheet_logs drop constraint timesheet_logs_pkey`.execute(db);
  await sql`alter table timesheet_logs add constraint timesheet_logs_pkey primary key (company_id, work_id)`.execute(db);
  await sql`alter table timesheet_logs add column back_dated boolean not null default false`.execute(db);
  await db.schema.dropIndex("timesheet_log_history_work_idx").execute();
  await db.schema
    .createIndex("timesheet_log_history_work_idx")
    .on("timesheet_log_history")
    .columns(["company_id", "work_id", "position_commit", "position_prepare"])
    .execute();
  await sql`alter table work_log_locations drop constraint work_log_locations_pkey`.execute(db);
  await sql`alter table work_log_locations add constraint work_log_locations_pkey primary key (company_id, worker_id, work_id)`.execute(db);
  await resetCheckpoints(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const resetCheckpoints = async (db: Kysely<any>): Promise<void> => {
  await sql`delete from projection_parked_events where projection in ('timesheet', 'work-log-locations')`.execute(db);
  await sql`update projection_checkpoints set position_commit = 0, position_prepare = 0, status = 'stopped', error = null,
    failed_event_id = null, events_seen = 0, updated_at = now() where name in ('timesheet', 'work-log-locations')`.execute(db);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`truncate table timesheet_logs, timesheet_log_history, work_log_locations`.execute(db);
  await sql`alter table work_log_locations drop constraint work_log_locations_pkey`.execute(db);
  await sql`alter table work_log_locations add constraint work_log_locations_pkey primary key (work_id)`.execute(db);
  await db.schema.dropIndex("timesheet_log_history_work_idx").execute();
  await db.schema.createIndex("timesheet_log_history_work_idx").on("timesheet_log_history").columns(["work_id", "position_commit", "position_prepare"]).execute();
  await sql`alter table timesheet_logs drop column back_dated`.execute(db);
  await sql`alter table timesheet_logs drop constraint timesheet_logs_pkey`.execute(db);
  await sql`alter table timesheet_logs add constraint timesheet_logs_pkey primary key (work_id)`.execute(db);
  await resetCheckpoints(db);
  await db.schema.dropTable("command_replays").execute();
  await db.schema.dropTable("work_id_claims").execute();
}
