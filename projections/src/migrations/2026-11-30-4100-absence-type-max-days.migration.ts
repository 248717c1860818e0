import type { Kysely } from "kysely";

/**
 * A paid absence type's longest request in days (`max_days`); null: the type names none and the
 * default maximum applies. Types created before the limit existed have none, so null is their true value.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("organisation_paid_absence_types").addColumn("max_days", "integer").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("organisation_paid_absence_types").dropColumn("max_days").execute();
}
