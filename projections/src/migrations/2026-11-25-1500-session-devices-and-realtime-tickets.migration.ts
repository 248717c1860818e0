import type { Kysely } from "kysely";

/**
 * Sessions remember where they were opened (user agent, client address) so a person can tell
 * them apart in the list of their sessions (found by the existing user id index).
 * Realtime tickets: one-time, seconds-long credentials a websocket presents instead of the
 * bearer token (only their hash is stored). Identity tables, written by the API, never rebuilt.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("identity_sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("identity_sessions").addColumn("ip_address", "text").execute();
  await db.schema
    .createTable("identity_realtime_tickets")
    .addColumn("ticket_hash", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("identity_realtime_tickets_expiry_idx").on("identity_realtime_tickets").column("expires_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("identity_realtime_tickets").execute();
  await db.schema.alterTable("identity_sessions").dropColumn("ip_address").execute();
  await db.schema.alterTable("identity_sessions").dropColumn("user_agent").execute();
}
