import type { Kysely } from "kysely";

/** A client company created without a user has no main user until an admin names one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("directory_companies").alterColumn("main_user_id", (c) => c.dropNotNull()).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The old schema had no way to say "none": an empty id matches no user.
  await db.updateTable("directory_companies").set({ main_user_id: "" }).where("main_user_id", "is", null).execute();
  await db.schema.alterTable("directory_companies").alterColumn("main_user_id", (c) => c.setNotNull()).execute();
}
