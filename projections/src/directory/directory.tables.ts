import type { ColumnType, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

export interface DirectoryRights {
  readonly user_role_id: number | null;
  readonly general_rights_workspace_ids: readonly string[];
  readonly manager_rights_workspace_ids: readonly string[];
  readonly permissions: readonly string[];
}

/** One company (workspace owner) as the people and company pages show it. */
export interface DirectoryCompaniesTable {
  id: string;
  name: string;
  logo: string | null;
  logo_cache: number;
  tax_number: string | null;
  address: string | null;
  telephone_number: string | null;
  activity: string | null;
  timezone: string;
  /** Null for a client company created without a user, until an admin names one. */
  main_user_id: string | null;
  flags: Json<Record<string, boolean>>;
  /** The admin's account fields of the client (CompanyAccountUpdated): contact, billing, notes, prices. */
  account: ColumnType<Record<string, unknown>, string | undefined, string>;
  trial_ends_at: NullableTimestamp;
  is_login_disabled: boolean;
  disabled: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One person in their home company. */
export interface DirectoryUsersTable {
  id: string;
  company_id: string;
  email: string;
  /** An address asked for and not yet confirmed by its link. */
  pending_email: string | null;
  pending_email_expires_at: NullableTimestamp;
  first_name: string;
  last_name: string;
  language: string;
  status: "waiting_activation" | "active" | "inactive" | "deleted";
  email_verified_at: NullableTimestamp;
  is_admin: boolean;
  is_manager: boolean;
  rights: Json<DirectoryRights>;
  /** Counts rights changes; a session remembers the version it started with. */
  rights_version: number;
  /** Remaining profile fields of spec section 3 (phone_numbers, addresses, id_code, ...). */
  profile: Json<Record<string, unknown>>;
  preferences: Json<Record<string, unknown>>;
  notification_settings: Json<Record<string, boolean>>;
  rfid: string | null;
  default_company_id: string | null;
  unsubscribed: boolean;
  activation_expires_at: NullableTimestamp;
  /** Set when an admin erased the person: names and contact fields hold placeholders since. */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DirectoryMembershipsTable {
  company_id: string;
  user_id: string;
  role: string;
  joined_at: Timestamp;
}

export type DirectoryCompanyRow = Selectable<DirectoryCompaniesTable>;
export type DirectoryUserRow = Selectable<DirectoryUsersTable>;
