import type { Kysely } from "kysely";

/** The pay calendar: effective-dated pay period rules, explicit closes, company and person time zones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pay_period_rules")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("start_day", "integer", (c) => c.notNull())
    .addColumn("close_after_days", "integer", (c) => c.notNull())
    .addColumn("changed_by", "text", (c) => c.notNull())
    .addColumn("changed_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("pay_period_rules_pkey", ["company_id", "effective_from"])
    .execute();
  await db.schema
    .createTable("pay_period_closes")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("closed_by", "text", (c) => c.notNull())
    .addColumn("closed_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("pay_period_closes_pkey", ["company_id", "end_date"])
    .execute();
  await db.schema
    .createTable("time_zone_changes")
    .addColumn("company_id", "text", (c) => c.notNull())
    // '' is the company's own zone; a person id that person's.
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("effective_from", "text", (c) => c.notNull())
    // null: the person follows the company's zone again.
    .addColumn("time_zone", "text")
    .addColumn("changed_by", "text", (c) => c.notNull())
    .addColumn("changed_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("time_zone_changes_pkey", ["company_id", "person_id", "effective_from"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["time_zone_changes", "pay_period_closes", "pay_period_rules"]) await db.schema.dropTable(table).execute();
}
