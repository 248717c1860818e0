import type { Transaction } from "kysely";
import { ruleGroupKinds, workTimeEventTypes, workTypeEvents, type WorkLogValues, type WorkTimeEvent } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import { pausesAtStop } from "../timesheet/timesheet.projection.ts";
import type { ReportEntryVersionRow, ReportPause } from "./reports.tables.ts";

type Trx = Transaction<Database>;

/** Rule-group event type -> [kind, action], e.g. OvertimeGroupAssigned -> ["overtime", "Assigned"]. */
const ruleGroupEvents = new Map<string, readonly [string, string]>(
  Object.entries(ruleGroupKinds).flatMap(([kind, language]) =>
    Object.values(language.events).map((e) => [e.type, [kind, e.type.slice(`${language.prefix}Group`.length)]] as const),
  ),
);
/**
 * Paid-absence decisions (the requests capability's events, read by name so this read model needs
 * nothing of that capability but its event shape): approved absences count as paid time.
 */
const absenceEventTypes = ["PaidAbsenceRequestApproved", "PaidAbsenceRequestDeclined", "PaidAbsenceRequestCancelled", "PaidAbsenceDeleted"] as const;
const workTypeEventTypes = workTypeEvents.map((e) => e.type);
const workEventTypes = workTimeEventTypes.filter((t) => t !== "WorkPeriodOpened" && t !== "WorkPeriodClosed");

const at = (recorded: RecordedEvent) => ({ commit: String(recorded.position.commit), prepare: String(recorded.position.prepare) });

/** Ends the current version of a row (to = this event's position). */
const closeCurrent = async (trx: Trx, table: "report_entry_versions" | "report_work_type_versions" | "report_absence_versions", key: Record<string, string>, recorded: RecordedEvent): Promise<void> => {
  const p = at(recorded);
  let q = trx.updateTable(table).set({ to_commit: p.commit, to_prepare: p.prepare }).where("company_id", "=", recorded.metadata.companyId).where("to_commit", "is", null);
  for (const [column, value] of Object.entries(key)) q = q.where(column as "company_id", "=", value);
  await q.execute();
};

type EntryValues = Pick<ReportEntryVersionRow, "date" | "work_type_id" | "workspace_id" | "bonus" | "confirmed" | "deleted"> & {
  start_at: string;
  end_at: string | null;
  pauses: readonly ReportPause[];
  confirmed_pricing: Record<string, unknown> | null;
};

const fromValues = (v: WorkLogValues): Pick<EntryValues, "start_at" | "end_at" | "pauses" | "work_type_id" | "workspace_id" | "bonus"> => ({
  start_at: v.start,
  end_at: v.end,
  pauses: v.pauses,
  work_type_id: v.workTypeId,
  workspace_id: v.workspaceId,
  bonus: v.bonus,
});

