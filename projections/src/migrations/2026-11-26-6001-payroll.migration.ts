import type { Kysely } from "kysely";

/** Payroll: the admin's Netvisor partner settings, each company's payroll settings, and the export history. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payroll_partner_settings")
    .addColumn("integration", "varchar(32)", (c) => c.primaryKey())
    .addColumn("url", "varchar(255)", (c) => c.notNull())
    .addColumn("partner_id", "varchar(100)", (c) => c.notNull())
    .addColumn("partner_key", "varchar(255)", (c) => c.notNull())
    .addColumn("changed_by", "text", (c) => c.notNull())
    .addColumn("changed_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("payroll_settings")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("integration", "varchar(32)", (c) => c.notNull())
    .addColumn("settings", "jsonb", (c) => c.notNull())
    .addColumn("changed_by", "text", (c) => c.notNull())
    .addColumn("changed_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("payroll_settings_pkey", ["company_id", "integration"])
    .execute();
  await db.schema
    .createTable("payroll_exports")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("export_id", "varchar(32)", (c) => c.notNull())
    .addColumn("target", "varchar(16)", (c) => c.notNull())
    .addColumn("period_start", "varchar(10)", (c) => c.notNull())
    .addColumn("period_end", "varchar(10)", (c) => c.notNull())
    .addColumn("position", "varchar(40)", (c) => c.notNull())
    .addColumn("rule_versions", "jsonb", (c) => c.notNull())
    .addColumn("worker_ids", "jsonb", (c) => c.notNull())
    .addColumn("payload_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("correction_of", "varchar(32)")
    .addColumn("source_event_ids", "jsonb", (c) => c.notNull())
    .addColumn("responses", "jsonb", (c) => c.notNull())
    .addColumn("recorded_by", "text", (c) => c.notNull())
    .addColumn("recorded_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("payroll_exports_pkey", ["company_id", "export_id"])
    .execute();
  await db.schema.createIndex("payroll_exports_by_period").on("payroll_exports").columns(["company_id", "target", "period_start", "recorded_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["payroll_exports", "payroll_settings", "payroll_partner_settings"]) await db.schema.dropTable(table).execute();
}
