import { sql, type Kysely } from "kysely";

/** The admin's account fields of a client company (CompanyAccountUpdated), kept beside its profile. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("directory_companies").addColumn("account", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("directory_companies").dropColumn("account").execute();
}
