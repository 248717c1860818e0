import type { Kysely } from "kysely";

/**
 * Requests for link mails (password reset, verification) by address and by client address, so
 * both can be limited: one address is not flooded, one client cannot spray many addresses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("identity_mail_requests")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("requested_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("identity_mail_requests_email_idx").on("identity_mail_requests").columns(["kind", "email", "requested_at"]).execute();
  await db.schema.createIndex("identity_mail_requests_ip_idx").on("identity_mail_requests").columns(["ip", "requested_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("identity_mail_requests").execute();
}
