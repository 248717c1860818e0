import type { Transaction, Updateable } from "kysely";
import {
  organisationEventVersions,
  ruleGroupKinds,
  type DeviceEvent,
  type PaidAbsenceTypeEvent,
  type PreferencesEvent,
  type WorkTypeDetails,
  type WorkTypeEvent,
  type WorkspaceEvent,
  type CompanySettingsEvent,
} from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import { organisationTables, type OrganisationRuleGroupsTable, type OrganisationWorkTypesTable, type OrganisationWorkspacesTable } from "./organisation.tables.ts";

type Trx = Transaction<Database>;
interface Stamp {
  readonly companyId: string;
  readonly at: string;
}

const workspaceTypes = new Set<string>(["WorkspaceCreated", "WorkspaceRenamed", "WorkspaceLocationChanged", "WorkspaceDefaultWorkTypeChanged", "PeopleAssignedToWorkspace", "PeopleUnassignedFromWorkspace", "WorkspaceDeactivated", "WorkspaceReactivated"]);
const workTypeTypes = new Set<string>(["WorkTypeCreated", "WorkTypeUpdated", "WorkTypeDeactivated", "WorkTypeReactivated"]);
const absenceTypeTypes = new Set<string>(["PaidAbsenceTypeCreated", "PaidAbsenceTypeUpdated", "PaidAbsenceTypeDeactivated"]);
const deviceTypes = new Set<string>(["LoginBoxRegistered", "LoginBoxUpdated", "LoginBoxRemoved", "DoorConfigured", "DoorUpdated", "DoorRemoved", "GeofenceGatewayAdded", "GeofenceGatewayUpdated", "GeofenceGatewayRemoved"]);

/** Rule-group event type -> [kind, action], e.g. OvertimeGroupAssigned -> ["overtime", "Assigned"]. */
const ruleGroupEventKinds = new Map<string, readonly [string, string]>(
  Object.entries(ruleGroupKinds).flatMap(([kind, language]) =>
    Object.values(language.events).map((e) => [e.type, [kind, e.type.slice(`${language.prefix}Group`.length)]] as const),
  ),
);

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

