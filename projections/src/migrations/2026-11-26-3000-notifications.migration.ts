import { sql, type Kysely } from "kysely";

/**
 * The notification feed (one row per recipient and notification, keyed by company and recipient),
 * what the projection needs to choose recipients (people's rights, companies' main users), and the
 * delivery outbox the dispatcher drains (push over users_{id}, email).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("recipient_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("type", "varchar(40)", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("read_at", "timestamptz")
    .addColumn("position_commit", "int8", (c) => c.notNull())
    .addColumn("position_prepare", "int8", (c) => c.notNull())
    .addPrimaryKeyConstraint("notifications_pkey", ["company_id", "recipient_id", "id"])
    .execute();
  await sql`create index notifications_feed_idx on notifications (company_id, recipient_id, created_at desc, position_commit desc, position_prepare desc)`.execute(db);
  await db.schema
    .createTable("notification_people")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("rights", "jsonb", (c) => c.notNull())
    .addColumn("is_admin", "boolean", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_people_pkey", ["company_id", "user_id"])
    .execute();
  await db.schema
    .createTable("notification_companies")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("main_user_id", "text")
    .execute();
  await db.schema
    .createTable("notification_deliveries")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("recipient_id", "text", (c) => c.notNull())
    .addColumn("notification_id", "text", (c) => c.notNull())
    .addColumn("type", "varchar(40)", (c) => c.notNull())
    .addColumn("push", "boolean", (c) => c.notNull())
    .addColumn("email", "boolean", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("delivered_at", "timestamptz")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "varchar(500)")
    .addPrimaryKeyConstraint("notification_deliveries_pkey", ["company_id", "recipient_id", "notification_id"])
    .execute();
  await sql`create index notification_deliveries_pending_idx on notification_deliveries (created_at) where delivered_at is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["notification_deliveries", "notification_companies", "notification_people", "notifications"]) await db.schema.dropTable(table).execute();
}
