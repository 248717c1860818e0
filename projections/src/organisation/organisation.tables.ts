import type { ColumnType, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

/** A workspace (division); spec: active 0 = inactive, only non-zero ones are listed. */
export interface OrganisationWorkspacesTable {
  company_id: string;
  id: string;
  name: string;
  lat: number;
  lng: number;
  radius_meters: number;
  default_work_type_id: string | null;
  person_ids: Json<readonly string[]>;
  active: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A work type; spec: active 1 = kept in lists. */
export interface OrganisationWorkTypesTable {
  company_id: string;
  id: string;
  name: string;
  parent_id: string | null;
  product_number: string | null;
  visma_product_number: string | null;
  price: number;
  unit: string;
  show_separately_on_report: boolean;
  cost_descriptions: Json<readonly string[]>;
  default_pause_seconds: number;
  include_in_overtime: boolean;
  paid_absence_extras: boolean;
  active: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrganisationPaidAbsenceTypesTable {
  company_id: string;
  id: string;
  name: string;
  time_unit: string;
  length: number;
  do_not_count_as_workday: boolean;
  /** The longest request in days; null: the default maximum. */
  max_days: number | null;
  active: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Rule groups of every kind (overtime, work-round, allowed-pause, daily-allowance, compensation). */
export interface OrganisationRuleGroupsTable {
  company_id: string;
  kind: string;
  id: string;
  name: string;
  /** The kind's rules as the event carried them. */
  rules: Json<unknown>;
  person_ids: Json<readonly string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The company switches that were ever set; unset ones read as their defaults. */
export interface OrganisationCompanySettingsTable {
  company_id: string;
  settings: Json<Record<string, boolean>>;
  updated_at: Timestamp;
}

/** Chosen preferences per scope: '' is the company's defaults, otherwise a person's id. */
export interface OrganisationPreferencesTable {
  company_id: string;
  scope_key: string;
  chosen: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

/** Login boxes, doors and geofence gateways (configuration only). */
export interface OrganisationDevicesTable {
  company_id: string;
  id: string;
  kind: "loginBox" | "door" | "geofenceGateway";
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type OrganisationWorkspaceRow = Selectable<OrganisationWorkspacesTable>;
export type OrganisationWorkTypeRow = Selectable<OrganisationWorkTypesTable>;
export type OrganisationPaidAbsenceTypeRow = Selectable<OrganisationPaidAbsenceTypesTable>;
export type OrganisationRuleGroupRow = Selectable<OrganisationRuleGroupsTable>;
export type OrganisationDeviceRow = Selectable<OrganisationDevicesTable>;

export const organisationTables = [
  "organisation_workspaces",
  "organisation_work_types",
  "organisation_paid_absence_types",
  "organisation_rule_groups",
  "organisation_company_settings",
  "organisation_preferences",
  "organisation_devices",
] as const;
