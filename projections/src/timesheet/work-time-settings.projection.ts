import type { Transaction, Updateable } from "kysely";
import type { CompanySettingsEvent, PreferencesEvent, RuleGroupEvent, WorkRoundRules } from "@workledger/event-schemas";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import type { WorkTimeSettingsTable } from "./timesheet.tables.ts";

type SettingsValues = Omit<Updateable<WorkTimeSettingsTable>, "company_id" | "person_id">;

const workRoundEventTypes = [
  "WorkRoundGroupCreated",
  "WorkRoundGroupRenamed",
  "WorkRoundGroupRulesChanged",
  "WorkRoundGroupAssigned",
  "WorkRoundGroupUnassigned",
  "WorkRoundGroupDeleted",
] as const;

const upsertSettings = async (trx: Transaction<Database>, companyId: string, personId: string, values: SettingsValues): Promise<void> => {
  if (Object.keys(values).length === 0) return;
  await trx
    .insertInto("work_time_settings")
    .values({ company_id: companyId, person_id: personId, ...values })
    .onConflict((oc) => oc.columns(["company_id", "person_id"]).doUpdateSet(values))
    .execute();
};

const defined = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

const removeMembers = async (trx: Transaction<Database>, companyId: string, personIds: readonly string[], exceptGroupId?: string) => {
  const groups = await trx.selectFrom("work_round_groups").select(["group_id", "person_ids"]).where("company_id", "=", companyId).execute();
  for (const g of groups) {
    if (g.group_id === exceptGroupId) continue;
    const kept = g.person_ids.filter((id) => !personIds.includes(id));
    if (kept.length !== g.person_ids.length) {
      await trx.updateTable("work_round_groups").set({ person_ids: JSON.stringify(kept) }).where("group_id", "=", g.group_id).execute();
    }
  }
};

const roundColumns = (rules: WorkRoundRules) => ({ round_start_minutes: rules.roundStartMinutes, round_end_minutes: rules.roundEndMinutes });

/**
 * What the ledger reads from organisation settings: the company's show_time_decimal and
 * auto_end_workday, the idle-stop and auto-end preferences (company defaults and per person),
 * and the work-round groups with their members (timesheet rounding).
 */
export const workTimeSettingsProjection: Projection = {
  name: "work-time-settings",
  eventTypes: ["CompanySettingsChanged", "PreferencesChanged", ...workRoundEventTypes],
  tables: ["work_time_settings", "work_round_groups"],
  apply: async (trx, recorded) => {
    const companyId = recorded.metadata.companyId;
    if (recorded.type === "CompanySettingsChanged") {
      const { changes } = (recorded as unknown as { data: CompanySettingsEvent["data"] }).data;
      await upsertSettings(trx, companyId, "", defined({ show_time_decimal: changes.show_time_decimal, auto_end_workday: changes.auto_end_workday }));
      return;
    }
    if (recorded.type === "PreferencesChanged") {
      const { scope, changes } = recorded.data as PreferencesEvent["data"];
      await upsertSettings(
        trx,
        companyId,
        scope.kind === "company" ? "" : scope.personId,
        defined({ idle_stop_minutes: changes.idleStopMinutes, auto_end: changes.autoEnd, auto_end_at: changes.autoEndAt, time_as_decimals: changes.timeAsDecimals }),
      );
      return;
    }
    const event = { type: recorded.type, data: recorded.data } as RuleGroupEvent<"work-round">;
    switch (event.type) {
      case "WorkRoundGroupCreated":
        await trx
          .insertInto("work_round_groups")
          .values({ group_id: event.data.groupId, company_id: companyId, name: event.data.name, ...roundColumns(event.data.rules), person_ids: "[]" })
          .onConflict((oc) => oc.column("group_id").doNothing())
          .execute();
        return;
      case "WorkRoundGroupRenamed":
        await trx.updateTable("work_round_groups").set({ name: event.data.name }).where("group_id", "=", event.data.groupId).execute();
        return;
      case "WorkRoundGroupRulesChanged":
        await trx.updateTable("work_round_groups").set(roundColumns(event.data.rules)).where("group_id", "=", event.data.groupId).execute();
        return;
      case "WorkRoundGroupAssigned": {
        // One group per kind per person: joining one leaves any other.
        await removeMembers(trx, companyId, event.data.personIds, event.data.groupId);
        const group = await trx.selectFrom("work_round_groups").select("person_ids").where("group_id", "=", event.data.groupId).executeTakeFirst();
        const members = [...new Set([...(group?.person_ids ?? []), ...event.data.personIds])];
        await trx.updateTable("work_round_groups").set({ person_ids: JSON.stringify(members) }).where("group_id", "=", event.data.groupId).execute();
        return;
      }
      case "WorkRoundGroupUnassigned": {
        const group = await trx.selectFrom("work_round_groups").select("person_ids").where("group_id", "=", event.data.groupId).executeTakeFirst();
        const members = (group?.person_ids ?? []).filter((id) => !event.data.personIds.includes(id));
        await trx.updateTable("work_round_groups").set({ person_ids: JSON.stringify(members) }).where("group_id", "=", event.data.groupId).execute();
        return;
      }
      case "WorkRoundGroupDeleted":
        await trx.deleteFrom("work_round_groups").where("group_id", "=", event.data.groupId).execute();
        return;
      default:
        return;
    }
  },
};
