import type { Kysely } from "kysely";

/**
 * The admin pages' read models (logins, accounts, signup and register history, warnings), filled
 * by the admin-pages projection from the sign-in, user and company events. New tables only: the
 * projection starts from zero on its own checkpoint; no other read model is touched.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_sign_ins")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("position_commit", "int8", (c) => c.notNull())
    .addColumn("position_prepare", "int8", (c) => c.notNull())
    .addColumn("occurred_at", "timestamptz", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("throttle_tripped", "boolean", (c) => c.notNull())
    .addColumn("unrecorded_before", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_sign_ins_position_idx").on("admin_sign_ins").columns(["position_commit desc", "position_prepare desc"]).execute();
  await db.schema.createIndex("admin_sign_ins_email_idx").on("admin_sign_ins").column("email").execute();
  await db.schema
    .createTable("admin_accounts")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("is_admin", "boolean", (c) => c.notNull())
    .addColumn("companies", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_sign_in_at", "timestamptz")
    .addColumn("last_sign_in_ip", "text")
    .addColumn("sign_in_count", "integer", (c) => c.notNull())
    .addColumn("failed_sign_in_count", "integer", (c) => c.notNull())
    .addColumn("last_failed_sign_in_at", "timestamptz")
    .execute();
  await db.schema
    .createTable("admin_signups")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("signed_up_at", "timestamptz", (c) => c.notNull())
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("registration_completed_at", "timestamptz")
    .addColumn("first_sign_in_at", "timestamptz")
    .addColumn("lapsed_at", "timestamptz")
    .addColumn("lapse_reason", "text")
    .execute();
  await db.schema.createIndex("admin_signups_company_idx").on("admin_signups").column("company_id").execute();
  await db.schema
    .createTable("admin_registrations")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("main_user_id", "text")
    .addColumn("via", "text", (c) => c.notNull())
    .addColumn("registered_at", "timestamptz", (c) => c.notNull())
    .addColumn("registered_by", "text", (c) => c.notNull())
    .addColumn("trial_ends_at", "timestamptz")
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema
    .createTable("admin_warnings")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("issued_at", "timestamptz", (c) => c.notNull())
    .addColumn("trial_ends_at", "timestamptz")
    .addColumn("trial_days", "integer")
    .addColumn("closes_on", "text")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["admin_warnings", "admin_registrations", "admin_signups", "admin_accounts", "admin_sign_ins"]) await db.schema.dropTable(table).execute();
}