const nextEntry = (event: WorkTimeEvent, current: EntryValues): EntryValues | undefined => {
  switch (event.type) {
    case "WorkPaused":
      return { ...current, pauses: [...current.pauses, { start: event.data.pausedAt, end: null, lengthSeconds: null }] };
    case "WorkResumed":
      return { ...current, pauses: current.pauses.map((p) => (p.end === null ? { ...p, end: event.data.resumedAt, lengthSeconds: event.data.pauseSeconds } : p)) };
    case "WorkStopped":
    case "WorkAutoStopped":
      return { ...current, end_at: event.data.stoppedAt, pauses: pausesAtStop(current.pauses, event.data.stoppedAt) };
    case "WorkLogEdited":
      return { ...current, ...fromValues(event.data.next), date: event.data.date, ...(event.data.pricing === undefined ? {} : { confirmed_pricing: event.data.pricing }) };
    case "WorkLogDeleted":
      return { ...current, deleted: true };
    case "WorkLogConfirmed":
      return { ...current, confirmed: true, confirmed_pricing: event.data.pricing ?? null };
    case "WorkLogUnconfirmed":
      return { ...current, confirmed: false, confirmed_pricing: null };
    case "WorkStarted":
    case "WorkLogAdded":
    case "WorkPeriodOpened":
    case "WorkPeriodClosed":
      return undefined;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
};

const applyWorkEvent = async (trx: Trx, event: WorkTimeEvent, recorded: RecordedEvent): Promise<void> => {
  if (event.type === "WorkPeriodOpened" || event.type === "WorkPeriodClosed") return;
  const companyId = recorded.metadata.companyId;
  const current = await trx
    .selectFrom("report_entry_versions")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("work_id", "=", event.data.workId)
    .where("to_commit", "is", null)
    .executeTakeFirst();
  let values: EntryValues | undefined;
  if (event.type === "WorkStarted" || event.type === "WorkLogAdded") {
    if (current !== undefined) return; // a work id is claimed once
    const base = { date: event.data.date, confirmed: false, deleted: false, confirmed_pricing: null };
    values =
      event.type === "WorkStarted"
        ? { ...base, start_at: event.data.startedAt, end_at: null, pauses: [], work_type_id: event.data.workTypeId, workspace_id: event.data.workspaceId, bonus: null }
        : { ...base, ...fromValues(event.data.values) };
  } else {
    // A log changes only through its own worker's events.
    if (current === undefined || current.worker_id !== event.data.workerId) return;
    values = nextEntry(event, {
      date: current.date,
      start_at: current.start_at.toISOString(),
      end_at: current.end_at?.toISOString() ?? null,
      pauses: current.pauses,
      work_type_id: current.work_type_id,
      workspace_id: current.workspace_id,
      bonus: current.bonus,
      confirmed: current.confirmed,
      deleted: current.deleted,
      confirmed_pricing: current.confirmed_pricing,
    });
    if (values === undefined) return;
    await closeCurrent(trx, "report_entry_versions", { work_id: event.data.workId }, recorded);
  }
  const p = at(recorded);
  await trx
    .insertInto("report_entry_versions")
    .values({
      company_id: companyId,
      work_id: event.data.workId,
      worker_id: event.data.workerId,
      from_commit: p.commit,
      from_prepare: p.prepare,
      to_commit: null,
      to_prepare: null,
      recorded_at: recorded.metadata.occurredAt,
      ...values,
      pauses: JSON.stringify(values.pauses),
      confirmed_pricing: JSON.stringify(values.confirmed_pricing),
      event_ids: JSON.stringify([...(current?.event_ids ?? []), recorded.id]),
    })
    .execute();
};

const applyWorkTypeEvent = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const data = recorded.data as { workTypeId: string; details?: Record<string, unknown> };
  const companyId = recorded.metadata.companyId;
  const current = await trx
    .selectFrom("report_work_type_versions")
    .select(["details", "active"])
    .where("company_id", "=", companyId)
    .where("work_type_id", "=", data.workTypeId)
    .where("to_commit", "is", null)
    .executeTakeFirst();
  const details = data.details ?? current?.details;
  if (details === undefined) return;
  const active = recorded.type === "WorkTypeDeactivated" ? false : recorded.type === "WorkTypeReactivated" ? true : (current?.active ?? true);
  await closeCurrent(trx, "report_work_type_versions", { work_type_id: data.workTypeId }, recorded);
  const p = at(recorded);
  await trx
    .insertInto("report_work_type_versions")
    .values({ company_id: companyId, work_type_id: data.workTypeId, from_commit: p.commit, from_prepare: p.prepare, recorded_at: recorded.metadata.occurredAt, details: JSON.stringify(details), active, event_id: recorded.id })
    .execute();
};

interface RuleGroupData {
  readonly groupId: string;
  readonly rules?: unknown;
  readonly personIds?: readonly string[];
}

