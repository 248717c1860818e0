import type { Kysely } from "kysely";

/**
 * Invitation and activation mails a company sent, by whom and to which address, so each of the
 * three budgets (per address, per actor, per company and day) can be counted before the next one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("identity_mail_sends")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("sent_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("identity_mail_sends_company_idx").on("identity_mail_sends").columns(["company_id", "sent_at"]).execute();
  await db.schema.createIndex("identity_mail_sends_actor_idx").on("identity_mail_sends").columns(["actor_id", "sent_at"]).execute();
  await db.schema.createIndex("identity_mail_sends_email_idx").on("identity_mail_sends").columns(["email", "sent_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("identity_mail_sends").execute();
}
