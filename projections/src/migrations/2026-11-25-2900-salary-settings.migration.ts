import type { Kysely } from "kysely";

/** Salary settings: a person's payroll identifiers and work-type price overrides, keyed by company and person. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("salary_settings")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("netvisor_employee_number", "varchar(9)")
    .addColumn("merit_contract_code", "varchar(11)")
    .addColumn("changed_by", "text", (c) => c.notNull())
    .addColumn("changed_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("salary_settings_pkey", ["company_id", "user_id"])
    .execute();
  await db.schema
    .createTable("salary_work_type_prices")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("work_type_id", "text", (c) => c.notNull())
    .addColumn("price", "numeric(9, 2)", (c) => c.notNull())
    .addPrimaryKeyConstraint("salary_work_type_prices_pkey", ["company_id", "user_id", "work_type_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["salary_work_type_prices", "salary_settings"]) await db.schema.dropTable(table).execute();
}
