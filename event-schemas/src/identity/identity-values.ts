import { Schema } from "effect";
import { companyFlagKeys, type CompanyFlag } from "./permission-keys.ts";

/** The Rights object of spec section 3; the empty default is a null role and empty lists. */
export const Rights = Schema.Struct({
  user_role_id: Schema.NullOr(Schema.Number),
  general_rights_workspace_ids: Schema.Array(Schema.String),
  manager_rights_workspace_ids: Schema.Array(Schema.String),
  permissions: Schema.Array(Schema.String),
});
export type Rights = typeof Rights.Type;

export const emptyRights: Rights = { user_role_id: null, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [] };

export const UserStatus = Schema.Literals(["waiting_activation", "active", "inactive", "deleted"]);
export type UserStatus = typeof UserStatus.Type;

/** Labels the people list shows for each status. */
export const userStatusLabels: Readonly<Record<UserStatus, string>> = {
  waiting_activation: "Waiting activation",
  active: "Active",
  inactive: "Inactive",
  deleted: "Deleted",
};

export const CompanyFlags = Schema.Struct(
  Object.fromEntries(companyFlagKeys.map((k) => [k, Schema.optionalKey(Schema.Boolean)])) as {
    [K in CompanyFlag]: Schema.optionalKey<typeof Schema.Boolean>;
  },
);
export type CompanyFlags = typeof CompanyFlags.Type;

/** Editable user profile fields (spec section 3); every field optional in an update. */
export const UserProfileFields = Schema.Struct({
  first_name: Schema.optionalKey(Schema.String),
  last_name: Schema.optionalKey(Schema.String),
  phone_numbers: Schema.optionalKey(Schema.Array(Schema.String)),
  addresses: Schema.optionalKey(Schema.Array(Schema.String)),
  language: Schema.optionalKey(Schema.String),
  id_code: Schema.optionalKey(Schema.NullOr(Schema.String)),
  tax_number: Schema.optionalKey(Schema.NullOr(Schema.String)),
  date_of_birth: Schema.optionalKey(Schema.NullOr(Schema.String)),
  worker_number: Schema.optionalKey(Schema.NullOr(Schema.String)),
  employment_start: Schema.optionalKey(Schema.NullOr(Schema.String)),
  employment_end: Schema.optionalKey(Schema.NullOr(Schema.String)),
  rfid: Schema.optionalKey(Schema.NullOr(Schema.String)),
  user_key: Schema.optionalKey(Schema.NullOr(Schema.String)),
  user_type: Schema.optionalKey(Schema.NullOr(Schema.String)),
  visible_on_login_box: Schema.optionalKey(Schema.Boolean),
  timezone: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** URL of the profile photo (a stored file), null when removed. */
  photo: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type UserProfileFields = typeof UserProfileFields.Type;

/** The user's own settings: preferences page and user_settings/schedule/work-hours options. */
export const UserPreferences = Schema.Struct({
  show_time_decimal: Schema.optionalKey(Schema.Boolean),
  calendar_code: Schema.optionalKey(Schema.NullOr(Schema.String)),
  workhours_options: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
  worker_data_options: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
});
export type UserPreferences = typeof UserPreferences.Type;

export const CompanyProfileFields = Schema.Struct({
  name: Schema.optionalKey(Schema.String),
  tax_number: Schema.optionalKey(Schema.NullOr(Schema.String)),
  address: Schema.optionalKey(Schema.NullOr(Schema.String)),
  telephone_number: Schema.optionalKey(Schema.NullOr(Schema.String)),
  activity: Schema.optionalKey(Schema.NullOr(Schema.String)),
  timezone: Schema.optionalKey(Schema.String),
});
export type CompanyProfileFields = typeof CompanyProfileFields.Type;

/**
 * The admin's account fields of a client company (spec section 3, the company/account form) that
 * the company profile does not hold: contact, billing and the admin's own notes and prices.
 */
export const CompanyAccountFields = Schema.Struct({
  email: Schema.optionalKey(Schema.String),
  phone: Schema.optionalKey(Schema.String),
  address: Schema.optionalKey(Schema.String),
  addresses: Schema.optionalKey(Schema.Array(Schema.String)),
  phone_numbers: Schema.optionalKey(Schema.Array(Schema.String)),
  company_address: Schema.optionalKey(Schema.String),
  bank_account: Schema.optionalKey(Schema.String),
  api_key: Schema.optionalKey(Schema.String),
  comment: Schema.optionalKey(Schema.String),
  is_email_spoof: Schema.optionalKey(Schema.Boolean),
  price_admin: Schema.optionalKey(Schema.NullOr(Schema.Number)),
  price_user: Schema.optionalKey(Schema.NullOr(Schema.Number)),
});
export type CompanyAccountFields = typeof CompanyAccountFields.Type;
