import { sql, type Kysely, type SqlBool, type ExpressionBuilder } from "kysely";
import type { Database } from "../database.ts";
import type { ReportAbsenceVersionRow, ReportEntryVersionRow, ReportHolidayCountryRow, ReportRuleAssignmentRow, ReportRuleVersionRow, ReportWorkTypeVersionRow } from "./reports.tables.ts";

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
      union all (select position_commit, position_prepare from report_holiday_countries where company_id = ${companyId} and recorded_at <= ${instant} order by position_commit desc, position_prepare desc limit 1)
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
  const [entryRows, absenceRows, workTypes, { ruleVersions, assignments }] = await Promise.all([
    entries.orderBy("worker_id").orderBy("date").orderBy("work_id").execute(),
    loadReportAbsences(db, q),
    db.selectFrom("report_work_type_versions").selectAll().where("company_id", "=", q.companyId).where(validAt<"report_work_type_versions">(q.asOf)).orderBy("work_type_id").execute(),
    loadReportRules(db, q.companyId, q.asOf),
  ]);
  return { position: q.asOf, entries: entryRows, absences: absenceRows, workTypes, ruleVersions, assignments };
};

/** The rule-group versions and assignments as the ledger stood at `asOf` (`null`: as it stands now): the report's rule timeline. */
export const loadReportRules = async (db: Kysely<Database>, companyId: string, asOf: ReportPosition | null): Promise<Pick<ReportFacts, "ruleVersions" | "assignments">> => {
  let versions = db.selectFrom("report_rule_versions").selectAll().where("company_id", "=", companyId);
  let assigned = db.selectFrom("report_rule_assignments").selectAll().where("company_id", "=", companyId);
  if (asOf !== null) {
    versions = versions.where(upTo(asOf));
    assigned = assigned.where(upTo(asOf));
  }
  const [ruleVersions, assignments] = await Promise.all([
    versions.orderBy("kind").orderBy("group_id").orderBy("version").execute(),
    assigned.orderBy("position_commit").orderBy("position_prepare").orderBy("kind").orderBy("person_id").execute(),
  ]);
  return { ruleVersions, assignments };
};

/** The approved paid absences that can reach the local dates [from, to], as the ledger stood at `asOf` (the exports' absence rows). */
export const loadReportAbsences = (db: Kysely<Database>, q: ReportFactsQuery): Promise<ReportAbsenceVersionRow[]> => {
  if (q.workerIds !== null && q.workerIds.length === 0) return Promise.resolve([]);
  // Absences reach a date from up to a day either side of its local bounds in any zone.
  let absences = db
    .selectFrom("report_absence_versions")
    .selectAll()
    .where("company_id", "=", q.companyId)
    .where("start_at", "<", sql<Date>`(${q.to}::date + 2)::timestamptz`)
    .where("end_at", ">", sql<Date>`(${q.from}::date - 1)::timestamptz`)
    .where(validAt<"report_absence_versions">(q.asOf));
  if (q.workerIds !== null) absences = absences.where("worker_id", "in", q.workerIds);
  return absences.orderBy("worker_id").orderBy("start_at").orderBy("request_id").execute();
};

/** The company's workspace and paid-absence type names, by id: what an export shows instead of ids. */
export const reportLabelNames = async (db: Kysely<Database>, companyId: string): Promise<{ workspaces: Map<string, string>; absenceTypes: Map<string, string> }> => {
  const [workspaces, absenceTypes] = await Promise.all([
    db.selectFrom("organisation_workspaces").select(["id", "name"]).where("company_id", "=", companyId).execute(),
    db.selectFrom("organisation_paid_absence_types").select(["id", "name"]).where("company_id", "=", companyId).execute(),
  ]);
  return { workspaces: new Map(workspaces.map((w) => [w.id, w.name])), absenceTypes: new Map(absenceTypes.map((a) => [a.id, a.name])) };
};

/** The bare SQL aggregate a report is measured against (bench): worked seconds per worker in a range, now. */
export const bareWorkedSecondsPerWorker = async (db: Kysely<Database>, companyId: string, from: string, to: string): Promise<{ worker_id: string; seconds: number }[]> => {
  const { rows } = await sql<{ worker_id: string; seconds: string }>`
    select worker_id, sum(extract(epoch from end_at - start_at))::bigint::text as seconds from report_entry_versions
    where company_id = ${companyId} and date between ${from} and ${to} and to_commit is null and not deleted and end_at is not null
    group by worker_id order by worker_id`.execute(db);
  return rows.map((r) => ({ worker_id: r.worker_id, seconds: Number(r.seconds) }));
};

