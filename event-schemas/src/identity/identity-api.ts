import { Schema } from "effect";
import { CompanyFlags, Rights, UserStatus } from "./identity-values.ts";

/**
 * Response contracts of the identity API (command-api/src/identity), for the web to decode.
 * Field names follow the spec's User and Company shapes (section 3).
 */
const NullableString = Schema.NullOr(Schema.String);
const AccessPersonaLiteral = Schema.Literals(["worker", "manager", "admin"]);

export const CompanyResponse = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** URL with ?cache_id={logo_cache}, or null. */
  logo: NullableString,
  logo_cache: Schema.Number,
  photo: NullableString,
  thumb_nail_path: NullableString,
  main_user_id: Schema.NullOr(Schema.String),
  tax_number: NullableString,
  address: NullableString,
  telephone_number: NullableString,
  activity: NullableString,
  timezone: Schema.String,
  disabled: Schema.Boolean,
  subscription: Schema.Struct({ trial_ends_at: NullableString, is_trial_over: Schema.Boolean, is_login_disabled: Schema.Boolean }),
  ...CompanyFlags.fields,
});
export type CompanyResponse = typeof CompanyResponse.Type;

export const PersonResponse = Schema.Struct({
  id: Schema.String,
  company_id: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  full_name: Schema.String,
  email: Schema.String,
  /** An address asked for and not yet confirmed by its link (null when none). */
  pending_email: NullableString,
  /** When the link sent to the pending address stops working. */
  pending_email_expires_at: NullableString,
  status: UserStatus,
  status_label: Schema.String,
  is_manager: Schema.Boolean,
  is_admin: Schema.Boolean,
  /** 'Admin' for the platform admin, else 'Manager' or 'Worker'. */
  label: Schema.String,
  email_verified_at: NullableString,
  language: Schema.String,
  phone_numbers: Schema.Array(Schema.String),
  addresses: Schema.Array(Schema.String),
  id_code: NullableString,
  tax_number: NullableString,
  date_of_birth: NullableString,
  worker_number: NullableString,
  employment_start: NullableString,
  employment_end: NullableString,
  rfid: NullableString,
  user_key: NullableString,
  user_type: NullableString,
  visible_on_login_box: Schema.Boolean,
  timezone: NullableString,
  photo: NullableString,
  user_rights: Rights,
  activation_expires_at: NullableString,
  created_at: NullableString,
});
export type PersonResponse = typeof PersonResponse.Type;

/** GET /api/current-user. */
export const CurrentUserResponse = Schema.Struct({
  ...PersonResponse.fields,
  name: Schema.String,
  roles: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String })),
  role_level: Schema.Number,
  is_email_spoof: Schema.Boolean,
  photo_cache: Schema.Null,
  thumb_nail: NullableString,
  thumb_nail_path: NullableString,
  default_company: Schema.NullOr(CompanyResponse),
  is_main_user: Schema.Boolean,
  /** Effective permissions (children only with their parent). */
  permissions: Schema.Array(Schema.String),
  schedule_options: Schema.Struct({ calendar_code: NullableString }),
  workhours_options: Schema.Record(Schema.String, Schema.Unknown),
  worker_data_options: Schema.Record(Schema.String, Schema.Unknown),
  /** A JSON string map from notification type to boolean. */
  notification_settings: Schema.String,
  user_settings: Schema.Struct({ show_time_decimal: Schema.Boolean }),
  unsubscribed: Schema.Boolean,
  persona: Schema.Struct({
    current: AccessPersonaLiteral,
    /** 0 admin, 1 manager, 2 worker. */
    index: Schema.Number,
    initial: AccessPersonaLiteral,
    available: Schema.Array(AccessPersonaLiteral),
  }),
});
export type CurrentUserResponse = typeof CurrentUserResponse.Type;

/** POST /api/login and POST /api/signup. */
export const SessionResponse = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.Literal("Bearer"),
  /** Idle lifetime in seconds (18,003). */
  expires_in: Schema.Number,
  user: CurrentUserResponse,
});
export type SessionResponse = typeof SessionResponse.Type;

/** Path of one person's files: /companies/{id}/users/{userId}/files. */
export const UserFilesParams = Schema.Struct({ id: Schema.String, userId: Schema.String });
/** Path of one file of a person: /companies/{id}/users/{userId}/files/{fileId}. */
export const UserFileParams = Schema.Struct({ id: Schema.String, userId: Schema.String, fileId: Schema.String });
export type UserFileParams = typeof UserFileParams.Type;

/** One entry of a person's files (profile files tab); the bytes come from its download URL. */
export const UserFileResponse = Schema.Struct({
  id: Schema.String,
  file_name: Schema.String,
  content_type: Schema.String,
  size: Schema.Number,
  created_at: Schema.String,
  url: Schema.String,
});
export type UserFileResponse = typeof UserFileResponse.Type;

/**
 * GET /companies/{id}/workers/unplaced: people in no workspace, for the main user to place (through
 * each person's rights). Scoping fails closed, so only managers of every workspace see them until
 * they are placed.
 */
export const UnplacedPerson = Schema.Struct({ id: Schema.String, full_name: Schema.String, email: Schema.String, status: UserStatus });
export type UnplacedPerson = typeof UnplacedPerson.Type;
export const UnplacedPeopleResponse = Schema.Struct({
  data: Schema.Array(UnplacedPerson),
  /** Everyone in no workspace; data holds the first `limit` of them by name. */
  meta: Schema.Struct({ total: Schema.Number, limit: Schema.Number }),
});
export type UnplacedPeopleResponse = typeof UnplacedPeopleResponse.Type;

/** GET/PUT /api/admin/companies/{id}/mail-cap: a client's invitation and activation mails of the last day against its daily cap. */
export const AdminMailCapResponse = Schema.Struct({
  daily_cap: Schema.Number,
  default_daily_cap: Schema.Number,
  sent_last_day: Schema.Number,
});
export type AdminMailCapResponse = typeof AdminMailCapResponse.Type;
