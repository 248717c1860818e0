import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { WorkTimerRow } from "./work-timer.table.ts";

export const findWorkTimer = (db: Kysely<Database>, companyId: string, workerId: string): Promise<WorkTimerRow | undefined> =>
  db.selectFrom("work_timers").selectAll().where("company_id", "=", companyId).where("worker_id", "=", workerId).executeTakeFirst();

/** A running (or paused) work with its company zone: what the scheduler looks at. */
export interface RunningWorkRow extends WorkTimerRow {
  readonly timezone: string | null;
}

/** Every work running or paused now, across companies (the scheduler's scan), in a stable order. */
export const listRunningWorks = (db: Kysely<Database>, options: { readonly limit: number; readonly afterWorkId?: string }): Promise<RunningWorkRow[]> => {
  let q = db
    .selectFrom("work_timers")
    .leftJoin("directory_companies", "directory_companies.id", "work_timers.company_id")
    .selectAll("work_timers")
    .select("directory_companies.timezone")
    .where("work_timers.current_work_id", "is not", null);
  if (options.afterWorkId !== undefined) q = q.where("work_timers.current_work_id", ">", options.afterWorkId);
  return q.orderBy("work_timers.current_work_id").limit(options.limit).execute();
};