const applyRuleGroupEvent = async (trx: Trx, kind: string, action: string, data: RuleGroupData, recorded: RecordedEvent): Promise<void> => {
  const companyId = recorded.metadata.companyId;
  const p = at(recorded);
  const stamp = { company_id: companyId, position_commit: p.commit, position_prepare: p.prepare, recorded_at: recorded.metadata.occurredAt, event_id: recorded.id };
  if (action === "Created" || action === "RulesChanged") {
    const last = await trx
      .selectFrom("report_rule_versions")
      .select((eb) => eb.fn.max("version").as("version"))
      .where("company_id", "=", companyId)
      .where("kind", "=", kind)
      .where("group_id", "=", data.groupId)
      .executeTakeFirst();
    const version = (last?.version ?? 0) + 1;
    await trx
      .insertInto("report_rule_versions")
      .values({ ...stamp, kind, group_id: data.groupId, version, effective_at: version === 1 ? null : recorded.metadata.occurredAt, rules: JSON.stringify(data.rules ?? null) })
      .execute();
    return;
  }
  if (action !== "Assigned" && action !== "Unassigned" && action !== "Deleted") return;
  const people = [...new Set(data.personIds ?? [])];
  if (people.length === 0) return;
  const earlier = await trx
    .selectFrom("report_rule_assignments")
    .select("person_id")
    .distinct()
    .where("company_id", "=", companyId)
    .where("kind", "=", kind)
    .where("person_id", "in", people)
    .execute();
  const known = new Set(earlier.map((r) => r.person_id));
  await trx
    .insertInto("report_rule_assignments")
    .values(
      people.map((personId) => ({
        ...stamp,
        kind,
        person_id: personId,
        group_id: action === "Assigned" ? data.groupId : null,
        effective_at: known.has(personId) ? recorded.metadata.occurredAt : null,
      })),
    )
    .execute();
};

const applyAbsenceEvent = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const data = recorded.data as { requestId: string; workerId: string; details?: { absenceTypeId?: string; start?: string; end?: string } };
  await closeCurrent(trx, "report_absence_versions", { request_id: data.requestId }, recorded);
  const d = data.details;
  if (recorded.type !== "PaidAbsenceRequestApproved" || d?.start === undefined || d.end === undefined) return;
  const p = at(recorded);
  await trx
    .insertInto("report_absence_versions")
    .values({
      company_id: recorded.metadata.companyId,
      request_id: data.requestId,
      worker_id: data.workerId,
      from_commit: p.commit,
      from_prepare: p.prepare,
      recorded_at: recorded.metadata.occurredAt,
      absence_type_id: d.absenceTypeId ?? null,
      start_at: d.start,
      end_at: d.end,
      approved: true,
      event_id: recorded.id,
    })
    .execute();
};

const applyReportEvent = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  if ((workEventTypes as readonly string[]).includes(recorded.type)) return applyWorkEvent(trx, { type: recorded.type, data: recorded.data } as WorkTimeEvent, recorded);
  if ((workTypeEventTypes as readonly string[]).includes(recorded.type)) return applyWorkTypeEvent(trx, recorded);
  if ((absenceEventTypes as readonly string[]).includes(recorded.type)) return applyAbsenceEvent(trx, recorded);
  const group = ruleGroupEvents.get(recorded.type);
  if (group !== undefined) return applyRuleGroupEvent(trx, group[0], group[1], recorded.data as RuleGroupData, recorded);
};

/**
 * The reports read model: work logs, work types and approved paid absences as versioned rows (each
 * valid between two ledger positions), plus every rule-group version and assignment with the
 * position that wrote it. Reports as of any position read it with one indexed query per table.
 */
export const reportsProjection: Projection = {
  name: "reports",
  eventTypes: [...workEventTypes, ...workTypeEventTypes, ...absenceEventTypes, ...ruleGroupEvents.keys()],
  tables: ["report_entry_versions", "report_work_type_versions", "report_absence_versions", "report_rule_versions", "report_rule_assignments"],
  apply: applyReportEvent,
};
