import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { RequestRow } from "./requests.tables.ts";

export interface RequestsFilter {
  readonly workerId?: string;
  readonly kind?: "bonus" | "paid_absence";
  readonly status?: "pending" | "approved" | "declined";
  readonly workId?: string;
}

/** A company's requests, newest first, narrowed by worker, kind, status or work log. */
export const listRequests = async (db: Kysely<Database>, companyId: string, filter: RequestsFilter = {}, limit = 500): Promise<RequestRow[]> => {
  let query = db.selectFrom("requests").selectAll().where("company_id", "=", companyId);
  if (filter.workerId !== undefined) query = query.where("worker_id", "=", filter.workerId);
  if (filter.kind !== undefined) query = query.where("kind", "=", filter.kind);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.workId !== undefined) query = query.where("work_id", "=", filter.workId);
  return query.orderBy("requested_at", "desc").orderBy("request_id").limit(limit).execute();
};

export const findRequest = (db: Kysely<Database>, companyId: string, requestId: string): Promise<RequestRow | undefined> =>
  db.selectFrom("requests").selectAll().where("company_id", "=", companyId).where("request_id", "=", requestId).executeTakeFirst();

/**
 * The approved paid absences of some workers of a company that reach into [from, to) (half-open):
 * part of their ledger, for the timesheet and reports.
 */
export const approvedPaidAbsences = async (db: Kysely<Database>, companyId: string, workerIds: readonly string[], from: string, to: string): Promise<RequestRow[]> => {
  if (workerIds.length === 0) return [];
  return db
    .selectFrom("requests")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("kind", "=", "paid_absence")
    .where("status", "=", "approved")
    .where("worker_id", "in", [...workerIds])
    .where("start_at", "<", new Date(to))
    .where("end_at", ">", new Date(from))
    .orderBy("start_at")
    .execute();
};