const applyWorkspace = async (trx: Trx, event: WorkspaceEvent, { companyId, at }: Stamp): Promise<void> => {
  const id = event.data.workspaceId;
  const update = (values: Updateable<OrganisationWorkspacesTable>) =>
    trx.updateTable("organisation_workspaces").set(values).set({ updated_at: at }).where("company_id", "=", companyId).where("id", "=", id).execute();
  const people = async (change: (ids: readonly string[]) => string[]) => {
    const row = await trx.selectFrom("organisation_workspaces").select("person_ids").where("company_id", "=", companyId).where("id", "=", id).executeTakeFirst();
    if (row !== undefined) await update({ person_ids: JSON.stringify(change(row.person_ids)) });
  };
  switch (event.type) {
    case "WorkspaceCreated":
      await trx
        .insertInto("organisation_workspaces")
        .values({
          company_id: companyId,
          id,
          name: event.data.name,
          lat: event.data.location.lat,
          lng: event.data.location.lng,
          radius_meters: event.data.radiusMeters,
          default_work_type_id: event.data.defaultWorkTypeId,
          person_ids: "[]",
          active: 1,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(["company_id", "id"]).doNothing())
        .execute();
      return;
    case "WorkspaceRenamed":
      return void (await update({ name: event.data.name }));
    case "WorkspaceLocationChanged":
      return void (await update({ lat: event.data.location.lat, lng: event.data.location.lng, radius_meters: event.data.radiusMeters }));
    case "WorkspaceDefaultWorkTypeChanged":
      return void (await update({ default_work_type_id: event.data.defaultWorkTypeId }));
    case "PeopleAssignedToWorkspace":
      return people((ids) => unique([...ids, ...event.data.personIds]));
    case "PeopleUnassignedFromWorkspace":
      return people((ids) => ids.filter((p) => !event.data.personIds.includes(p)));
    case "WorkspaceDeactivated":
      return void (await update({ active: 0 }));
    case "WorkspaceReactivated":
      return void (await update({ active: 1 }));
    default: {
      const unknown: never = event;
      throw new Error(`organisation: unknown workspace event ${JSON.stringify(unknown)}`);
    }
  }
};

const workTypeColumns = (d: WorkTypeDetails) => ({
  name: d.name,
  parent_id: d.parentId,
  product_number: d.productNumber,
  visma_product_number: d.vismaProductNumber,
  price: d.price,
  unit: d.unit,
  show_separately_on_report: d.showSeparatelyOnReport,
  cost_descriptions: JSON.stringify(d.costDescriptions),
  default_pause_seconds: d.defaultPauseSeconds,
  include_in_overtime: d.includeInOvertime,
  paid_absence_extras: d.paidAbsenceExtras,
});

const applyWorkType = async (trx: Trx, event: WorkTypeEvent, { companyId, at }: Stamp): Promise<void> => {
  const update = (values: Updateable<OrganisationWorkTypesTable>) =>
    trx.updateTable("organisation_work_types").set(values).set({ updated_at: at }).where("company_id", "=", companyId).where("id", "=", event.data.workTypeId).execute();
  switch (event.type) {
    case "WorkTypeCreated":
      await trx
        .insertInto("organisation_work_types")
        .values({ company_id: companyId, id: event.data.workTypeId, ...workTypeColumns(event.data.details), active: 1, created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(["company_id", "id"]).doNothing())
        .execute();
      return;
    case "WorkTypeUpdated":
      return void (await update(workTypeColumns(event.data.details)));
    case "WorkTypeDeactivated":
      return void (await update({ active: 0 }));
    case "WorkTypeReactivated":
      return void (await update({ active: 1 }));
    default: {
      const unknown: never = event;
      throw new Error(`organisation: unknown work type event ${JSON.stringify(unknown)}`);
    }
  }
};

const applyAbsenceType = async (trx: Trx, event: PaidAbsenceTypeEvent, { companyId, at }: Stamp): Promise<void> => {
  const id = event.data.absenceTypeId;
  switch (event.type) {
    case "PaidAbsenceTypeCreated":
    case "PaidAbsenceTypeUpdated": {
      const d = event.data.details;
      const columns = { name: d.name, time_unit: d.timeUnit, length: d.length, do_not_count_as_workday: d.doNotCountAsWorkday, max_days: d.maxDays ?? null, updated_at: at };
      await trx
        .insertInto("organisation_paid_absence_types")
        .values({ company_id: companyId, id, ...columns, active: 1, created_at: at })
        .onConflict((oc) => oc.columns(["company_id", "id"]).doUpdateSet(columns))
        .execute();
      return;
    }
    case "PaidAbsenceTypeDeactivated":
      await trx.updateTable("organisation_paid_absence_types").set({ active: 0, updated_at: at }).where("company_id", "=", companyId).where("id", "=", id).execute();
      return;
    default: {
      const unknown: never = event;
      throw new Error(`organisation: unknown paid absence type event ${JSON.stringify(unknown)}`);
    }
  }
};

interface RuleGroupData {
  readonly groupId: string;
  readonly name?: string;
  readonly rules?: unknown;
  readonly personIds?: readonly string[];
}

const applyRuleGroup = async (trx: Trx, kind: string, action: string, data: RuleGroupData, { companyId, at }: Stamp): Promise<void> => {
  const row = () =>
    trx.selectFrom("organisation_rule_groups").select("person_ids").where("company_id", "=", companyId).where("kind", "=", kind).where("id", "=", data.groupId).executeTakeFirst();
  const update = (values: Updateable<OrganisationRuleGroupsTable>) =>
    trx
      .updateTable("organisation_rule_groups")
      .set(values)
      .set({ updated_at: at })
      .where("company_id", "=", companyId)
      .where("kind", "=", kind)
      .where("id", "=", data.groupId)
      .execute();
  switch (action) {
    case "Created":
      await trx
        .insertInto("organisation_rule_groups")
        .values({ company_id: companyId, kind, id: data.groupId, name: data.name ?? "", rules: JSON.stringify(data.rules ?? null), person_ids: "[]", created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(["company_id", "kind", "id"]).doNothing())
        .execute();
      return;
    case "Renamed":
      return void (await update({ name: data.name ?? "" }));
    case "RulesChanged":
      return void (await update({ rules: JSON.stringify(data.rules ?? null) }));
    case "Assigned":
    case "Unassigned": {
      const current = await row();
      if (current === undefined) return;
      const ids = data.personIds ?? [];
      const next = action === "Assigned" ? unique([...current.person_ids, ...ids]) : current.person_ids.filter((p) => !ids.includes(p));
      return void (await update({ person_ids: JSON.stringify(next) }));
    }
    case "Deleted":
      await trx.deleteFrom("organisation_rule_groups").where("company_id", "=", companyId).where("kind", "=", kind).where("id", "=", data.groupId).execute();
      return;
    default:
      throw new Error(`organisation: unknown rule group action ${action}`);
  }
};

const applySettings = async (trx: Trx, event: CompanySettingsEvent, { companyId, at }: Stamp): Promise<void> => {
  const row = await trx.selectFrom("organisation_company_settings").select("settings").where("company_id", "=", companyId).executeTakeFirst();
  const settings = JSON.stringify({ ...(row?.settings ?? {}), ...event.data.changes });
  await trx
    .insertInto("organisation_company_settings")
    .values({ company_id: companyId, settings, updated_at: at })
    .onConflict((oc) => oc.column("company_id").doUpdateSet({ settings, updated_at: at }))
    .execute();
};

const applyPreferences = async (trx: Trx, event: PreferencesEvent, { companyId, at }: Stamp): Promise<void> => {
  const scopeKey = event.data.scope.kind === "company" ? "" : event.data.scope.personId;
  const row = await trx.selectFrom("organisation_preferences").select("chosen").where("company_id", "=", companyId).where("scope_key", "=", scopeKey).executeTakeFirst();
  const chosen = JSON.stringify({ ...(row?.chosen ?? {}), ...event.data.changes });
  await trx
    .insertInto("organisation_preferences")
    .values({ company_id: companyId, scope_key: scopeKey, chosen, updated_at: at })
    .onConflict((oc) => oc.columns(["company_id", "scope_key"]).doUpdateSet({ chosen, updated_at: at }))
    .execute();
};

const deviceKindOf = (type: string): "loginBox" | "door" | "geofenceGateway" =>
  type.startsWith("LoginBox") ? "loginBox" : type.startsWith("Door") ? "door" : "geofenceGateway";

const applyDevice = async (trx: Trx, event: DeviceEvent, { companyId, at }: Stamp): Promise<void> => {
  const id = event.data.deviceId;
  if ("details" in event.data) {
    const details = JSON.stringify(event.data.details);
    await trx
      .insertInto("organisation_devices")
      .values({ company_id: companyId, id, kind: deviceKindOf(event.type), details, created_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(["company_id", "id"]).doUpdateSet({ details, updated_at: at }))
      .execute();
    return;
  }
  await trx.deleteFrom("organisation_devices").where("company_id", "=", companyId).where("id", "=", id).execute();
};

/**
 * The organisation read models: what the workspace, work type, settings, preference, box, door and
 * gateway pages list. Rows carry the tenant from the event's metadata; times are the events' own,
 * so a rebuild gives the same rows.
 */
export const organisationProjection: Projection = {
  name: "organisation",
  eventTypes: Object.keys(organisationEventVersions),
  tables: organisationTables,
  apply: async (trx: Trx, event: RecordedEvent): Promise<void> => {
    const stamp: Stamp = { companyId: event.metadata.companyId, at: event.metadata.occurredAt };
    const typed = { type: event.type, data: event.data } as never;
    if (workspaceTypes.has(event.type)) return applyWorkspace(trx, typed, stamp);
    if (workTypeTypes.has(event.type)) return applyWorkType(trx, typed, stamp);
    if (absenceTypeTypes.has(event.type)) return applyAbsenceType(trx, typed, stamp);
    if (deviceTypes.has(event.type)) return applyDevice(trx, typed, stamp);
    if (event.type === "CompanySettingsChanged") return applySettings(trx, typed, stamp);
    if (event.type === "PreferencesChanged") return applyPreferences(trx, typed, stamp);
    const group = ruleGroupEventKinds.get(event.type);
    if (group !== undefined) return applyRuleGroup(trx, group[0], group[1], event.data as RuleGroupData, stamp);
    throw new Error(`organisation: no handler for ${event.type}`);
  },
};
