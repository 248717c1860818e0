import type { Transaction } from "kysely";
import { overtimeGroups, type NotificationType, type RuleGroupEvent, type WorkTimeEvent } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";

type Trx = Transaction<Database>;

/** What the work notifiers ask `notify` to write. */
export interface WorkNotice {
  readonly recipientIds: readonly string[];
  readonly type: NotificationType;
  readonly data: Record<string, unknown>;
}

/**
 * The managers who hear about a worker's work: active people with manager rights (role 1 or
 * has_manager_rights), never the worker, whose manager workspaces reach the workspace (for workspace
 * in/out) or the worker's workspaces (overtime), as the domain's canReachPerson: an unscoped
 * manager reaches all; a worker in no workspace, only unscoped managers.
 */
export const managersOf = async (trx: Trx, companyId: string, workerId: string, workspaceId: string | null): Promise<string[]> => {
  const people = await trx.selectFrom("notification_people").select(["user_id", "rights", "status"]).where("company_id", "=", companyId).execute();
  const worker = people.find((p) => p.user_id === workerId);
  const spaces = workspaceId !== null ? [workspaceId] : (worker?.rights.general_rights_workspace_ids ?? []);
  return people
    .filter((p) => p.status === "active" && p.user_id !== workerId)
    .filter((p) => p.rights.user_role_id === 1 || p.rights.permissions.includes("has_manager_rights"))
    .filter((p) => p.rights.manager_rights_workspace_ids.length === 0 || p.rights.manager_rights_workspace_ids.some((w) => spaces.includes(w)))
    .map((p) => p.user_id)
    .sort();
};

/**
 * Whether a day's work crosses the daily overtime threshold with this log: the day was at or under
 * it before and is over it after (one notice per crossing, not one per later log of the day).
 */
export const crossesDailyOvertime = (secondsBefore: number, secondsAfter: number, thresholdSeconds: number | null): boolean =>
  thresholdSeconds !== null && secondsBefore <= thresholdSeconds && secondsAfter > thresholdSeconds;

const dailyThresholdOf = async (trx: Trx, companyId: string, workerId: string): Promise<number | null> => {
  const groups = await trx.selectFrom("notification_overtime_groups").select(["daily_threshold_seconds", "person_ids"]).where("company_id", "=", companyId).execute();
  return groups.find((g) => g.person_ids.includes(workerId))?.daily_threshold_seconds ?? null;
};

/** The overtime notice when this log's worked seconds take the worker's day over the threshold. */
const overtimeNotice = async (trx: Trx, companyId: string, log: { workId: string; workerId: string; date: string; workedSeconds: number }, at: string): Promise<WorkNotice[]> => {
  const threshold = await dailyThresholdOf(trx, companyId, log.workerId);
  if (threshold === null) return [];
  const others = await trx
    .selectFrom("notification_works")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("worked_seconds"), eb.lit(0)).as("seconds"))
    .where("company_id", "=", companyId)
    .where("worker_id", "=", log.workerId)
    .where("date", "=", log.date)
    .where("deleted", "=", false)
    .where("work_id", "!=", log.workId)
    .executeTakeFirst();
  const before = Number(others?.seconds ?? 0);
  if (!crossesDailyOvertime(before, before + log.workedSeconds, threshold)) return [];
  const work = await trx.selectFrom("notification_works").select(["workspace_id", "work_type_id"]).where("company_id", "=", companyId).where("work_id", "=", log.workId).executeTakeFirst();
  return [
    {
      recipientIds: await managersOf(trx, companyId, log.workerId, null),
      type: "overtime",
      data: { worker_id: log.workerId, work_id: log.workId, workspace_id: work?.workspace_id ?? null, work_type_id: work?.work_type_id ?? null, datetime: at, date: log.date, worked_seconds: before + log.workedSeconds },
    },
  ];
};

/**
 * Keeps `notification_works` and answers the notices a work-time event brings: workspace in when
 * work starts in a workspace, workspace out when it stops, overtime when a stop or an added log takes
 * the worker's day over their overtime group's daily threshold. A log changes only through its own
 * worker's events.
 */
