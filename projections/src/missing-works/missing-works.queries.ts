import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { DirectoryUserRow } from "../directory/directory.tables.ts";
import type { TimesheetLogRow } from "../timesheet/timesheet.tables.ts";

export interface MissingWorksQuery {
  readonly companyId: string;
  /** Today's local date in the company zone: works from earlier days still open are missing their end. */
  readonly today: string;
  /** Only these workers; undefined means everyone. */
  readonly workerIds?: readonly string[];
  readonly workspaceIds?: readonly string[];
}

/**
 * Missing works: work started on an earlier day that was never stopped (the worker forgot to
 * punch out), so the day's timesheet lacks its end. Read from the timesheet logs.
 */
export const listMissingWorks = async (db: Kysely<Database>, query: MissingWorksQuery): Promise<TimesheetLogRow[]> => {
  if (query.workerIds?.length === 0 || query.workspaceIds?.length === 0) return [];
  let q = db
    .selectFrom("timesheet_logs")
    .selectAll()
    .where("company_id", "=", query.companyId)
    .where("deleted", "=", false)
    .where("end_at", "is", null)
    .where("date", "<", query.today);
  if (query.workerIds !== undefined) q = q.where("worker_id", "in", query.workerIds);
  if (query.workspaceIds !== undefined) q = q.where("workspace_id", "in", query.workspaceIds);
  return q.orderBy("date").orderBy("worker_id").execute();
};

/** A work that became missing in a time window, with what a manager's notice shows. */
export interface NewlyMissingWorkRow {
  readonly work_id: string;
  readonly company_id: string;
  readonly worker_id: string;
  readonly workspace_id: string | null;
  readonly date: string;
  readonly start_at: Date;
  readonly worker_name: string;
  /** The local midnight (company zone) after the work's date: the moment it became missing. */
  readonly missing_since: Date;
}

/**
 * Works that became missing in (after, until]: still open and not deleted, and the local midnight
 * after their date (company zone, Europe/Helsinki when none) falls in the window. Every company at
 * once, so one scheduler pass covers all tenants; only open logs are read (a partial index keeps them).
 */
export const listWorksBecameMissing = async (db: Kysely<Database>, window: { readonly after: Date; readonly until: Date }): Promise<NewlyMissingWorkRow[]> => {
  const missingSince = sql<Date>`((l.date::date + 1)::timestamp at time zone coalesce(nullif(c.timezone, ''), 'Europe/Helsinki'))`;
  const rows = await db
    .selectFrom("timesheet_logs as l")
    .leftJoin("directory_companies as c", "c.id", "l.company_id")
    .leftJoin("directory_users as u", "u.id", "l.worker_id")
    .select(["l.work_id", "l.company_id", "l.worker_id", "l.workspace_id", "l.date", "l.start_at", "u.first_name", "u.last_name", missingSince.as("missing_since")])
    .where("l.end_at", "is", null)
    .where("l.deleted", "=", false)
    .where(missingSince, ">", window.after)
    .where(missingSince, "<=", window.until)
    .orderBy("l.company_id")
    .orderBy("l.date")
    .execute();
  return rows.map((r) => ({
    work_id: r.work_id,
    company_id: r.company_id,
    worker_id: r.worker_id,
    workspace_id: r.workspace_id,
    date: r.date,
    start_at: r.start_at,
    worker_name: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim(),
    missing_since: new Date(r.missing_since),
  }));
};

/** The company's active people: those a missing-work notice may go to (the caller checks their rights). */
export const activeCompanyPeople = (db: Kysely<Database>, companyId: string): Promise<DirectoryUserRow[]> =>
  db.selectFrom("directory_users").selectAll().where("company_id", "=", companyId).where("status", "not in", ["inactive", "deleted"]).execute();