const bornBy = (p: ReportPosition) => sql<SqlBool>`(from_commit, from_prepare) <= (${p.commit}::bigint, ${p.prepare}::bigint)`;
const closedBy = (p: ReportPosition) => sql<SqlBool>`to_commit is not null and (to_commit, to_prepare) <= (${p.commit}::bigint, ${p.prepare}::bigint)`;

export interface ReportChangeMarksQuery {
  readonly companyId: string;
  /** "YYYY-MM", ascending. */
  readonly months: readonly string[];
  readonly workerIds: readonly string[] | null;
  readonly asOf: ReportPosition;
}

/** How many version rows had been written and how many replaced by a position: "written/replaced". */
export type ChangeMark = string;

export interface ReportChangeMarks {
  /**
   * Per worker and month: the change mark of the worker's log versions in the month's overtime
   * range (the month and the days of its first week before it), and the month's own finished, not
   * deleted logs at the position. A worker and month with no log version yet are absent.
   */
  readonly entries: readonly { readonly worker_id: string; readonly month: string; readonly mark: ChangeMark; readonly logs: number }[];
  /** Per worker and month: the change mark of the absence versions that can reach the month's overtime range. */
  readonly absences: readonly { readonly worker_id: string; readonly month: string; readonly mark: ChangeMark }[];
  /** The change marks of the company's work types, and of its rule-group versions and assignments. */
  readonly workTypes: ChangeMark;
  readonly rules: ChangeMark;
}

