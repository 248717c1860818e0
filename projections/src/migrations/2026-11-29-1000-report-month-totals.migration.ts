import { sql, type Kysely } from "kysely";

/**
 * Each stored worker-month also keeps its totals (per day: worked, regular, overtime, weighted
 * overtime, absence, allowance, bonus, unconfirmed; per day, workspace, work type and confirmation:
 * logs, duration, compensation, bonus), so the report page's month call reads about a third of the
 * bytes and decodes no logs. Stored figures are a cache: the rows stored before carry no totals and
 * are dropped here (the engine version changed with them), computed again when asked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from report_month_figures`.execute(db);
  // json, like figures: given back as written, the cheapest to read in bulk.
  await db.schema.alterTable("report_month_figures").addColumn("totals", "json", (c) => c.notNull()).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("report_month_figures").dropColumn("totals").execute();
}