export const workNotices = async (trx: Trx, recorded: RecordedEvent): Promise<WorkNotice[]> => {
  const event = { type: recorded.type, data: recorded.data } as WorkTimeEvent;
  const companyId = recorded.metadata.companyId;
  const d = event.data;
  const row = trx.updateTable("notification_works").where("company_id", "=", companyId).where("work_id", "=", "workId" in d ? d.workId : "").where("worker_id", "=", d.workerId);
  const stored = async (workId: string) =>
    trx.selectFrom("notification_works").selectAll().where("company_id", "=", companyId).where("work_id", "=", workId).where("worker_id", "=", d.workerId).executeTakeFirst();
  switch (event.type) {
    case "WorkStarted": {
      const e = event.data;
      await trx
        .insertInto("notification_works")
        .values({ company_id: companyId, work_id: e.workId, worker_id: e.workerId, date: e.date, workspace_id: e.workspaceId, work_type_id: e.workTypeId, worked_seconds: 0, deleted: false })
        .onConflict((oc) => oc.columns(["company_id", "work_id"]).doNothing())
        .execute();
      if (e.workspaceId === null) return [];
      return [
        {
          recipientIds: await managersOf(trx, companyId, e.workerId, e.workspaceId),
          type: "workspace_in",
          data: { worker_id: e.workerId, work_id: e.workId, workspace_id: e.workspaceId, work_type_id: e.workTypeId, datetime: e.startedAt },
        },
      ];
    }
    case "WorkStopped":
    case "WorkAutoStopped": {
      const e = event.data;
      const log = await stored(e.workId);
      if (log === undefined) return [];
      const overtime = await overtimeNotice(trx, companyId, { workId: e.workId, workerId: e.workerId, date: log.date, workedSeconds: e.workedSeconds }, e.stoppedAt);
      await row.set({ worked_seconds: e.workedSeconds }).execute();
      const out: WorkNotice[] =
        log.workspace_id === null
          ? []
          : [
              {
                recipientIds: await managersOf(trx, companyId, e.workerId, log.workspace_id),
                type: "workspace_out",
                data: { worker_id: e.workerId, work_id: e.workId, workspace_id: log.workspace_id, work_type_id: log.work_type_id, datetime: e.stoppedAt },
              },
            ];
      return [...out, ...overtime];
    }
    case "WorkLogAdded": {
      const e = event.data;
      if ((await stored(e.workId)) !== undefined) return [];
      // Before the row exists, so the day's sum is of the other logs.
      const overtime = await overtimeNotice(trx, companyId, { workId: e.workId, workerId: e.workerId, date: e.date, workedSeconds: e.workedSeconds }, e.values.end ?? recorded.metadata.occurredAt);
      await trx
        .insertInto("notification_works")
        .values({ company_id: companyId, work_id: e.workId, worker_id: e.workerId, date: e.date, workspace_id: e.values.workspaceId, work_type_id: e.values.workTypeId, worked_seconds: e.workedSeconds, deleted: false })
        .onConflict((oc) => oc.columns(["company_id", "work_id"]).doNothing())
        .execute();
      return overtime.map((n) => ({ ...n, data: { ...n.data, workspace_id: e.values.workspaceId, work_type_id: e.values.workTypeId } }));
    }
    case "WorkLogEdited":
      // An edit moves the day's figures (no notice: overtime is told when the work is done).
      await row.set({ date: event.data.date, workspace_id: event.data.next.workspaceId, work_type_id: event.data.next.workTypeId, worked_seconds: event.data.workedSeconds }).execute();
      return [];
    case "WorkLogDeleted":
      await row.set({ deleted: true }).execute();
      return [];
    default:
      return [];
  }
};

type OvertimeGroupEvent = RuleGroupEvent<"overtime">;
export const overtimeGroupEventTypes: readonly string[] = Object.values(overtimeGroups.events).map((e) => e.type);

/** The overtime groups' daily thresholds and people (a person is in at most one overtime group). */
export const applyOvertimeGroup = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as OvertimeGroupEvent;
  const companyId = recorded.metadata.companyId;
  const group = trx.updateTable("notification_overtime_groups").where("company_id", "=", companyId).where("group_id", "=", event.data.groupId);
  const people = async () =>
    (await trx.selectFrom("notification_overtime_groups").select("person_ids").where("company_id", "=", companyId).where("group_id", "=", event.data.groupId).executeTakeFirst())?.person_ids ?? [];
  switch (event.type) {
    case "OvertimeGroupCreated":
      await trx
        .insertInto("notification_overtime_groups")
        .values({ company_id: companyId, group_id: event.data.groupId, daily_threshold_seconds: event.data.rules.daily?.thresholdSeconds ?? null, person_ids: JSON.stringify([]) })
        .onConflict((oc) => oc.columns(["company_id", "group_id"]).doNothing())
        .execute();
      return;
    case "OvertimeGroupRulesChanged":
      await group.set({ daily_threshold_seconds: event.data.rules.daily?.thresholdSeconds ?? null }).execute();
      return;
    case "OvertimeGroupAssigned": {
      const ids = [...new Set([...(await people()), ...event.data.personIds])].sort();
      await group.set({ person_ids: JSON.stringify(ids) }).execute();
      return;
    }
    case "OvertimeGroupUnassigned": {
      const ids = (await people()).filter((p) => !event.data.personIds.includes(p));
      await group.set({ person_ids: JSON.stringify(ids) }).execute();
      return;
    }
    case "OvertimeGroupDeleted":
      await trx.deleteFrom("notification_overtime_groups").where("company_id", "=", companyId).where("group_id", "=", event.data.groupId).execute();
      return;
    case "OvertimeGroupRenamed":
      return;
    default: {
      const unknown: never = event;
      throw new Error(`notifications: unknown overtime group event ${JSON.stringify(unknown)}`);
    }
  }
};
