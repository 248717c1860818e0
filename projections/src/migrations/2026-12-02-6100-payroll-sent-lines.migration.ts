import type { Kysely } from "kysely";

/**
 * The pay lines each export run delivered, one row per line (a correction's rows are its change),
 * so the next run of a period is measured against what the target already holds. A job's own rows
 * can be left out (a resumed run re-plans against what came before it), and the newest run read
 * names the export a correction corrects. Also the run a job corrects, beside its progress.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payroll_sent_lines")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("job_id", "varchar(64)", (c) => c.notNull())
    .addColumn("chunk", "integer", (c) => c.notNull())
    .addColumn("line_index", "integer", (c) => c.notNull())
    .addColumn("export_id", "varchar(32)", (c) => c.notNull())
    .addColumn("target", "varchar(16)", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("date_from", "varchar(10)", (c) => c.notNull())
    .addColumn("date_to", "varchar(10)", (c) => c.notNull())
    .addColumn("line", "jsonb", (c) => c.notNull())
    .addColumn("recorded_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("payroll_sent_lines_pkey", ["company_id", "job_id", "chunk", "line_index"])
    .execute();
  await db.schema.createIndex("payroll_sent_lines_by_worker").on("payroll_sent_lines").columns(["company_id", "target", "worker_id", "date_from"]).execute();
  await db.schema.alterTable("payroll_export_jobs").addColumn("correction_of", "varchar(32)").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payroll_export_jobs").dropColumn("correction_of").execute();
  await db.schema.dropTable("payroll_sent_lines").execute();
}
