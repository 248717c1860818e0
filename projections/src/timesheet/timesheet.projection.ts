import { sql, type Transaction } from "kysely";
import { isBackDated, workTimeEventTypes, type RequestEvent, type WorkLogFlag, type WorkLogValues, type WorkTimeEvent } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import { scrubTimesheetPerson } from "../erasure/person-erasure.scrub.ts";
import type { Projection } from "../runner/projection.ts";
import type { TimesheetPause } from "./timesheet.tables.ts";

/**
 * Column values of a `timesheet_logs` row as they travel in one JSON document to PostgreSQL
 * (`jsonb_populate_recordset`): timestamps as ISO strings, jsonb columns as JSON values. A key
 * left out is a column not written (NULL on insert, unchanged on update), as Kysely does with
 * `undefined`.
 */
type LogColumns = Record<string, unknown>;

/** Closes an open pause at the stop (a pause beginning at the stop itself is dropped), as the ledger does. */
export const pausesAtStop = (pauses: readonly TimesheetPause[], stoppedAt: string): TimesheetPause[] =>
  pauses.flatMap((p) => {
    if (p.end !== null) return [p];
    const length = Math.trunc((Date.parse(stoppedAt) - Date.parse(p.start)) / 1000);
    return length <= 0 ? [] : [{ ...p, end: stoppedAt, lengthSeconds: length }];
  });

const valuesColumns = (v: WorkLogValues): LogColumns => ({
  start_at: v.start,
  end_at: v.end,
  pauses: v.pauses,
  work_type_id: v.workTypeId,
  workspace_id: v.workspaceId,
  comment: v.comment,
  worker_comment: v.workerComment,
  bonus: v.bonus,
  tags: v.tags,
  files: v.files,
});

/**
 * An edit writes the values it carries, but the bonus only when the edit changes it: an approved
 * bonus request puts its bonus on the log from the requests stream (BonusRequestApproved), which the
 * work-time stream's own values do not know, so an edit of the comment must not wipe it.
 */
const editedValuesColumns = (previous: WorkLogValues, next: WorkLogValues): LogColumns => {
  const { bonus, ...columns } = valuesColumns(next);
  return previous.bonus === next.bonus ? columns : { ...columns, bonus };
};

/** What a history row shows before and after: the editable values, or the facts of the punch. */
const historyValues = (event: WorkTimeEvent): { previous: unknown; next: unknown } => {
  switch (event.type) {
    case "WorkLogEdited":
      return { previous: event.data.previous, next: event.data.next };
    case "WorkLogAdded":
      return { previous: null, next: event.data.values };
    default:
      return { previous: null, next: null };
  }
};

/**
 * A log touched by the batch: either already in the table (`patch` collects the columns the
 * batch's events set, in order) or inserted by this batch (`row` is the whole new row).
 */
type LogState = { readonly workerId: string; readonly pauses: readonly TimesheetPause[] } & (
  | { readonly stored: true; readonly patch: LogColumns }
  | { readonly stored: false; readonly row: LogColumns }
);

/** Whether a change carries a flag for the manager (changed after the pay period closed, a worker's over-24-hours entry). */
const flagged = (event: { readonly data: { readonly flags?: readonly WorkLogFlag[] } }, flag: WorkLogFlag): boolean => event.data.flags?.includes(flag) === true;

