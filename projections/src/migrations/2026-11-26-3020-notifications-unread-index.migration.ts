import { sql, type Kysely } from "kysely";

/** The unread count of a feed reads a partial index of unread rows only (a person with 10,000 read notifications counts a few). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index notifications_unread_idx on notifications (company_id, recipient_id) where read_at is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index notifications_unread_idx`.execute(db);
}
