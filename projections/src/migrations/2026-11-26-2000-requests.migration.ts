import type { Kysely } from "kysely";

/** Requests (bonus and paid absence) keyed by company and request, with their status. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("requests")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("request_id", "text", (c) => c.notNull())
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("work_id", "text")
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("absence_type_id", "text")
    .addColumn("absence_type_name", "varchar(255)")
    .addColumn("start_at", "timestamptz")
    .addColumn("end_at", "timestamptz")
    .addColumn("bonus", "integer")
    .addColumn("original_bonus", "integer")
    .addColumn("comment", "varchar(1000)", (c) => c.notNull())
    .addColumn("manager_id", "text")
    .addColumn("requested_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addColumn("decided_by", "text")
    .addColumn("decided_at", "timestamptz")
    .addPrimaryKeyConstraint("requests_pkey", ["company_id", "request_id"])
    .execute();
  await db.schema.createIndex("requests_worker_idx").on("requests").columns(["company_id", "worker_id", "kind", "status"]).execute();
  await db.schema.createIndex("requests_work_idx").on("requests").columns(["company_id", "work_id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("requests").execute();
}
