import { sql, type Transaction } from "kysely";
import { workTimeEventTypes, type WorkTimeEvent } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import type { TimesheetPause } from "../timesheet/timesheet.tables.ts";

/** Column values as they travel in JSON to PostgreSQL: timestamps as ISO strings, `pauses` as a JSON array. */
type TimerColumns = Record<string, unknown>;

const idle = {
  current_work_id: null,
  status: null,
  date: null,
  started_at: null,
  pauses: [],
  work_type_id: null,
  workspace_id: null,
  started_by: null,
} satisfies TimerColumns;

/** What the fold reads of a timer row; `patch` (stored rows) or `row` (rows this batch inserts) is what it writes. */
interface TimerView {
  readonly period: string | null;
  readonly current_work_id: string | null;
  readonly pauses: readonly TimesheetPause[];
}
type TimerState = TimerView & ({ readonly stored: true; readonly patch: TimerColumns } | { readonly stored: false; readonly row: TimerColumns });

/** The columns one event sets on the worker's row (an upsert), or undefined when it changes nothing. */
const timerUpdateOf = (event: WorkTimeEvent, current: TimerView | undefined): TimerColumns | undefined => {
  switch (event.type) {
    case "WorkPeriodOpened":
      if (current !== undefined && current.period !== null && current.period >= event.data.period) return undefined;
      return { period: event.data.period };
    case "WorkStarted":
      return {
        current_work_id: event.data.workId,
        status: "started",
        date: event.data.date,
        started_at: event.data.startedAt,
        pauses: [],
        work_type_id: event.data.workTypeId,
        workspace_id: event.data.workspaceId,
        started_by: event.data.source,
      };
    case "WorkPaused":
    case "WorkResumed":
    case "WorkStopped":
    case "WorkAutoStopped":
    case "WorkLogDeleted":
    case "WorkLogEdited":
      if (current === undefined || current.current_work_id !== event.data.workId) return undefined;
      if (event.type === "WorkPaused") return { status: "paused", pauses: [...current.pauses, { start: event.data.pausedAt, end: null, lengthSeconds: null }] };
      if (event.type === "WorkResumed") {
        return { status: "resumed", pauses: current.pauses.map((p) => (p.end === null ? { ...p, end: event.data.resumedAt, lengthSeconds: event.data.pauseSeconds } : p)) };
      }
      if (event.type === "WorkLogEdited") return { work_type_id: event.data.next.workTypeId, workspace_id: event.data.next.workspaceId };
      return idle;
    default:
      return undefined;
  }
};

const timerValueColumns = ["period", "current_work_id", "status", "date", "started_at", "pauses", "work_type_id", "workspace_id", "started_by", "updated_at"] as const;

const keyOf = (companyId: string, workerId: string): string => JSON.stringify([companyId, workerId]);

/**
 * A batch in three statements: read the timers of the workers it touches, fold its events in
 * memory, then one INSERT of the new timers and one UPDATE of the existing ones (rows as JSON).
 */
const applyWorkTimerBatch = async (trx: Transaction<Database>, batch: readonly RecordedEvent[]): Promise<void> => {
  const events = batch.map((recorded) => ({ recorded, event: { type: recorded.type, data: recorded.data } as WorkTimeEvent }));
  if (events.length === 0) return;
  const workers = new Map(events.map(({ recorded, event }) => [keyOf(recorded.metadata.companyId, event.data.workerId), { company_id: recorded.metadata.companyId, worker_id: event.data.workerId }]));
  const { rows: stored } = await sql<{ company_id: string; worker_id: string; period: string | null; current_work_id: string | null; pauses: readonly TimesheetPause[] }>`
    select t.company_id, t.worker_id, t.period, t.current_work_id, t.pauses
    from work_timers t join jsonb_to_recordset(${JSON.stringify([...workers.values()])}::jsonb) as k(company_id text, worker_id text)
      on t.company_id = k.company_id and t.worker_id = k.worker_id`.execute(trx);
  const timers = new Map<string, TimerState>(
    stored.map((r) => [keyOf(r.company_id, r.worker_id), { stored: true, period: r.period, current_work_id: r.current_work_id, pauses: r.pauses, patch: {} }]),
  );

  for (const { recorded, event } of events) {
    const companyId = recorded.metadata.companyId;
    const key = keyOf(companyId, event.data.workerId);
    const current = timers.get(key);
    const update = timerUpdateOf(event, current);
    if (update === undefined) continue;
    const set: TimerColumns = { ...update, updated_at: recorded.metadata.occurredAt };
    const view = (row: TimerColumns): TimerView => ({
      period: row.period as string | null,
      current_work_id: row.current_work_id as string | null,
      pauses: row.pauses as readonly TimesheetPause[],
    });
    if (current === undefined) {
      // INSERT ... ON CONFLICT DO UPDATE of a missing row: idle defaults, then the values.
      const row = { company_id: companyId, worker_id: event.data.workerId, period: null, ...idle, ...set };
      timers.set(key, { stored: false, row, ...view(row) });
    } else if (current.stored) {
      const patch = { ...current.patch, ...set };
      timers.set(key, { stored: true, patch, ...view({ ...current, ...patch }) });
    } else {
      const row = { ...current.row, ...set };
      timers.set(key, { stored: false, row, ...view(row) });
    }
  }

  const inserted: TimerColumns[] = [];
  const patched: { company_id: string; worker_id: string; patch: TimerColumns }[] = [];
  for (const [key, timer] of timers) {
    if (!timer.stored) inserted.push(timer.row);
    else if (Object.keys(timer.patch).length > 0) {
      const { company_id, worker_id } = workers.get(key)!;
      patched.push({ company_id, worker_id, patch: timer.patch });
    }
  }
  if (inserted.length > 0) {
    await sql`
      insert into work_timers
      select * from jsonb_populate_recordset(null::work_timers, ${JSON.stringify(inserted)}::jsonb)`.execute(trx);
  }
  if (patched.length > 0) {
    const columns = sql.join(timerValueColumns.map((c) => sql.ref(c)));
    const fromPatched = sql.join(timerValueColumns.map((c) => sql.ref(`r.${c}`)));
    await sql`
      update work_timers t
      set (${columns}) = (select ${fromPatched} from jsonb_populate_record(t, p.patch) as r)
      from jsonb_to_recordset(${JSON.stringify(patched)}::jsonb) as p(company_id text, worker_id text, patch jsonb)
      where t.company_id = p.company_id and t.worker_id = p.worker_id`.execute(trx);
  }
};

/**
 * One row per worker: the work running now (for the dashboard timer and the scheduler's automatic
 * stops) and the latest period opened (a hint for closing the books).
 */
export const workTimerProjection: Projection = {
  name: "work-timer",
  eventTypes: workTimeEventTypes,
  tables: ["work_timers"],
  apply: (trx, event) => applyWorkTimerBatch(trx, [event]),
  applyBatch: applyWorkTimerBatch,
};
