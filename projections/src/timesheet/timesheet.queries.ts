import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { TimesheetLogHistoryRow, TimesheetLogRow, WorkRoundGroupRow } from "./timesheet.tables.ts";

export interface TimesheetLogsQuery {
  readonly companyId: string;
  /** Local dates, inclusive. */
  readonly from: string;
  readonly to: string;
  /** Only these workers; undefined means everyone in the company. */
  readonly workerIds?: readonly string[];
  /** Only logs in these workspaces; undefined means every workspace (and logs without one). */
  readonly workspaceIds?: readonly string[];
}

/** The live logs a query asks for (undefined when an empty worker or workspace list asks for none). */
const liveLogsOf = (db: Kysely<Database>, query: TimesheetLogsQuery) => {
  if (query.workerIds?.length === 0 || query.workspaceIds?.length === 0) return undefined;
  let q = db
    .selectFrom("timesheet_logs")
    .where("company_id", "=", query.companyId)
    .where("deleted", "=", false)
    .where("date", ">=", query.from)
    .where("date", "<=", query.to);
  if (query.workerIds !== undefined) q = q.where("worker_id", "in", query.workerIds);
  if (query.workspaceIds !== undefined) q = q.where("workspace_id", "in", query.workspaceIds);
  return q;
};

/** Logs of a company by local date (deleted ones left out), oldest first. */
export const listTimesheetLogs = async (db: Kysely<Database>, query: TimesheetLogsQuery): Promise<TimesheetLogRow[]> =>
  (await liveLogsOf(db, query)?.selectAll().orderBy("worker_id").orderBy("start_at").orderBy("work_id").execute()) ?? [];

export interface TimesheetTotalsRow {
  readonly worker_id: string;
  readonly logs: number;
  readonly worked_seconds: number;
  readonly pause_seconds: number;
  readonly unconfirmed: number;
}

/**
 * Per-worker totals of a company's live logs by local date (the report's question), summed in one
 * SQL aggregate over the (company_id, date) index: the answer is one row per worker, whatever the
 * number of logs. Same filters as listTimesheetLogs; workers ordered by id.
 */
export const timesheetTotalsPerWorker = async (db: Kysely<Database>, query: TimesheetLogsQuery): Promise<TimesheetTotalsRow[]> => {
  const logs = liveLogsOf(db, query);
  if (logs === undefined) return [];
  const rows = await logs
    .select((eb) => [
      "worker_id",
      eb.fn.countAll<string>().as("logs"),
      eb.fn.sum<string>("worked_seconds").as("worked_seconds"),
      eb.fn.sum<string>("pause_seconds").as("pause_seconds"),
      eb.fn.countAll<string>().filterWhere("confirmed", "=", false).as("unconfirmed"),
    ])
    .groupBy("worker_id")
    .orderBy("worker_id")
    .execute();
  return rows.map((r) => ({
    worker_id: r.worker_id,
    logs: Number(r.logs),
    worked_seconds: Number(r.worked_seconds),
    pause_seconds: Number(r.pause_seconds),
    unconfirmed: Number(r.unconfirmed),
  }));
};

/** One log of the company, deleted or not (never another company's). */
export const findTimesheetLog = (db: Kysely<Database>, companyId: string, workId: string): Promise<TimesheetLogRow | undefined> =>
  db.selectFrom("timesheet_logs").selectAll().where("company_id", "=", companyId).where("work_id", "=", workId).executeTakeFirst();

export const findTimesheetLogs = async (db: Kysely<Database>, companyId: string, workIds: readonly string[]): Promise<TimesheetLogRow[]> =>
  workIds.length === 0
    ? []
    : db.selectFrom("timesheet_logs").selectAll().where("company_id", "=", companyId).where("work_id", "in", workIds).execute();

/** How many live logs each worker has on each local date (bulk confirm refuses days with several). */
export const countLogsPerWorkerDay = async (
  db: Kysely<Database>,
  companyId: string,
  days: readonly { readonly workerId: string; readonly date: string }[],
): Promise<Map<string, number>> => {
  const counts = new Map<string, number>();
  if (days.length === 0) return counts;
  const rows = await db
    .selectFrom("timesheet_logs")
    .select(["worker_id", "date", (eb) => eb.fn.countAll<string>().as("n")])
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .where("worker_id", "in", [...new Set(days.map((d) => d.workerId))])
    .where("date", "in", [...new Set(days.map((d) => d.date))])
    .groupBy(["worker_id", "date"])
    .execute();
  for (const r of rows) counts.set(`${r.worker_id}/${r.date}`, Number(r.n));
  return counts;
};

/** Every change of a log, oldest first; with workerId, only its own worker's events (never another's under the same id). */
export const listWorkLogHistory = (db: Kysely<Database>, companyId: string, workId: string, workerId?: string): Promise<TimesheetLogHistoryRow[]> => {
  let q = db.selectFrom("timesheet_log_history").selectAll().where("company_id", "=", companyId).where("work_id", "=", workId);
  if (workerId !== undefined) q = q.where("worker_id", "=", workerId);
  return q
    .orderBy("position_commit")
    .orderBy("position_prepare")
    .execute();
};

export interface WorkTimeSettings {
  /** The company's show_time_decimal, null when never chosen (a user's own setting overrides it, clarification 26). */
  readonly companyShowTimeDecimal: boolean | null;
  readonly autoEndWorkday: boolean;
  /** The person's idle-stop preference, else the company's; null: unset (60 minutes). */
  readonly idleStopMinutes: number | null;
  readonly autoEnd: boolean;
  readonly autoEndAt: string | null;
  /** The "time as decimals" preference of the person, and of the company; null when not chosen. */
  readonly personTimeAsDecimals: boolean | null;
  readonly companyTimeAsDecimals: boolean | null;
}

/** The settings that apply to one person (or the company alone when personId is undefined). */
export const findWorkTimeSettings = async (db: Kysely<Database>, companyId: string, personId?: string): Promise<WorkTimeSettings> => {
  const rows = await db
    .selectFrom("work_time_settings")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("person_id", "in", personId === undefined ? [""] : ["", personId])
    .execute();
  const company = rows.find((r) => r.person_id === "");
  const person = rows.find((r) => r.person_id !== "");
  return {
    companyShowTimeDecimal: company?.show_time_decimal ?? null,
    autoEndWorkday: company?.auto_end_workday ?? false,
    idleStopMinutes: person?.idle_stop_minutes ?? company?.idle_stop_minutes ?? null,
    autoEnd: person?.auto_end ?? company?.auto_end ?? false,
    autoEndAt: person?.auto_end_at ?? company?.auto_end_at ?? null,
    personTimeAsDecimals: person?.time_as_decimals ?? null,
    companyTimeAsDecimals: company?.time_as_decimals ?? null,
  };
};

/** The work-round group of each asked worker that has one. */
export const workRoundGroupsOf = async (db: Kysely<Database>, companyId: string, workerIds: readonly string[]): Promise<Map<string, WorkRoundGroupRow>> => {
  const groups = await db.selectFrom("work_round_groups").selectAll().where("company_id", "=", companyId).execute();
  const byWorker = new Map<string, WorkRoundGroupRow>();
  for (const g of groups) for (const id of g.person_ids) if (workerIds.includes(id)) byWorker.set(id, g);
  return byWorker;
};
