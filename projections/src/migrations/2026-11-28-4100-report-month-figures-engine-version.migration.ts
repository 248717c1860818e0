import { sql, type Kysely } from "kysely";

/**
 * Stored report figures name the engine version that computed them, so figures of an older engine
 * (never read again: the version is part of every fingerprint) can be pruned. The rows stored
 * before this carry no version: they are a cache, dropped here and computed again when asked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from report_month_figures`.execute(db);
  await db.schema.alterTable("report_month_figures").addColumn("engine_version", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("report_month_figures_engine_version").on("report_month_figures").column("engine_version").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("report_month_figures_engine_version").execute();
  await db.schema.alterTable("report_month_figures").dropColumn("engine_version").execute();
}
