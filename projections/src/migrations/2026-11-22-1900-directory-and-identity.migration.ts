import { sql, type Kysely } from "kysely";

/**
 * The directory read model (companies, users, memberships: rebuilt from events) and, beside it,
 * the identity tables that are deliberately not events: credentials, sessions, one-time tokens,
 * login attempts, RFID reservations, secrets and the mail outbox. A rebuild of the directory
 * empties only its own three tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("directory_companies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("logo", "text")
    .addColumn("logo_cache", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tax_number", "text")
    .addColumn("address", "text")
    .addColumn("telephone_number", "text")
    .addColumn("activity", "text")
    .addColumn("timezone", "text", (c) => c.notNull())
    .addColumn("main_user_id", "text", (c) => c.notNull())
    .addColumn("flags", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("trial_ends_at", "timestamptz")
    .addColumn("is_login_disabled", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("disabled", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("directory_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('waiting_activation', 'active', 'inactive', 'deleted')`))
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("is_admin", "boolean", (c) => c.notNull())
    .addColumn("is_manager", "boolean", (c) => c.notNull())
    .addColumn("rights", "jsonb", (c) => c.notNull())
    .addColumn("rights_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("profile", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("preferences", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("notification_settings", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("rfid", "text")
    .addColumn("default_company_id", "text")
    .addColumn("unsubscribed", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("activation_expires_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("directory_users_company_status_idx").on("directory_users").columns(["company_id", "status"]).execute();
  await db.schema.createIndex("directory_users_email_idx").on("directory_users").expression(sql`lower(email)`).execute();
  await db.schema
    .createTable("directory_memberships")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("joined_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("directory_memberships_pkey", ["company_id", "user_id"])
    .execute();
  await db.schema.createIndex("directory_memberships_user_idx").on("directory_memberships").column("user_id").execute();

  // Identity: written by the API directly, never rebuilt (not events).
  await db.schema
    .createTable("identity_credentials")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("identity_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("persona", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("revoked_reason", "text")
    .execute();
  await db.schema.createIndex("identity_sessions_user_idx").on("identity_sessions").column("user_id").execute();
  await db.schema
    .createTable("identity_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema
    .createTable("identity_login_attempts")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("succeeded", "boolean", (c) => c.notNull())
    .addColumn("attempted_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("identity_login_attempts_email_idx").on("identity_login_attempts").columns(["email", "attempted_at"]).execute();
  await db.schema.createIndex("identity_login_attempts_ip_idx").on("identity_login_attempts").columns(["ip", "attempted_at"]).execute();
  await db.schema
    .createTable("identity_rfids")
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("rfid", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("identity_rfids_pkey", ["company_id", "rfid"])
    .execute();
  await db.schema
    .createTable("identity_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("seq", "bigserial", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("sent_at", "timestamptz")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_to_idx").on("mail_outbox").columns(["to_address", "created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "mail_outbox",
    "identity_secrets",
    "identity_rfids",
    "identity_login_attempts",
    "identity_tokens",
    "identity_sessions",
    "identity_credentials",
    "directory_memberships",
    "directory_users",
    "directory_companies",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
