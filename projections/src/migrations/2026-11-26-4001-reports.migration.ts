import type { Kysely } from "kysely";

/**
 * The reports read model: versioned rows, each valid from the ledger position that wrote it until
 * the position that replaced it (null: still current). A report as of position P reads the rows
 * with from <= P < to, so a past moment costs one indexed read, not a replay.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const versioned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("company_id", "text", (c) => c.notNull())
      .addColumn("from_commit", "bigint", (c) => c.notNull())
      .addColumn("from_prepare", "bigint", (c) => c.notNull())
      .addColumn("to_commit", "bigint")
      .addColumn("to_prepare", "bigint")
      .addColumn("recorded_at", "timestamptz", (c) => c.notNull());
  await versioned("report_entry_versions")
    .addColumn("work_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("start_at", "timestamptz", (c) => c.notNull())
    .addColumn("end_at", "timestamptz")
    .addColumn("pauses", "jsonb", (c) => c.notNull())
    .addColumn("work_type_id", "text")
    .addColumn("workspace_id", "text")
    .addColumn("bonus", "integer")
    .addColumn("confirmed", "boolean", (c) => c.notNull())
    .addColumn("deleted", "boolean", (c) => c.notNull())
    .addColumn("confirmed_pricing", "jsonb")
    .addColumn("event_ids", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("report_entry_versions_pkey", ["company_id", "work_id", "from_commit", "from_prepare"])
    .execute();
  await db.schema.createIndex("report_entry_versions_by_date").on("report_entry_versions").columns(["company_id", "date", "worker_id"]).execute();
  await db.schema.createIndex("report_entry_versions_by_recorded_at").on("report_entry_versions").columns(["company_id", "recorded_at"]).execute();
  await versioned("report_work_type_versions")
    .addColumn("work_type_id", "text", (c) => c.notNull())
    .addColumn("details", "jsonb", (c) => c.notNull())
    .addColumn("active", "boolean", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("report_work_type_versions_pkey", ["company_id", "work_type_id", "from_commit", "from_prepare"])
    .execute();
  await versioned("report_absence_versions")
    .addColumn("request_id", "text", (c) => c.notNull())
    .addColumn("worker_id", "text", (c) => c.notNull())
    .addColumn("absence_type_id", "text")
    .addColumn("start_at", "timestamptz", (c) => c.notNull())
    .addColumn("end_at", "timestamptz", (c) => c.notNull())
    .addColumn("approved", "boolean", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("report_absence_versions_pkey", ["company_id", "request_id", "from_commit", "from_prepare"])
    .execute();
  await db.schema
    .createTable("report_rule_versions")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("group_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("position_commit", "bigint", (c) => c.notNull())
    .addColumn("position_prepare", "bigint", (c) => c.notNull())
    .addColumn("recorded_at", "timestamptz", (c) => c.notNull())
    // null: the group's first rules, which reach back to the start of the ledger
    .addColumn("effective_at", "timestamptz")
    .addColumn("rules", "jsonb", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("report_rule_versions_pkey", ["company_id", "kind", "group_id", "version"])
    .execute();
  await db.schema
    .createTable("report_rule_assignments")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("position_commit", "bigint", (c) => c.notNull())
    .addColumn("position_prepare", "bigint", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("group_id", "text")
    .addColumn("recorded_at", "timestamptz", (c) => c.notNull())
    // null: the person's first group of the kind, which reaches back to the start of the ledger
    .addColumn("effective_at", "timestamptz")
    .addColumn("event_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("report_rule_assignments_pkey", ["company_id", "position_commit", "position_prepare", "kind", "person_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["report_rule_assignments", "report_rule_versions", "report_absence_versions", "report_work_type_versions", "report_entry_versions"]) {
    await db.schema.dropTable(table).execute();
  }
}
