import { sql, type Kysely } from "kysely";

/**
 * Timesheet logs keep the pricing frozen at confirmation and two flags for the manager: changed after
 * its pay period closed (sticky), and a worker's own entry of more than 24 working hours.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("timesheet_logs")
    .addColumn("confirmed_pricing", "jsonb")
    .addColumn("changed_after_close", "boolean", (c) => c.notNull().defaultTo(sql`false`))
    .addColumn("worker_over_24_hours", "boolean", (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("timesheet_logs").dropColumn("confirmed_pricing").dropColumn("changed_after_close").dropColumn("worker_over_24_hours").execute();
}
