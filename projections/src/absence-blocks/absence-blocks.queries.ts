import type { Kysely } from "kysely";
import type { Database } from "../database.ts";

export interface AbsenceBlock {
  readonly kind: "paid_absence";
  /** Where it comes from: "schedule" (a scheduled paid absence) or "request" (an approved paid-absence request). */
  readonly source: string;
  readonly sourceId: string;
  readonly start: string;
  readonly end: string;
}

/**
 * The paid absences that block a person's work logs and overlap [from, to): the one lookup the
 * work-time commands make. Each source of such blocks keeps its own table (a rebuild of one never
 * empties another's) and joins the answer here.
 */
export const listAbsenceBlocks = async (db: Kysely<Database>, companyId: string, personId: string, from: string, to: string): Promise<AbsenceBlock[]> => {
  const scheduled = await db
    .selectFrom("schedule_absence_blocks")
    .select(["event_id", "start_at", "end_at"])
    .where("company_id", "=", companyId)
    .where("person_id", "=", personId)
    .where("start_at", "<", new Date(to))
    .where("end_at", ">", new Date(from))
    .orderBy("start_at")
    .execute();
  const requested = await db
    .selectFrom("requests")
    .select(["request_id", "start_at", "end_at"])
    .where("company_id", "=", companyId)
    .where("worker_id", "=", personId)
    .where("kind", "=", "paid_absence")
    .where("status", "=", "approved")
    .where("start_at", "<", new Date(to))
    .where("end_at", ">", new Date(from))
    .execute();
  const blocks: AbsenceBlock[] = [
    ...scheduled.map((b) => ({ kind: "paid_absence" as const, source: "schedule", sourceId: b.event_id, start: b.start_at.toISOString(), end: b.end_at.toISOString() })),
    ...requested.map((r) => ({ kind: "paid_absence" as const, source: "request", sourceId: r.request_id, start: new Date(r.start_at!).toISOString(), end: new Date(r.end_at!).toISOString() })),
  ];
  return blocks.sort((x, y) => x.start.localeCompare(y.start));
};
