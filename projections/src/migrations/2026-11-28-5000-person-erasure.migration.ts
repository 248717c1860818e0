import type { Kysely } from "kysely";

/** When an admin erased the person (UserErased): the people list and the admin show them as erased. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("directory_users").addColumn("erased_at", "timestamptz").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("directory_users").dropColumn("erased_at").execute();
}
