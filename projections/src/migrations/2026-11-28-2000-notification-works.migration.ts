import { sql, type Kysely } from "kysely";

/**
 * What the notifications projection needs to tell managers about work in a workspace and overtime:
 * each work log's worker, local date, workspace, work type and worked seconds (from the work-time
 * events), and each overtime group's daily threshold and people (from the overtime group events).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notification_works")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("work_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("date", "varchar(10)", (c) => c.notNull())
    .addColumn("workspace_id", "text")
    .addColumn("work_type_id", "text")
    .addColumn("worked_seconds", "integer", (c) => c.notNull())
    .addColumn("deleted", "boolean", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_works_pkey", ["company_id", "work_id"])
    .execute();
  await sql`create index notification_works_day_idx on notification_works (company_id, worker_id, date)`.execute(db);
  await db.schema
    .createTable("notification_overtime_groups")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("group_id", "text", (c) => c.notNull())
    .addColumn("daily_threshold_seconds", "integer")
    .addColumn("person_ids", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_overtime_groups_pkey", ["company_id", "group_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notification_overtime_groups").execute();
  await db.schema.dropTable("notification_works").execute();
}
