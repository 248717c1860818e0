import type { ColumnType, Generated, Kysely } from "kysely";
import type { Database } from "@workledger/projections";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * Identity data that is deliberately not in the event log: password hashes, sessions, one-time
 * tokens, login attempts and the mail outbox. The tables are created by the read-model migration
 * `2026-11-22-1900-directory-and-identity` (one migration path for every process).
 */
export interface IdentityCredentialsTable {
  user_id: string;
  company_id: string;
  /** Normalised (trimmed, lower case); unique: it reserves the address before any event is written. */
  email: string;
  password_hash: string | null;
  updated_at: Timestamp;
}

export interface IdentitySessionsTable {
  id: string;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  /** The company the session acts in (switchable). */
  company_id: string;
  persona: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  /** Where it was opened (migration 2026-11-25-1500): shown in the person's list of sessions. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  ip_address: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One-time, seconds-long credential of a realtime websocket; only its hash is stored. */
export interface IdentityRealtimeTicketsTable {
  ticket_hash: string;
  session_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** confirm_email: the link that makes a pending address the person's own. */
export type OneTimeTokenKind = "verify_email" | "reset_password" | "set_password" | "activation" | "confirm_email";

export interface IdentityTokensTable {
  token_hash: string;
  kind: OneTimeTokenKind;
  user_id: string;
  company_id: string;
  /** The address the link was mailed to; a link works only while that address is the person's (or, for a change, their pending one). Null: sent before links were bound. */
  email: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface IdentityLoginAttemptsTable {
  id: Generated<string>;
  email: string;
  ip: string;
  succeeded: boolean;
  attempted_at: Timestamp;
}

export interface IdentityMailRequestsTable {
  id: Generated<string>;
  kind: string;
  email: string;
  ip: string;
  requested_at: Timestamp;
}

/** One RFID per company: reserved here before the event that sets it is written. */
export interface IdentityRfidsTable {
  company_id: string;
  rfid: string;
  user_id: string;
}

/** Invitation and activation mails sent for a company (migration 2026-12-02-1130-company-mail-sends). */
export interface IdentityMailSendsTable {
  id: Generated<string>;
  company_id: string;
  actor_id: string;
  email: string;
  kind: string;
  sent_at: Timestamp;
}

export interface IdentitySecretsTable {
  name: string;
  value: string;
}

export interface MailOutboxTable {
  id: string;
  /** Sending order (several mails may share an instant). */
  seq: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  link: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  error: string | null;
}

/** Uploaded images and people's files (migration 2026-11-22-1930-stored-files). */
export interface StoredFilesTable {
  id: string;
  company_id: string;
  owner_kind: "company_logo" | "user_photo" | "user_file" | "work_file";
  owner_id: string;
  content_type: string;
  file_name: string;
  size: number;
  data: Buffer;
  created_at: Timestamp;
}

// A type alias (not an interface): Kysely's withTables wants an indexable record type.
export type IdentityTables = {
  identity_credentials: IdentityCredentialsTable;
  identity_sessions: IdentitySessionsTable;
  identity_realtime_tickets: IdentityRealtimeTicketsTable;
  identity_tokens: IdentityTokensTable;
  identity_login_attempts: IdentityLoginAttemptsTable;
  identity_mail_requests: IdentityMailRequestsTable;
  identity_mail_sends: IdentityMailSendsTable;
  identity_secrets: IdentitySecretsTable;
  identity_rfids: IdentityRfidsTable;
  mail_outbox: MailOutboxTable;
  stored_files: StoredFilesTable;
};

export type IdentityDatabase = Database & IdentityTables;

/** The read-model Kysely, typed to see the identity tables too (same pool, same transactions). */
export const identityDbOf = (db: Kysely<Database>): Kysely<IdentityDatabase> => db.withTables<IdentityTables>();
