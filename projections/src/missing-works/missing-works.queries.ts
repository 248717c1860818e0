import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
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