const logColumnsOf = (event: WorkTimeEvent & { type: "WorkStarted" | "WorkLogAdded" }, recorded: RecordedEvent): LogColumns => {
  const m = recorded.metadata;
  const d = event.data;
  const base: LogColumns = {
    work_id: d.workId,
    company_id: m.companyId,
    worker_id: d.workerId,
    work_number: d.workNumber,
    date: d.date,
    confirmed: false,
    confirmed_at: null,
    confirmed_by: null,
    edited: false,
    started_by: d.source,
    deleted: false,
    created_by: m.actorId,
    updated_at: m.occurredAt,
    bonus: null,
    confirmed_pricing: null,
    changed_after_close: event.type === "WorkLogAdded" && flagged(event, "changed_after_pay_period_closed"),
    worker_over_24_hours: event.type === "WorkLogAdded" && flagged(event, "worker_over_24_hours"),
    back_dated: event.type === "WorkStarted" && isBackDated(event.data.startedAt, event.data.receivedAt),
  };
  if (event.type === "WorkStarted") {
    return {
      ...base,
      start_at: event.data.startedAt,
      end_at: null,
      pauses: [],
      pause_seconds: 0,
      worked_seconds: 0,
      status: "started",
      work_type_id: event.data.workTypeId,
      workspace_id: event.data.workspaceId,
      comment: event.data.comment,
      worker_comment: "",
      tags: [],
      files: [],
      ended_by: null,
    };
  }
  return {
    ...base,
    ...valuesColumns(event.data.values),
    pause_seconds: event.data.pauseSeconds,
    worked_seconds: event.data.workedSeconds,
    status: "stopped",
    ended_by: event.data.source,
  };
};

/** A back-dated punch marks its log (and the mark stays). */
const backDated = (claimedAt: string, receivedAt: string | undefined): LogColumns => (isBackDated(claimedAt, receivedAt) ? { back_dated: true } : {});

