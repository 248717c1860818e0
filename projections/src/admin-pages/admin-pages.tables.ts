import type { ColumnType } from "kysely";
import type { Int8 } from "../runner/projection-checkpoints.table.ts";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** /admin/logins: one row per recorded sign-in attempt (UserSignedIn, UserSignInFailed). */
export interface AdminSignInsTable {
  event_id: string;
  position_commit: Int8;
  position_prepare: Int8;
  occurred_at: Timestamp;
  outcome: "succeeded" | "failed";
  /** Why a failure was refused (SignInFailureReason); null on success. */
  reason: string | null;
  email: string;
  user_id: string | null;
  /** The account's home company, or 'system' for an address that belongs to nobody. */
  company_id: string;
  ip: string;
  user_agent: string;
  throttle_tripped: boolean;
  unrecorded_before: number;
}

/** /admin/accounts: one row per person, across companies. */
export interface AdminAccountsTable {
  user_id: string;
  company_id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  is_admin: boolean;
  /** Every company the person belongs to or switched into as default (ids, JSON array). */
  companies: ColumnType<string[], string, string>;
  created_at: Timestamp;
  last_sign_in_at: NullableTimestamp;
  last_sign_in_ip: string | null;
  sign_in_count: number;
  failed_sign_in_count: number;
  last_failed_sign_in_at: NullableTimestamp;
}

/** /admin/signup-history: one row per sign-up (UserSignedUp) and how far it got. */
export interface AdminSignupsTable {
  user_id: string;
  company_id: string;
  email: string;
  first_name: string;
  last_name: string;
  signed_up_at: Timestamp;
  email_verified_at: NullableTimestamp;
  /** The sign-up's company got its name (registration completed at sign-up or later). */
  registration_completed_at: NullableTimestamp;
  first_sign_in_at: NullableTimestamp;
  lapsed_at: NullableTimestamp;
  lapse_reason: string | null;
}

/** /admin/register-history: one row per company registration (CompanyRegistered) and its completion. */
export interface AdminRegistrationsTable {
  company_id: string;
  name: string;
  main_user_id: string | null;
  /** 'signup' (by a person) or 'admin' (a client the admin created). */
  via: string;
  registered_at: Timestamp;
  registered_by: string;
  trial_ends_at: NullableTimestamp;
  /** When the company first had a name and a main user. */
  completed_at: NullableTimestamp;
}

/** /admin/warnings: one row per warning a company was given (trial ending; bill warning). */
export interface AdminWarningsTable {
  event_id: string;
  company_id: string;
  kind: "trial_ends" | "bill_warning";
  issued_at: Timestamp;
  trial_ends_at: NullableTimestamp;
  /** Whole days left of the trial when it was set (as the notification counts them). */
  trial_days: number | null;
  /** The closing date of a bill warning (YYYY-MM-DD). */
  closes_on: string | null;
}
