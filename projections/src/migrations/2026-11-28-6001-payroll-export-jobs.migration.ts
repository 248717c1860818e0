import type { Kysely } from "kysely";

/** Payroll export jobs: each request's progress (done of total, blocked workers, end) and every answer received. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payroll_export_jobs")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("job_id", "varchar(64)", (c) => c.notNull())
    .addColumn("target", "varchar(16)", (c) => c.notNull())
    .addColumn("period_start", "varchar(10)", (c) => c.notNull())
    .addColumn("period_end", "varchar(10)", (c) => c.notNull())
    .addColumn("worker_ids", "jsonb", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("export_id", "varchar(32)")
    .addColumn("position", "varchar(40)")
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("blocked", "jsonb", (c) => c.notNull())
    .addColumn("error", "varchar(1000)")
    .addColumn("requested_by", "text", (c) => c.notNull())
    .addColumn("requested_at", "timestamptz", (c) => c.notNull())
    .addColumn("ended_at", "timestamptz")
    .addPrimaryKeyConstraint("payroll_export_jobs_pkey", ["company_id", "job_id"])
    .execute();
  await db.schema.createIndex("payroll_export_jobs_unfinished").on("payroll_export_jobs").columns(["status", "requested_at"]).execute();
  await db.schema
    .createTable("payroll_export_job_outcomes")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("job_id", "varchar(64)", (c) => c.notNull())
    .addColumn("request_key", "varchar(200)", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("date", "varchar(10)")
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("message", "varchar(1000)")
    .addPrimaryKeyConstraint("payroll_export_job_outcomes_pkey", ["company_id", "job_id", "request_key"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["payroll_export_job_outcomes", "payroll_export_jobs"]) await db.schema.dropTable(table).execute();
}
