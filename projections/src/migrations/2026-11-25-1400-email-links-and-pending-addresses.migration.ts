import type { Kysely } from "kysely";

/**
 * Links die with the address they went to: each one-time token remembers the address it was mailed
 * to (null for links sent before this change), and the directory shows an address that waits for
 * its confirmation link. Tokens are looked up per person when a change revokes them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("identity_tokens").addColumn("email", "text").execute();
  await db.schema.createIndex("identity_tokens_user_kind_idx").on("identity_tokens").columns(["user_id", "kind"]).execute();
  await db.schema.alterTable("directory_users").addColumn("pending_email", "text").execute();
  await db.schema.alterTable("directory_users").addColumn("pending_email_expires_at", "timestamptz").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("directory_users").dropColumn("pending_email_expires_at").execute();
  await db.schema.alterTable("directory_users").dropColumn("pending_email").execute();
  await db.schema.dropIndex("identity_tokens_user_kind_idx").execute();
  await db.schema.alterTable("identity_tokens").dropColumn("email").execute();
}
