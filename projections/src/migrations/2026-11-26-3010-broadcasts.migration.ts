import { sql, type Kysely } from "kysely";

/** Broadcast notifications as the /notifications and /admin/notifications pages list them, keyed by company ('system' for admins'). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("broadcasts")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("kind", "varchar(10)", (c) => c.notNull())
    .addColumn("title", "varchar(120)", (c) => c.notNull())
    .addColumn("text", "varchar(2000)", (c) => c.notNull())
    .addColumn("push", "boolean", (c) => c.notNull())
    .addColumn("email", "boolean", (c) => c.notNull())
    .addColumn("user_ids", "jsonb", (c) => c.notNull())
    .addColumn("workspace_ids", "jsonb", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addColumn("posted_at", "timestamptz")
    .addColumn("post_count", "integer", (c) => c.notNull())
    .addColumn("recipient_count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("broadcasts_pkey", ["company_id", "id"])
    .execute();
  await sql`create index broadcasts_list_idx on broadcasts (company_id, created_at desc)`.execute(db);
  // An email-only delivery has no feed row to read its text from: it carries its data.
  await db.schema.alterTable("notification_deliveries").addColumn("data", "jsonb").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("notification_deliveries").dropColumn("data").execute();
  await db.schema.dropTable("broadcasts").execute();
}
