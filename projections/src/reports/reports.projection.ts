import { sql, type Transaction } from "kysely";
import { ruleGroupKinds, workTimeEventTypes, workTypeEvents, type PreferencesEvent, type RequestEvent, type WorkLogValues, type WorkTimeEvent } from "@workledger/event-schemas";
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
/** The company's preferences (the organisation capability's event): their `holidays.countryCode` is the holiday country. */
const preferencesChanged: PreferencesEvent["type"] = "PreferencesChanged";
const workEventTypes = workTimeEventTypes.filter((t) => t !== "WorkPeriodOpened" && t !== "WorkPeriodClosed");

const at = (recorded: RecordedEvent) => ({ commit: String(recorded.position.commit), prepare: String(recorded.position.prepare) });

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

/** A manager's approval of a bonus request on a log (the requests capability's event): its bonus becomes the log's. */
type ApprovedBonus = Extract<RequestEvent, { type: "BonusRequestApproved" }>;
const isWorkEvent = (type: string): boolean => (workEventTypes as readonly string[]).includes(type) || type === "BonusRequestApproved";

const nextEntry = (event: WorkTimeEvent | ApprovedBonus, current: EntryValues): EntryValues | undefined => {
  switch (event.type) {
    case "BonusRequestApproved":
      return { ...current, bonus: event.data.bonus };
    case "WorkPaused":
      return { ...current, pauses: [...current.pauses, { start: event.data.pausedAt, end: null, lengthSeconds: null }] };
    case "WorkResumed":
      return { ...current, pauses: current.pauses.map((p) => (p.end === null ? { ...p, end: event.data.resumedAt, lengthSeconds: event.data.pauseSeconds } : p)) };
    case "WorkStopped":
    case "WorkAutoStopped":
      return { ...current, end_at: event.data.stoppedAt, pauses: pausesAtStop(current.pauses, event.data.stoppedAt) };
    case "WorkLogEdited": {
      // The bonus only when the edit changes it: an approved bonus request's bonus is not in the work-time stream's values.
      const { bonus, ...values } = fromValues(event.data.next);
      return { ...current, ...values, ...(event.data.previous.bonus === event.data.next.bonus ? {} : { bonus }), date: event.data.date, ...(event.data.pricing === undefined ? {} : { confirmed_pricing: event.data.pricing }) };
    }
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

interface RuleGroupData {
  readonly groupId: string;
  readonly rules?: unknown;
  readonly personIds?: readonly string[];
  /** A change of rules names the local date it takes effect from (absent: from when it was recorded). */
  readonly effectiveFrom?: string;
}
interface WorkTypeData {
  readonly workTypeId: string;
  readonly details?: Record<string, unknown>;
}
interface AbsenceData {
  readonly requestId: string;
  readonly workerId: string;
  readonly details?: { absenceTypeId?: string; start?: string; end?: string };
}

type Pos = { readonly commit: string; readonly prepare: string };
/** A version row the batch writes: its values, and `to` once a later event of the batch replaced it. */
type Written<R> = R & { to_commit: string | null; to_prepare: string | null };
/**
 * The version of one key that is current while the batch is folded: the one stored before the
 * batch (closed with one UPDATE at the end if replaced) or one the batch inserts.
 */
type Current<R> = { readonly stored: true; readonly row: R } | { readonly stored: false; readonly row: Written<R> };

/**
 * Ends the current version of a key at `p`: a stored one is recorded in `closed` (for the UPDATE),
 * one the batch inserts gets its `to`.
 */
const replace = <R>(current: Current<R> | undefined, closed: Map<string, Pos>, k: string, p: Pos): void => {
  if (current === undefined) return;
  if (current.stored) {
    if (!closed.has(k)) closed.set(k, p);
  } else {
    current.row.to_commit = p.commit;
    current.row.to_prepare = p.prepare;
  }
};

const jsonKey = (...parts: readonly string[]): string => JSON.stringify(parts);

interface EntryRow extends EntryValues {
  company_id: string;
  work_id: string;
  worker_id: string;
  from_commit: string;
  from_prepare: string;
  recorded_at: string;
  event_ids: readonly string[];
}
interface WorkTypeRow {
  company_id: string;
  work_type_id: string;
  from_commit: string;
  from_prepare: string;
  recorded_at: string;
  details: Record<string, unknown>;
  active: boolean;
  event_id: string;
}
interface AbsenceRow {
  company_id: string;
  request_id: string;
  worker_id: string;
  from_commit: string;
  from_prepare: string;
  recorded_at: string;
  absence_type_id: string | null;
  start_at: string;
  end_at: string;
  approved: boolean;
  event_id: string;
}

const storedEntry = (r: ReportEntryVersionRow): EntryRow => ({
  company_id: r.company_id,
  work_id: r.work_id,
  worker_id: r.worker_id,
  from_commit: r.from_commit,
  from_prepare: r.from_prepare,
  recorded_at: r.recorded_at.toISOString(),
  date: r.date,
  start_at: r.start_at.toISOString(),
  end_at: r.end_at?.toISOString() ?? null,
  pauses: r.pauses,
  work_type_id: r.work_type_id,
  workspace_id: r.workspace_id,
  bonus: r.bonus,
  confirmed: r.confirmed,
  deleted: r.deleted,
  confirmed_pricing: r.confirmed_pricing,
  event_ids: r.event_ids,
});

/** Pairs as a JSON recordset, for `join jsonb_to_recordset(...)` lookups of many keys at once. */
const keySet = (rows: readonly Record<string, string>[]): string => JSON.stringify(rows);

/**
 * A batch in a few set-based statements whatever its size: read the current versions of the logs,
 * work types and absences it touches (and the rule-group state it needs), fold its events in
 * memory exactly as one event at a time would, then one UPDATE per table closes the replaced
 * stored versions and one INSERT per table writes the new ones (rows travel as JSON).
 */
const applyReportBatch = async (trx: Trx, batch: readonly RecordedEvent[]): Promise<void> => {
  // The keys the batch touches, per table (the events are folded in log order further down).
  const work: { recorded: RecordedEvent; event: Exclude<WorkTimeEvent, { type: "WorkPeriodOpened" | "WorkPeriodClosed" }> | ApprovedBonus }[] = [];
  const types: RecordedEvent[] = [];
  const absenceEvents: RecordedEvent[] = [];
  const groupEvents: { recorded: RecordedEvent; kind: string; action: string; data: RuleGroupData }[] = [];
  for (const recorded of batch) {
    if (isWorkEvent(recorded.type)) work.push({ recorded, event: { type: recorded.type, data: recorded.data } as (typeof work)[number]["event"] });
    else if ((workTypeEventTypes as readonly string[]).includes(recorded.type)) types.push(recorded);
    else if ((absenceEventTypes as readonly string[]).includes(recorded.type)) absenceEvents.push(recorded);
    else {
      const group = ruleGroupEvents.get(recorded.type);
      if (group !== undefined) groupEvents.push({ recorded, kind: group[0], action: group[1], data: recorded.data as RuleGroupData });
    }
  }

  // The current versions before the batch, of every key it touches.
  const entryKeys = [...new Map(work.map(({ recorded, event }) => [jsonKey(recorded.metadata.companyId, event.data.workId), { company_id: recorded.metadata.companyId, work_id: event.data.workId }])).values()];
  const typeKeys = [...new Map(types.map((r) => [jsonKey(r.metadata.companyId, (r.data as WorkTypeData).workTypeId), { company_id: r.metadata.companyId, work_type_id: (r.data as WorkTypeData).workTypeId }])).values()];
  const absenceKeys = [...new Map(absenceEvents.map((r) => [jsonKey(r.metadata.companyId, (r.data as AbsenceData).requestId), { company_id: r.metadata.companyId, request_id: (r.data as AbsenceData).requestId }])).values()];
  const versionKeys = [...new Map(groupEvents.map((g) => [jsonKey(g.recorded.metadata.companyId, g.kind, g.data.groupId), { company_id: g.recorded.metadata.companyId, kind: g.kind, group_id: g.data.groupId }])).values()];
  const personKeys = [
    ...new Map(groupEvents.flatMap((g) => (g.data.personIds ?? []).map((p) => [jsonKey(g.recorded.metadata.companyId, g.kind, p), { company_id: g.recorded.metadata.companyId, kind: g.kind, person_id: p }] as const))).values(),
  ];
  const [storedEntries, storedTypes, storedAbsences, lastVersions, knownPeople] = await Promise.all([
    entryKeys.length === 0
      ? []
      : sql<ReportEntryVersionRow>`select t.* from report_entry_versions t join jsonb_to_recordset(${keySet(entryKeys)}::jsonb) as k(company_id text, work_id text)
          on t.company_id = k.company_id and t.work_id = k.work_id where t.to_commit is null`
          .execute(trx)
          .then((r) => r.rows),
    typeKeys.length === 0
      ? []
      : sql<{ company_id: string; work_type_id: string; details: Record<string, unknown>; active: boolean }>`select t.company_id, t.work_type_id, t.details, t.active from report_work_type_versions t
          join jsonb_to_recordset(${keySet(typeKeys)}::jsonb) as k(company_id text, work_type_id text) on t.company_id = k.company_id and t.work_type_id = k.work_type_id where t.to_commit is null`
          .execute(trx)
          .then((r) => r.rows),
    absenceKeys.length === 0
      ? []
      : sql<{ company_id: string; request_id: string }>`select t.company_id, t.request_id from report_absence_versions t
          join jsonb_to_recordset(${keySet(absenceKeys)}::jsonb) as k(company_id text, request_id text) on t.company_id = k.company_id and t.request_id = k.request_id where t.to_commit is null`
          .execute(trx)
          .then((r) => r.rows),
    versionKeys.length === 0
      ? []
      : sql<{ company_id: string; kind: string; group_id: string; version: number }>`select t.company_id, t.kind, t.group_id, max(t.version) as version from report_rule_versions t
          join jsonb_to_recordset(${keySet(versionKeys)}::jsonb) as k(company_id text, kind text, group_id text) on t.company_id = k.company_id and t.kind = k.kind and t.group_id = k.group_id
          group by t.company_id, t.kind, t.group_id`
          .execute(trx)
          .then((r) => r.rows),
    personKeys.length === 0
      ? []
      : sql<{ company_id: string; kind: string; person_id: string }>`select distinct t.company_id, t.kind, t.person_id from report_rule_assignments t
          join jsonb_to_recordset(${keySet(personKeys)}::jsonb) as k(company_id text, kind text, person_id text) on t.company_id = k.company_id and t.kind = k.kind and t.person_id = k.person_id`
          .execute(trx)
          .then((r) => r.rows),
  ]);
  const entries = new Map<string, Current<EntryRow>>(storedEntries.map((r) => [jsonKey(r.company_id, r.work_id), { stored: true, row: storedEntry(r) }]));
  const workTypes = new Map<string, Current<Pick<WorkTypeRow, "details" | "active">>>(storedTypes.map((r) => [jsonKey(r.company_id, r.work_type_id), { stored: true, row: { details: r.details, active: r.active } }]));
  const absences = new Map<string, Current<object>>(storedAbsences.map((r) => [jsonKey(r.company_id, r.request_id), { stored: true, row: {} }]));
  const versions = new Map<string, number>(lastVersions.map((r) => [jsonKey(r.company_id, r.kind, r.group_id), Number(r.version)]));
  const known = new Set(knownPeople.map((r) => jsonKey(r.company_id, r.kind, r.person_id)));

  const entryClosed = new Map<string, Pos>();
  const typeClosed = new Map<string, Pos>();
  const absenceClosed = new Map<string, Pos>();
  const newEntries: Written<EntryRow>[] = [];
  const newTypes: Written<WorkTypeRow>[] = [];
  const newAbsences: Written<AbsenceRow>[] = [];
  const newVersions: Record<string, unknown>[] = [];
  const newAssignments: Record<string, unknown>[] = [];
  const newCountries: Record<string, unknown>[] = [];

  const applyWork = (recorded: RecordedEvent, event: WorkTimeEvent | ApprovedBonus): void => {
    if (event.type === "WorkPeriodOpened" || event.type === "WorkPeriodClosed") return;
    const companyId = recorded.metadata.companyId;
    const k = jsonKey(companyId, event.data.workId);
    const current = entries.get(k);
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
      if (current === undefined || current.row.worker_id !== event.data.workerId) return;
      values = nextEntry(event, current.row);
      if (values === undefined) return;
    }
    const p = at(recorded);
    replace(current, entryClosed, k, p);
    const row: Written<EntryRow> = {
      company_id: companyId,
      work_id: event.data.workId,
      worker_id: event.data.workerId,
      from_commit: p.commit,
      from_prepare: p.prepare,
      to_commit: null,
      to_prepare: null,
      recorded_at: recorded.metadata.occurredAt,
      date: values.date,
      start_at: values.start_at,
      end_at: values.end_at,
      pauses: values.pauses,
      work_type_id: values.work_type_id,
      workspace_id: values.workspace_id,
      bonus: values.bonus,
      confirmed: values.confirmed,
      deleted: values.deleted,
      confirmed_pricing: values.confirmed_pricing,
      event_ids: [...(current?.row.event_ids ?? []), recorded.id],
    };
    newEntries.push(row);
    entries.set(k, { stored: false, row });
  };

  const applyWorkType = (recorded: RecordedEvent): void => {
    const data = recorded.data as WorkTypeData;
    const k = jsonKey(recorded.metadata.companyId, data.workTypeId);
    const current = workTypes.get(k);
    const details = data.details ?? current?.row.details;
    if (details === undefined) return;
    const active = recorded.type === "WorkTypeDeactivated" ? false : recorded.type === "WorkTypeReactivated" ? true : (current?.row.active ?? true);
    const p = at(recorded);
    replace(current, typeClosed, k, p);
    const row: Written<WorkTypeRow> = { company_id: recorded.metadata.companyId, work_type_id: data.workTypeId, from_commit: p.commit, from_prepare: p.prepare, to_commit: null, to_prepare: null, recorded_at: recorded.metadata.occurredAt, details, active, event_id: recorded.id };
    newTypes.push(row);
    workTypes.set(k, { stored: false, row });
  };

  const applyAbsence = (recorded: RecordedEvent): void => {
    const data = recorded.data as AbsenceData;
    const k = jsonKey(recorded.metadata.companyId, data.requestId);
    const p = at(recorded);
    replace(absences.get(k), absenceClosed, k, p);
    absences.delete(k);
    const d = data.details;
    if (recorded.type !== "PaidAbsenceRequestApproved" || d?.start === undefined || d.end === undefined) return;
    const row: Written<AbsenceRow> = {
      company_id: recorded.metadata.companyId,
      request_id: data.requestId,
      worker_id: data.workerId,
      from_commit: p.commit,
      from_prepare: p.prepare,
      to_commit: null,
      to_prepare: null,
      recorded_at: recorded.metadata.occurredAt,
      absence_type_id: d.absenceTypeId ?? null,
      start_at: d.start,
      end_at: d.end,
      approved: true,
      event_id: recorded.id,
    };
    newAbsences.push(row);
    absences.set(k, { stored: false, row });
  };

  const applyRuleGroup = (recorded: RecordedEvent, kind: string, action: string, data: RuleGroupData): void => {
    const companyId = recorded.metadata.companyId;
    const p = at(recorded);
    const stamp = { company_id: companyId, position_commit: p.commit, position_prepare: p.prepare, recorded_at: recorded.metadata.occurredAt, event_id: recorded.id };
    if (action === "Created" || action === "RulesChanged") {
      const k = jsonKey(companyId, kind, data.groupId);
      const version = (versions.get(k) ?? 0) + 1;
      versions.set(k, version);
      newVersions.push({
        ...stamp,
        kind,
        group_id: data.groupId,
        version,
        effective_at: version === 1 ? null : recorded.metadata.occurredAt,
        effective_date: version === 1 ? null : (data.effectiveFrom ?? null),
        rules: JSON.stringify(data.rules ?? null),
      });
      return;
    }
    if (action !== "Assigned" && action !== "Unassigned" && action !== "Deleted") return;
    for (const personId of new Set(data.personIds ?? [])) {
      const k = jsonKey(companyId, kind, personId);
      newAssignments.push({ ...stamp, kind, person_id: personId, group_id: action === "Assigned" ? data.groupId : null, effective_at: known.has(k) ? recorded.metadata.occurredAt : null });
      known.add(k);
    }
  };

  /** A change of the company's (not a person's) holiday country, from the date it was made. */
  const applyPreferences = (recorded: RecordedEvent): void => {
    const data = recorded.data as PreferencesEvent["data"];
    const country = data.changes.holidays?.countryCode;
    if (data.scope.kind !== "company" || country === undefined) return;
    const p = at(recorded);
    newCountries.push({
      company_id: recorded.metadata.companyId,
      position_commit: p.commit,
      position_prepare: p.prepare,
      recorded_at: recorded.metadata.occurredAt,
      effective_at: recorded.metadata.occurredAt,
      country_code: country.trim().toUpperCase(),
      event_id: recorded.id,
    });
  };

  // Fold in log order, as one event at a time would.
  for (const recorded of batch) {
    if (recorded.type === preferencesChanged) applyPreferences(recorded);
    else if (isWorkEvent(recorded.type)) applyWork(recorded, { type: recorded.type, data: recorded.data } as WorkTimeEvent | ApprovedBonus);
    else if ((workTypeEventTypes as readonly string[]).includes(recorded.type)) applyWorkType(recorded);
    else if ((absenceEventTypes as readonly string[]).includes(recorded.type)) applyAbsence(recorded);
    else {
      const group = ruleGroupEvents.get(recorded.type);
      if (group !== undefined) applyRuleGroup(recorded, group[0], group[1], recorded.data as RuleGroupData);
    }
  }

  const closes = (closed: ReadonlyMap<string, Pos>, keyNames: readonly string[]): Record<string, string>[] =>
    [...closed].map(([k, p]) => {
      const parts = JSON.parse(k) as string[];
      return { ...Object.fromEntries(keyNames.map((name, i) => [name, parts[i] ?? ""])), to_commit: p.commit, to_prepare: p.prepare };
    });
  const close = async (table: string, key: string, rows: readonly Record<string, string>[]): Promise<void> => {
    if (rows.length === 0) return;
    await sql`
      update ${sql.table(table)} t set to_commit = c.to_commit, to_prepare = c.to_prepare
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(company_id text, ${sql.ref(key)} text, to_commit bigint, to_prepare bigint)
      where t.company_id = c.company_id and t.${sql.ref(key)} = c.${sql.ref(key)} and t.to_commit is null`.execute(trx);
  };
  // Close the replaced stored versions first: a new version of the same key is then the only current one.
  await close("report_entry_versions", "work_id", closes(entryClosed, ["company_id", "work_id"]));
  await close("report_work_type_versions", "work_type_id", closes(typeClosed, ["company_id", "work_type_id"]));
  await close("report_absence_versions", "request_id", closes(absenceClosed, ["company_id", "request_id"]));
  if (newEntries.length > 0) {
    await sql`
      insert into report_entry_versions (company_id, work_id, worker_id, from_commit, from_prepare, to_commit, to_prepare, recorded_at, date, start_at, end_at,
        pauses, work_type_id, workspace_id, bonus, confirmed, deleted, confirmed_pricing, event_ids)
      select r.company_id, r.work_id, r.worker_id, r.from_commit, r.from_prepare, r.to_commit, r.to_prepare, r.recorded_at, r.date, r.start_at, r.end_at,
        r.pauses, r.work_type_id, r.workspace_id, r.bonus, r.confirmed, r.deleted, r.confirmed_pricing::jsonb, r.event_ids
      from jsonb_to_recordset(${JSON.stringify(newEntries.map((e) => ({ ...e, confirmed_pricing: JSON.stringify(e.confirmed_pricing) })))}::jsonb) as r(
        company_id text, work_id text, worker_id text, from_commit bigint, from_prepare bigint, to_commit bigint, to_prepare bigint, recorded_at timestamptz,
        date text, start_at timestamptz, end_at timestamptz, pauses jsonb, work_type_id text, workspace_id text, bonus integer, confirmed boolean,
        deleted boolean, confirmed_pricing text, event_ids jsonb)`.execute(trx);
  }
  if (newTypes.length > 0) {
    await sql`
      insert into report_work_type_versions (company_id, work_type_id, from_commit, from_prepare, to_commit, to_prepare, recorded_at, details, active, event_id)
      select r.company_id, r.work_type_id, r.from_commit, r.from_prepare, r.to_commit, r.to_prepare, r.recorded_at, r.details, r.active, r.event_id
      from jsonb_to_recordset(${JSON.stringify(newTypes)}::jsonb) as r(company_id text, work_type_id text, from_commit bigint, from_prepare bigint,
        to_commit bigint, to_prepare bigint, recorded_at timestamptz, details jsonb, active boolean, event_id text)`.execute(trx);
  }
  if (newAbsences.length > 0) {
    await sql`
      insert into report_absence_versions (company_id, request_id, worker_id, from_commit, from_prepare, to_commit, to_prepare, recorded_at, absence_type_id, start_at, end_at, approved, event_id)
      select r.company_id, r.request_id, r.worker_id, r.from_commit, r.from_prepare, r.to_commit, r.to_prepare, r.recorded_at, r.absence_type_id, r.start_at, r.end_at, r.approved, r.event_id
      from jsonb_to_recordset(${JSON.stringify(newAbsences)}::jsonb) as r(company_id text, request_id text, worker_id text, from_commit bigint, from_prepare bigint,
        to_commit bigint, to_prepare bigint, recorded_at timestamptz, absence_type_id text, start_at timestamptz, end_at timestamptz, approved boolean, event_id text)`.execute(trx);
  }
  if (newVersions.length > 0) await trx.insertInto("report_rule_versions").values(newVersions as never).execute();
  if (newAssignments.length > 0) await trx.insertInto("report_rule_assignments").values(newAssignments as never).execute();
  if (newCountries.length > 0) await trx.insertInto("report_holiday_countries").values(newCountries as never).execute();
};

/**
 * The reports read model: work logs, work types and approved paid absences as versioned rows (each
 * valid between two ledger positions), plus every rule-group version and assignment with the
 * position that wrote it, and the company's holiday-country changes the same way. Reports as of
 * any position read it with one indexed query per table.
 */
export const reportsProjection: Projection = {
  name: "reports",
  eventTypes: [...workEventTypes, "BonusRequestApproved", ...workTypeEventTypes, ...absenceEventTypes, ...ruleGroupEvents.keys(), preferencesChanged],
  // The stored month figures are derived from these rows by reports: a rebuild empties them too.
  tables: ["report_entry_versions", "report_work_type_versions", "report_absence_versions", "report_rule_versions", "report_rule_assignments", "report_holiday_countries", "report_month_figures"],
  apply: (trx, event) => applyReportBatch(trx, [event]),
  applyBatch: applyReportBatch,
};
