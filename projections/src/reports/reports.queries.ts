import { sql, type Kysely, type SqlBool, type ExpressionBuilder } from "kysely";
import type { Database } from "../database.ts";
import type { ReportAbsenceVersionRow, ReportEntryVersionRow, ReportRuleAssignmentRow, ReportRuleVersionRow, ReportWorkTypeVersionRow } from "./reports.tables.ts";

/** A ledger position as the read model keeps it (int8 as decimal strings). */
export interface ReportPosition {
  readonly commit: string;
  readonly prepare: string;
}

export const formatReportPosition = (p: ReportPosition): string => `${p.commit}/${p.prepare}`;

export const parseReportPosition = (text: string): ReportPosition | null => {
  const match = /^(\d{1,19})\/(\d{1,19})$/.exec(text);
  return match === null ? null : { commit: match[1] ?? "0", prepare: match[2] ?? "0" };
};

type VersionedTable = "report_entry_versions" | "report_work_type_versions" | "report_absence_versions";

/** Rows valid at the position: written at or before it and not yet replaced at it. */
const validAt =
  <T extends VersionedTable>(p: ReportPosition) =>
  (eb: ExpressionBuilder<Database, T>) =>
    sql<SqlBool>`(${eb.ref("from_commit" as never)}, ${eb.ref("from_prepare" as never)}) <= (${p.commit}::bigint, ${p.prepare}::bigint)
      and (${eb.ref("to_commit" as never)} is null or (${eb.ref("to_commit" as never)}, ${eb.ref("to_prepare" as never)}) > (${p.commit}::bigint, ${p.prepare}::bigint))`;

/** The position the reports read model has reached (what "now" means for a report). */
export const reportsPosition = async (db: Kysely<Database>): Promise<ReportPosition> => {
  const row = await db.selectFrom("projection_checkpoints").select(["position_commit", "position_prepare"]).where("name", "=", "reports").executeTakeFirst();
  return { commit: row?.position_commit ?? "0", prepare: row?.position_prepare ?? "0" };
};

/**
 * The last position of the company's report facts recorded at or before an instant: "as of
 * 2026-11-18T12:00Z" reads the ledger as it stood then. Never later than `ceiling`.
 */
export const reportPositionAt = async (db: Kysely<Database>, companyId: string, instant: Date, ceiling: ReportPosition): Promise<ReportPosition> => {
  // Ordered by the bigint positions themselves (as text, 996 would sort after 1030).
  const { rows } = await sql<{ commit: string; prepare: string }>`
    select p.c::text as commit, p.p::text as prepare from (
      (select from_commit as c, from_prepare as p from report_entry_versions where company_id = ${companyId} and recorded_at <= ${instant} order by from_commit desc, from_prepare desc limit 1)
      union all (select from_commit, from_prepare from report_work_type_versions where company_id = ${companyId} and recorded_at <= ${instant} order by from_commit desc, from_prepare desc limit 1)
      union all (select from_commit, from_prepare from report_absence_versions where company_id = ${companyId} and recorded_at <= ${instant} order by from_commit desc, from_prepare desc limit 1)
      union all (select position_commit, position_prepare from report_rule_versions where company_id = ${companyId} and recorded_at <= ${instant} order by position_commit desc, position_prepare desc limit 1)
      union all (select position_commit, position_prepare from report_rule_assignments where company_id = ${companyId} and recorded_at <= ${instant} order by position_commit desc, position_prepare desc limit 1)
    ) p
    where (p.c, p.p) <= (${ceiling.commit}::bigint, ${ceiling.prepare}::bigint)
    order by p.c desc, p.p desc limit 1`.execute(db);
  return rows[0] ?? { commit: "0", prepare: "0" };
};

export interface ReportFactsQuery {
  readonly companyId: string;
  /** Local dates, inclusive. Give from the Monday of the week the first month begins in for right overtime. */
  readonly from: string;
  readonly to: string;
  /** null: everyone. */
  readonly workerIds: readonly string[] | null;
  readonly asOf: ReportPosition;
}

