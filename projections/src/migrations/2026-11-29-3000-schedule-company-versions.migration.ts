import { sql, type Kysely } from "kysely";

/**
 * A version token per company for the schedule read model (`schedule_company_versions`): the
 * schedules projection draws a new random token in the same transaction as any change to the
 * company's schedule rows, so a reader holding the token of an answer knows whether that answer is
 * still the read model's state. Companies that already have schedule rows get a first token here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("schedule_company_versions")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("version", "text", (c) => c.notNull())
    .execute();
  await sql`insert into schedule_company_versions (company_id, version) select distinct company_id, gen_random_uuid()::text from schedule_events`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("schedule_company_versions").execute();
}
