import { workTimeDecider, type WorkTimeState } from "@workledger/domain";
import type { WorkLog, WorkTimeEvent } from "@workledger/event-schemas";
import { comparePositions, formatPosition, type Position } from "@workledger/event-store";
import { sql } from "kysely";
import type { AdminDeps } from "./admin-deps.ts";

/** One work log of a worker's timesheet as it stood at a ledger position. */
export interface AsOfLog {
  readonly work_id: string;
  readonly date: string;
  readonly start: string;
  readonly end: string | null;
  readonly pause_seconds: number;
  readonly worked_seconds: number | null;
  readonly comment: string;
  readonly status: string;
  readonly confirmed: boolean;
}

export interface AsOfTimesheet {
  /** The position the timesheet stands at ("commit/prepare"); null: the whole ledger (now). */
  readonly as_of: string | null;
  readonly company_id: string;
  readonly person_id: string;
  readonly logs: readonly AsOfLog[];
  readonly total_worked_seconds: number;
  /** Events of the worker's work-time streams folded. */
  readonly events: number;
}

const pauseSecondsOf = (log: WorkLog): number => log.pauses.reduce((sum, p) => sum + (p.lengthSeconds ?? 0), 0);

const shape = (log: WorkLog): AsOfLog => {
  const pause = pauseSecondsOf(log);
  const worked = log.end === null ? null : Math.max(0, Math.trunc((Date.parse(log.end) - Date.parse(log.start)) / 1000) - pause);
  return { work_id: log.workId, date: log.date, start: log.start, end: log.end, pause_seconds: pause, worked_seconds: worked, comment: log.comment, status: log.status, confirmed: log.confirmed };
};

/**
 * Time travel for auditors: the worker's timesheet as it was right after the event at `asOf` (every
 * event of their work-time streams up to and including that position, folded by the same decider
 * the command path uses), or now. Later edits, deletes and confirmations do not show.
 */
export const timesheetAsOf = async (deps: Pick<AdminDeps, "db" | "eventStore">, companyId: string, personId: string, asOf: Position | undefined): Promise<AsOfTimesheet> => {
  const prefix = `work-time-${companyId}-${personId}-`.replace(/[\\%_]/g, "\\$&");
  const streams = await deps.db
    .selectFrom("audit_events")
    .select("stream_name")
    .distinct()
    .where("company_id", "=", companyId)
    .where("subject_id", "=", personId)
    .where(sql<boolean>`stream_name LIKE ${`${prefix}%`}`)
    .execute();
  // Periods in order (the stream name ends with its period, YYYY-MM): a later period's carried-over logs win.
  const names = streams.map((s) => s.stream_name).sort();
  const logs = new Map<string, WorkLog>();
  let events = 0;
  for (const name of names) {
    const history = (await deps.eventStore.readStream(name)).filter((e) => asOf === undefined || comparePositions(e.position, asOf) <= 0);
    if (history.length === 0) continue;
    events += history.length;
    const state: WorkTimeState = history.reduce((s, e) => workTimeDecider.evolve(s, { type: e.type, data: e.data } as WorkTimeEvent), workTimeDecider.initialState);
    for (const deleted of state.deletedWorks) logs.delete(deleted.workId);
    for (const log of Object.values(state.logs)) logs.set(log.workId, log);
  }
  const shaped = [...logs.values()].map(shape).sort((a, b) => a.start.localeCompare(b.start));
  return {
    as_of: asOf === undefined ? null : formatPosition(asOf),
    company_id: companyId,
    person_id: personId,
    logs: shaped,
    total_worked_seconds: shaped.reduce((sum, l) => sum + (l.worked_seconds ?? 0), 0),
    events,
  };
};