export interface ReportFacts {
  readonly position: ReportPosition;
  /** Finished, not deleted logs, by worker, date and work id. */
  readonly entries: readonly ReportEntryVersionRow[];
  readonly absences: readonly ReportAbsenceVersionRow[];
  readonly workTypes: readonly ReportWorkTypeVersionRow[];
  readonly ruleVersions: readonly ReportRuleVersionRow[];
  readonly assignments: readonly ReportRuleAssignmentRow[];
}

const upTo = (p: ReportPosition) => sql<SqlBool>`(position_commit, position_prepare) <= (${p.commit}::bigint, ${p.prepare}::bigint)`;

/**
 * Everything a report needs as the ledger stood at `asOf`, for a company, a date range and
 * optionally some workers: one indexed query per table, whatever the age of the position.
 */
export const loadReportFacts = async (db: Kysely<Database>, q: ReportFactsQuery): Promise<ReportFacts> => {
  if (q.workerIds !== null && q.workerIds.length === 0) return { position: q.asOf, entries: [], absences: [], workTypes: [], ruleVersions: [], assignments: [] };
  let entries = db
    .selectFrom("report_entry_versions")
    .selectAll()
    .where("company_id", "=", q.companyId)
    .where("date", ">=", q.from)
    .where("date", "<=", q.to)
    .where(validAt<"report_entry_versions">(q.asOf))
    .where("deleted", "=", false)
    .where("end_at", "is not", null);
  if (q.workerIds !== null) entries = entries.where("worker_id", "in", q.workerIds);
  // Absences reach a date from up to a day either side of its local bounds in any zone.
  let absences = db
    .selectFrom("report_absence_versions")
    .selectAll()
    .where("company_id", "=", q.companyId)
    .where("start_at", "<", sql<Date>`(${q.to}::date + 2)::timestamptz`)
    .where("end_at", ">", sql<Date>`(${q.from}::date - 1)::timestamptz`)
    .where(validAt<"report_absence_versions">(q.asOf));
  if (q.workerIds !== null) absences = absences.where("worker_id", "in", q.workerIds);
  const [entryRows, absenceRows, workTypes, ruleVersions, assignments] = await Promise.all([
    entries.orderBy("worker_id").orderBy("date").orderBy("work_id").execute(),
    absences.orderBy("worker_id").orderBy("start_at").orderBy("request_id").execute(),
    db.selectFrom("report_work_type_versions").selectAll().where("company_id", "=", q.companyId).where(validAt<"report_work_type_versions">(q.asOf)).orderBy("work_type_id").execute(),
    db.selectFrom("report_rule_versions").selectAll().where("company_id", "=", q.companyId).where(upTo(q.asOf)).orderBy("kind").orderBy("group_id").orderBy("version").execute(),
    db.selectFrom("report_rule_assignments").selectAll().where("company_id", "=", q.companyId).where(upTo(q.asOf)).orderBy("position_commit").orderBy("position_prepare").orderBy("kind").orderBy("person_id").execute(),
  ]);
  return { position: q.asOf, entries: entryRows, absences: absenceRows, workTypes, ruleVersions, assignments };
};

/** The bare SQL aggregate a report is measured against (bench): worked seconds per worker in a range, now. */
export const bareWorkedSecondsPerWorker = async (db: Kysely<Database>, companyId: string, from: string, to: string): Promise<{ worker_id: string; seconds: number }[]> => {
  const { rows } = await sql<{ worker_id: string; seconds: string }>`
    select worker_id, sum(extract(epoch from end_at - start_at))::bigint::text as seconds from report_entry_versions
    where company_id = ${companyId} and date between ${from} and ${to} and to_commit is null and not deleted and end_at is not null
    group by worker_id order by worker_id`.execute(db);
  return rows.map((r) => ({ worker_id: r.worker_id, seconds: Number(r.seconds) }));
};