const lastDayOf = (month: string): string => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
/** The Monday of the week the month begins in (its overtime depends on work from then on). */
const overtimeStartOf = (month: string): string => {
  const first = new Date(`${month}-01T00:00:00Z`);
  return new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

/**
 * What tells whether stored figures still hold at a position. Version rows are only ever written
 * and later replaced, each at its own position, so the facts of a worker's month at two positions
 * are the same exactly when as many of its version rows had been written, and as many replaced, by
 * both: the figures computed at one are the figures at the other. One grouped, index-only read of
 * the months' log versions (counts, no rows), whatever the position.
 */
export const reportChangeMarks = async (db: Kysely<Database>, q: ReportChangeMarksQuery): Promise<ReportChangeMarks> => {
  if ((q.workerIds !== null && q.workerIds.length === 0) || q.months.length === 0) return { entries: [], absences: [], workTypes: "", rules: "" };
  const p = q.asOf;
  const workers = q.workerIds === null ? sql`true` : sql`worker_id in (${sql.join(q.workerIds)})`;
  const ranges = q.months.map((month) => ({ month, start: overtimeStartOf(month), own: `${month}-01`, end: lastDayOf(month) }));
  const from = ranges[0]?.start ?? "";
  const to = ranges[ranges.length - 1]?.end ?? "";
  const rangeRows = sql.join(ranges.map((r) => sql`(${r.month}, ${r.start}, ${r.own}, ${r.end})`));
  // Absences reach a date from up to a day either side of its local bounds in any zone.
  const absenceRanges = sql.join(ranges.map((r) => sql`(${r.month}, (${r.start}::date - 1)::timestamptz, (${r.end}::date + 2)::timestamptz)`));
  const mark = (rows: { born: number; closed: number } | undefined): ChangeMark => `${rows?.born ?? 0}/${rows?.closed ?? 0}`;
  const [entries, absences, types, versions, assignments] = await Promise.all([
    sql<{ worker_id: string; month: string; born: number; closed: number; logs: number }>`
      select e.worker_id, r.month, (count(*) filter (where ${bornBy(p)}))::int as born, (count(*) filter (where ${closedBy(p)}))::int as closed,
        (count(*) filter (where e.date >= r.own and ${bornBy(p)} and not ${closedBy(p)} and not e.deleted and e.end_at is not null))::int as logs
      from report_entry_versions e join (values ${rangeRows}) as r(month, start, own, "end") on e.date >= r.start and e.date <= r."end"
      where e.company_id = ${q.companyId} and e.date >= ${from} and e.date <= ${to} and ${workers}
      group by e.worker_id, r.month
      having count(*) filter (where ${bornBy(p)}) > 0`
      .execute(db)
      .then((r) => r.rows),
    sql<{ worker_id: string; month: string; born: number; closed: number }>`
      select a.worker_id, r.month, (count(*) filter (where ${bornBy(p)}))::int as born, (count(*) filter (where ${closedBy(p)}))::int as closed
      from report_absence_versions a join (values ${absenceRanges}) as r(month, start, "end") on a.start_at < r."end" and a.end_at > r.start
      where a.company_id = ${q.companyId} and a.start_at < (${to}::date + 2)::timestamptz and a.end_at > (${from}::date - 1)::timestamptz and ${workers}
      group by a.worker_id, r.month
      having count(*) filter (where ${bornBy(p)}) > 0`
      .execute(db)
      .then((r) => r.rows),
    sql<{ born: number; closed: number }>`select (count(*) filter (where ${bornBy(p)}))::int as born, (count(*) filter (where ${closedBy(p)}))::int as closed
      from report_work_type_versions where company_id = ${q.companyId}`
      .execute(db)
      .then((r) => r.rows[0]),
    sql<{ born: number; closed: number }>`select count(*)::int as born, 0 as closed from report_rule_versions where company_id = ${q.companyId} and ${upTo(p)}`.execute(db).then((r) => r.rows[0]),
    sql<{ born: number; closed: number }>`select count(*)::int as born, 0 as closed from report_rule_assignments where company_id = ${q.companyId} and ${upTo(p)}`.execute(db).then((r) => r.rows[0]),
  ]);
  return {
    entries: entries.map((e) => ({ worker_id: e.worker_id, month: e.month, mark: mark(e), logs: e.logs })),
    absences: absences.map((a) => ({ worker_id: a.worker_id, month: a.month, mark: mark(a) })),
    workTypes: mark(types),
    rules: `${mark(versions)}+${mark(assignments)}`,
  };
};

/** The company's holiday-country changes recorded by a position, in ledger order (the history as it stood then). */
export const loadHolidayCountries = (db: Kysely<Database>, companyId: string, asOf: ReportPosition): Promise<ReportHolidayCountryRow[]> =>
  db.selectFrom("report_holiday_countries").selectAll().where("company_id", "=", companyId).where(upTo(asOf)).orderBy("position_commit").orderBy("position_prepare").execute();

/** The work types as they stood at a position (rows of a report name them). */
export const loadReportWorkTypes = (db: Kysely<Database>, companyId: string, asOf: ReportPosition): Promise<ReportWorkTypeVersionRow[]> =>
  db.selectFrom("report_work_type_versions").selectAll().where("company_id", "=", companyId).where(validAt<"report_work_type_versions">(asOf)).orderBy("work_type_id").execute();

export interface StoredMonthFigures {
  readonly worker_id: string;
  readonly month: string;
  readonly fingerprint: string;
  readonly logs: number;
  readonly figures: unknown;
  /** The month's totals (a summary reads them without the figures). */
  readonly totals: unknown;
}

export type MonthFiguresKey = { readonly worker_id: string; readonly month: string; readonly fingerprint: string };

/**
 * The stored figures of these workers' months under these fingerprints (absent: not computed yet).
 * `part` picks what is read: the whole figures (rows and days) or only the month's totals (the
 * report page's month call), a third of the bytes.
 */
export const loadMonthFigures = async <P extends "figures" | "totals">(
  db: Kysely<Database>,
  companyId: string,
  keys: readonly MonthFiguresKey[],
  part: P,
): Promise<(MonthFiguresKey & { readonly logs: number } & Readonly<Record<P, unknown>>)[]> => {
  if (keys.length === 0) return [];
  const { rows } = await sql<MonthFiguresKey & { readonly logs: number } & Readonly<Record<P, unknown>>>`
    select f.worker_id, f.month, f.fingerprint, f.logs, ${sql.ref(`f.${part}`)} from report_month_figures f
    join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(worker_id text, month text, fingerprint text)
      on f.company_id = ${companyId} and f.month = k.month and f.worker_id = k.worker_id and f.fingerprint = k.fingerprint`.execute(db);
  return rows;
};

/** Keeps computed figures for the next report (a concurrent report may have stored the same ones: kept once). */
export const storeMonthFigures = async (db: Kysely<Database>, companyId: string, rows: readonly StoredMonthFigures[], engineVersion: string): Promise<void> => {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await sql`
      insert into report_month_figures (company_id, worker_id, month, fingerprint, logs, figures, totals, engine_version)
      select ${companyId}, r.worker_id, r.month, r.fingerprint, r.logs, r.figures::json, r.totals::json, ${engineVersion}
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(worker_id text, month text, fingerprint text, logs integer, figures jsonb, totals jsonb)
      on conflict do nothing`.execute(db);
  }
};

/** Drops stored figures an older (or other) report engine computed: their fingerprints are never asked again. */
export const pruneMonthFigures = async (db: Kysely<Database>, engineVersion: string): Promise<number> => {
  const result = await db.deleteFrom("report_month_figures").where("engine_version", "<>", engineVersion).executeTakeFirst();
  return Number(result.numDeletedRows);
};
