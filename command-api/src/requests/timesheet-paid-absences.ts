import type { Kysely } from "kysely";
import { addLocalDays, localDateTimeToInstant } from "@workledger/domain";
import { approvedPaidAbsences, type Database } from "@workledger/projections";

/**
 * The approved paid absences of these workers that reach into the local dates [from, to] in `zone`:
 * the timesheet shows them beside the work logs (an approved absence is part of the ledger).
 */
export const approvedPaidAbsencesIn = async (db: Kysely<Database>, companyId: string, workerIds: readonly string[], from: string, to: string, zone: string) => {
  const rows = await approvedPaidAbsences(db, companyId, workerIds, localDateTimeToInstant(from, "00:00", zone), localDateTimeToInstant(addLocalDays(to, 1), "00:00", zone));
  return rows.map((r) => ({
    id: r.request_id,
    worker_id: r.worker_id,
    type_id: r.absence_type_id,
    type_name: r.absence_type_name,
    start: new Date(r.start_at!).toISOString(),
    end: new Date(r.end_at!).toISOString(),
    comment: r.comment,
  }));
};