/** The columns one event sets on an existing log, or undefined for the events that create logs or change none. */
const logUpdateOf = (event: WorkTimeEvent, pauses: readonly TimesheetPause[]): LogColumns | undefined => {
  switch (event.type) {
    case "WorkPaused":
      return {
        status: "paused",
        pauses: [...pauses, { start: event.data.pausedAt, end: null, lengthSeconds: null }],
        ...backDated(event.data.pausedAt, event.data.receivedAt),
      };
    case "WorkResumed": {
      const closed = pauses.map((p) => (p.end === null ? { ...p, end: event.data.resumedAt, lengthSeconds: event.data.pauseSeconds } : p));
      return {
        status: "resumed",
        pauses: closed,
        pause_seconds: closed.reduce((sum, p) => sum + (p.lengthSeconds ?? 0), 0),
        ...backDated(event.data.resumedAt, event.data.receivedAt),
      };
    }
    case "WorkStopped":
    case "WorkAutoStopped":
      return {
        ...(event.type === "WorkStopped" ? backDated(event.data.stoppedAt, event.data.receivedAt) : {}),
        status: "stopped",
        end_at: event.data.stoppedAt,
        pauses: pausesAtStop(pauses, event.data.stoppedAt),
        pause_seconds: event.data.pauseSeconds,
        worked_seconds: event.data.workedSeconds,
        ended_by: event.type === "WorkStopped" ? event.data.source : "automatic",
      };
    case "WorkLogEdited":
      return {
        ...editedValuesColumns(event.data.previous, event.data.next),
        date: event.data.date,
        pause_seconds: event.data.pauseSeconds,
        worked_seconds: event.data.workedSeconds,
        edited: true,
        // Over 24 hours is the latest values' state; a change after the close stays on the log.
        worker_over_24_hours: flagged(event, "worker_over_24_hours"),
        ...(flagged(event, "changed_after_pay_period_closed") ? { changed_after_close: true } : {}),
        ...(event.data.pricing === undefined ? {} : { confirmed_pricing: event.data.pricing }),
      };
    case "WorkLogDeleted":
      return { deleted: true, ...(flagged(event, "changed_after_pay_period_closed") ? { changed_after_close: true } : {}) };
    case "WorkLogConfirmed":
      return { confirmed: true, confirmed_at: event.data.confirmedAt, confirmed_by: event.data.confirmedBy, confirmed_pricing: event.data.pricing ?? null };
    case "WorkLogUnconfirmed":
      return { confirmed: false, confirmed_at: null, confirmed_by: null, confirmed_pricing: null };
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

/** Every column but the key (company and work id), in the order of the table (the UPDATE rewrites them all from the patched row). */
const logValueColumns = [
  "worker_id",
  "work_number",
  "date",
  "start_at",
  "end_at",
  "pauses",
  "pause_seconds",
  "worked_seconds",
  "status",
  "work_type_id",
  "workspace_id",
  "comment",
  "worker_comment",
  "bonus",
  "tags",
  "files",
  "confirmed",
  "confirmed_at",
  "confirmed_by",
  "edited",
  "started_by",
  "ended_by",
  "deleted",
  "created_by",
  "updated_at",
  "confirmed_pricing",
  "changed_after_close",
  "worker_over_24_hours",
  "back_dated",
] as const;

/** A manager's approval of a bonus request on a log: the approved bonus becomes the log's bonus. */
type ApprovedBonus = Extract<RequestEvent, { type: "BonusRequestApproved" }>;

/**
 * A batch in four statements whatever its size: read the pauses of the logs it touches that exist,
 * fold its events in memory, then one INSERT of the history rows, one INSERT of the new logs and
 * one UPDATE of the existing ones (each row travels as JSON: `jsonb_to_recordset`).
 */
const applyTimesheetBatch = async (trx: Transaction<Database>, batch: readonly RecordedEvent[]): Promise<void> => {
  const events = batch.flatMap((recorded) => {
    const event = { type: recorded.type, data: recorded.data } as WorkTimeEvent | ApprovedBonus;
    return event.type === "WorkPeriodOpened" || event.type === "WorkPeriodClosed" ? [] : [{ recorded, event }];
  });
  if (events.length === 0) return;

  // Logs are keyed by company and work id; a stored log changes only through its own worker's events.
  const keyOf = (companyId: string, workId: string) => JSON.stringify([companyId, workId]);
  const keys = [...new Map(events.map(({ recorded, event }) => [keyOf(recorded.metadata.companyId, event.data.workId), [recorded.metadata.companyId, event.data.workId]])).values()];
  const { rows: stored } = await sql<{ company_id: string; work_id: string; worker_id: string; pauses: readonly TimesheetPause[] }>`
    select t.company_id, t.work_id, t.worker_id, t.pauses from timesheet_logs t
    join jsonb_to_recordset(${JSON.stringify(keys.map(([company_id, work_id]) => ({ company_id, work_id })))}::jsonb) as k(company_id text, work_id text)
      on t.company_id = k.company_id and t.work_id = k.work_id`.execute(trx);
  const logs = new Map<string, LogState>(stored.map((r) => [keyOf(r.company_id, r.work_id), { stored: true, workerId: r.worker_id, pauses: r.pauses, patch: {} }]));

  const history: Record<string, unknown>[] = [];
  for (const { recorded, event } of events) {
    const m = recorded.metadata;
    const { previous, next } = event.type === "BonusRequestApproved" ? { previous: null, next: { bonus: event.data.bonus } } : historyValues(event);
    history.push({
      position_commit: String(recorded.position.commit),
      position_prepare: String(recorded.position.prepare),
      event_id: recorded.id,
      work_id: event.data.workId,
      company_id: m.companyId,
      worker_id: event.data.workerId,
      event_type: event.type,
      actor_id: m.actorId,
      persona: m.persona,
      source: m.source,
      occurred_at: m.occurredAt,
      // jsonb text, so that null stays the JSON null it was (jsonb_to_recordset would make it SQL NULL)
      previous: JSON.stringify(previous),
      next: JSON.stringify(next),
      data: event.data,
    });

    const key = keyOf(m.companyId, event.data.workId);
    const log = logs.get(key);
    if (event.type === "WorkStarted" || event.type === "WorkLogAdded") {
      if (log !== undefined) continue; // ON CONFLICT DO NOTHING
      const row = logColumnsOf(event, recorded);
      logs.set(key, { stored: false, workerId: event.data.workerId, row, pauses: row.pauses as readonly TimesheetPause[] });
      continue;
    }
    if (log === undefined) continue; // an UPDATE of a missing log changes nothing
    if (log.workerId !== event.data.workerId) continue; // another worker's log under the same id is not this event's
    const update = event.type === "BonusRequestApproved" ? { bonus: event.data.bonus } : logUpdateOf(event, log.pauses);
    if (update === undefined) continue;
    const set: LogColumns = { ...update, updated_at: m.occurredAt };
    const pauses = (set.pauses as readonly TimesheetPause[] | undefined) ?? log.pauses;
    logs.set(
      key,
      log.stored ? { stored: true, workerId: log.workerId, pauses, patch: { ...log.patch, ...set } } : { stored: false, workerId: log.workerId, pauses, row: { ...log.row, ...set } },
    );
  }

  await sql`
    insert into timesheet_log_history (position_commit, position_prepare, event_id, work_id, company_id, worker_id, event_type,
      actor_id, persona, source, occurred_at, previous, next, data)
    select h.position_commit, h.position_prepare, h.event_id, h.work_id, h.company_id, h.worker_id, h.event_type,
      h.actor_id, h.persona, h.source, h.occurred_at, h.previous::jsonb, h.next::jsonb, h.data
    from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as h(position_commit bigint, position_prepare bigint, event_id text,
      work_id text, company_id text, worker_id text, event_type text, actor_id text, persona text, source text,
      occurred_at timestamptz, previous text, next text, data jsonb)
    on conflict (position_commit, position_prepare) do nothing`.execute(trx);

  const inserted: LogColumns[] = [];
  const patched: { company_id: string; work_id: string; worker_id: string; patch: LogColumns }[] = [];
  for (const [key, log] of logs) {
    const [companyId, workId] = JSON.parse(key) as [string, string];
    if (!log.stored) inserted.push(log.row);
    else if (Object.keys(log.patch).length > 0) patched.push({ company_id: companyId, work_id: workId, worker_id: log.workerId, patch: log.patch });
  }
  if (inserted.length > 0) {
    await sql`
      insert into timesheet_logs
      select * from jsonb_populate_recordset(null::timesheet_logs, ${JSON.stringify(inserted)}::jsonb)
      on conflict (company_id, work_id) do nothing`.execute(trx);
  }
  if (patched.length > 0) {
    const columns = sql.join(logValueColumns.map((c) => sql.ref(c)));
    const fromPatched = sql.join(logValueColumns.map((c) => sql.ref(`r.${c}`)));
    await sql`
      update timesheet_logs t
      set (${columns}) = (select ${fromPatched} from jsonb_populate_record(t, p.patch) as r)
      from jsonb_to_recordset(${JSON.stringify(patched)}::jsonb) as p(company_id text, work_id text, worker_id text, patch jsonb)
      where t.company_id = p.company_id and t.work_id = p.work_id and t.worker_id = p.worker_id`.execute(trx);
  }
};

/**
 * The timesheet: one row per work log keyed by company and work id (updated only by its own
 * worker's events, a second line behind the command path's work-id claims), plus the history of every change.
 * An approved bonus request (the requests capability's BonusRequestApproved, naming the log and its
 * worker) sets the log's bonus, so reports and payroll read it from the work log. The
 * period streams' opening summaries repeat logs already projected from their own events, so
 * WorkPeriodOpened/Closed change nothing here.
 */
/** Work-time events in order, with a person's erasure (UserErased) scrubbing their comments where it falls. */
const applyWithErasures = async (trx: Transaction<Database>, batch: readonly RecordedEvent[]): Promise<void> => {
  let from = 0;
  for (let i = 0; i < batch.length; i++) {
    const event = batch[i]!;
    if (event.type !== "UserErased") continue;
    await applyTimesheetBatch(trx, batch.slice(from, i));
    await scrubTimesheetPerson(trx, event.metadata.companyId, event.streamName.slice(`user-${event.metadata.companyId}-`.length));
    from = i + 1;
  }
  await applyTimesheetBatch(trx, batch.slice(from));
};

export const timesheetProjection: Projection = {
  name: "timesheet",
  eventTypes: [...workTimeEventTypes, "BonusRequestApproved", "UserErased"],
  tables: ["timesheet_logs", "timesheet_log_history"],
  apply: (trx, event) => applyWithErasures(trx, [event]),
  applyBatch: applyWithErasures,
};
