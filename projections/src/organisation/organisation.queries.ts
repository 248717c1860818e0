import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import type {
  OrganisationDeviceRow,
  OrganisationDevicesTable,
  OrganisationPaidAbsenceTypeRow,
  OrganisationRuleGroupRow,
  OrganisationWorkTypeRow,
  OrganisationWorkspaceRow,
} from "./organisation.tables.ts";

/** Every query takes the tenant from the caller's session; no query ever crosses companies. */
export interface ListOptions {
  /** Spec: only active (non-zero) rows are kept unless the manager's page asks for all. */
  readonly onlyActive: boolean;
}

export const listWorkspaces = async (db: Kysely<Database>, companyId: string, options: ListOptions): Promise<OrganisationWorkspaceRow[]> => {
  let q = db.selectFrom("organisation_workspaces").selectAll().where("company_id", "=", companyId);
  if (options.onlyActive) q = q.where("active", "<>", 0);
  return q.orderBy("name").orderBy("id").execute();
};

/** Ids of the company's active workspaces, oldest first (the first is the company's first workspace: where a new person of an unscoped inviter goes). */
export const activeWorkspaceIdsByAge = async (db: Kysely<Database>, companyId: string): Promise<string[]> =>
  (await db.selectFrom("organisation_workspaces").select("id").where("company_id", "=", companyId).where("active", "<>", 0).orderBy("created_at").orderBy("id").execute()).map((r) => r.id);

export const findWorkspace = (db: Kysely<Database>, companyId: string, id: string): Promise<OrganisationWorkspaceRow | undefined> =>
  db.selectFrom("organisation_workspaces").selectAll().where("company_id", "=", companyId).where("id", "=", id).executeTakeFirst();

/** Active work types only unless asked; parents sort before their sub-types by name. */
export const listWorkTypes = async (db: Kysely<Database>, companyId: string, options: ListOptions): Promise<OrganisationWorkTypeRow[]> => {
  let q = db.selectFrom("organisation_work_types").selectAll().where("company_id", "=", companyId);
  if (options.onlyActive) q = q.where("active", "=", 1);
  return q.orderBy("name").orderBy("id").execute();
};

export const findWorkType = (db: Kysely<Database>, companyId: string, id: string): Promise<OrganisationWorkTypeRow | undefined> =>
  db.selectFrom("organisation_work_types").selectAll().where("company_id", "=", companyId).where("id", "=", id).executeTakeFirst();

export const listPaidAbsenceTypes = async (db: Kysely<Database>, companyId: string, options: ListOptions): Promise<OrganisationPaidAbsenceTypeRow[]> => {
  let q = db.selectFrom("organisation_paid_absence_types").selectAll().where("company_id", "=", companyId);
  if (options.onlyActive) q = q.where("active", "<>", 0);
  return q.orderBy("name").orderBy("id").execute();
};

/** Groups of one kind ("overtime", "work-round", "allowed-pause", "daily-allowance", "compensation"). */
export const listRuleGroups = (db: Kysely<Database>, companyId: string, kind: string): Promise<OrganisationRuleGroupRow[]> =>
  db.selectFrom("organisation_rule_groups").selectAll().where("company_id", "=", companyId).where("kind", "=", kind).orderBy("name").orderBy("id").execute();

/** The switches that were ever set; the caller lays them over the defaults. */
export const chosenCompanySettings = async (db: Kysely<Database>, companyId: string): Promise<Record<string, boolean>> =>
  (await db.selectFrom("organisation_company_settings").select("settings").where("company_id", "=", companyId).executeTakeFirst())?.settings ?? {};

/** Preferences chosen in one scope: the company's defaults (personId null) or a person's own. */
export const chosenPreferences = async (db: Kysely<Database>, companyId: string, personId: string | null): Promise<Record<string, unknown>> =>
  (await db.selectFrom("organisation_preferences").select("chosen").where("company_id", "=", companyId).where("scope_key", "=", personId ?? "").executeTakeFirst())?.chosen ?? {};

export const listDevices = (db: Kysely<Database>, companyId: string, kind: OrganisationDevicesTable["kind"]): Promise<OrganisationDeviceRow[]> =>
  db.selectFrom("organisation_devices").selectAll().where("company_id", "=", companyId).where("kind", "=", kind).orderBy("created_at").orderBy("id").execute();
