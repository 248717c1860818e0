import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import {
  monthlyTotals,
  holidayCountryOn,
  holidayCountrySpans,
  overtimeRangeStart,
  ruleRefLabel,
  ValidationError,
  weeklyTotals,
  workerFigures,
  type DayFigures,
  type EntryFigures,
  type PeriodDay,
  type PeriodTotals,
  type ReportContext,
} from "@workledger/domain";
import {
  formatReportPosition,
  loadHolidayCountries,
  loadMonthFigures,
  loadReportFacts,
  loadReportWorkTypes,
  pruneMonthFigures,
  reportChangeMarks,
  reportPositionAt,
  reportsPosition,
  storeMonthFigures,
  type Database,
  type ReportPosition,
  type StoredMonthFigures,
} from "@workledger/projections";
import { slicer } from "../http/event-loop-slices.ts";
import { compactMonth, expandMonth, type MonthFigures, type StoredMonth } from "./month-figures-codec.ts";
import { compensationCentsOf, logGroupOf, monthTotalsOf, periodDayOf, type StoredMonthTotals } from "./month-totals.ts";
import {
  absencesOf,
  byWorker,
  entriesOf,
  holidayCountryChangesOf,
  holidayCountryContext,
  holidayCountryMark,
  timelineOf,
  workTypesOf,
  type WorkTypeInfo,
} from "./report-inputs.ts";

export const reportMessages = {
  tooLarge: "Please try shorter time frame or fewer people",
  exportFailed: "Error on exporting :type",
  documentGone: "Document :filename is no longer available",
} as const;

/** The most a report may cover at once: a year, and this many work logs (about a month of 2 000 people). */
export const MAX_REPORT_DAYS = 366;
export const MAX_REPORT_LOGS = 60_000;

export type ReportAsOf = { readonly kind: "now" } | { readonly kind: "position"; readonly position: ReportPosition } | { readonly kind: "instant"; readonly at: Date };

export interface ReportQuery {
  readonly companyId: string;
  readonly from: string;
  readonly to: string;
  /** null: everyone with work in the range (the caller has already narrowed it to the actor's reach). */
  readonly workerIds: readonly string[] | null;
  readonly workspaceIds: readonly string[] | null;
  readonly workTypeIds: readonly string[] | null;
  readonly confirmation: "all" | "confirmed" | "unconfirmed";
  readonly asOf: ReportAsOf;
  /** Company zone for local dates and rule dates. */
  readonly timeZone: string;
  /**
   * "rows" (default): every row and each worker's days. "summary": the month call of the report
   * page: each worker's totals, weeks and months and the grand totals, without rows or days
   * (`row_count` tells how many rows there are; a worker's detail is asked with `worker_ids`).
   */
  readonly detail?: "rows" | "summary";
}

/** Spec section 3's work entry row, plus what a reader needs to trust it (rule versions, source events). */
export interface ReportRow {
  readonly random_id: string;
  readonly product_nr: string | null;
  readonly id: string;
  readonly work_duration: number;
  /** Cents; the day's allowance sits on its first row so the rows add up to the days. */
  readonly daily_allowance: number;
  /** Cents of the per-hour compensation windows the row's hours fell in. */
  readonly compensation: number;
  readonly division_id: string | null;
  readonly work_type: { readonly id: string; readonly name: string; readonly product_number: string | null; readonly price: number; readonly unit: string; readonly show_separately: boolean; readonly dimensions: readonly string[] } | null;
  readonly workName: string;
  readonly worker_id: string;
  readonly worker_name: string;
  readonly date: string;
  readonly start: string;
  readonly end: string;
  readonly pause_seconds: number;
  readonly paid_pause_seconds: number;
  readonly confirmed: boolean;
  readonly bonus: number;
  readonly premiums: readonly { readonly kind: string; readonly multiplier: number; readonly seconds: number; readonly name: string }[];
  readonly rules: readonly string[];
  readonly event_ids: readonly string[];
}

export interface ReportDay {
  readonly date: string;
  readonly worked_seconds: number;
  readonly regular_seconds: number;
  readonly overtime_seconds: number;
  readonly absence_seconds: number;
  readonly overtime: readonly { readonly period: string; readonly multiplier: number; readonly seconds: number; readonly rule: string }[];
  readonly premiums: readonly { readonly kind: string; readonly multiplier: number; readonly seconds: number; readonly name: string }[];
  readonly daily_allowance: { readonly name: string; readonly amount_cents: number; readonly rule: string } | null;
  readonly unconfirmed: number;
  readonly event_ids: readonly string[];
}

export interface ReportTotals {
  readonly worked_seconds: number;
  readonly regular_seconds: number;
  readonly overtime_seconds: number;
  readonly weighted_overtime_seconds: number;
  readonly absence_seconds: number;
  readonly daily_allowance_cents: number;
  readonly bonus: number;
  readonly unconfirmed: number;
}

export interface ReportWorker {
  readonly worker_id: string;
  readonly name: string;
  readonly totals: ReportTotals;
  readonly weeks: readonly (ReportTotals & { readonly week_start: string })[];
  readonly months: readonly (ReportTotals & { readonly month: string })[];
  readonly days: readonly ReportDay[];
}

export interface GroupTotal {
  readonly key: string | null;
  readonly name: string;
  readonly logs: number;
  readonly work_duration: number;
  readonly compensation: number;
  readonly bonus: number;
}

export interface Report {
  /** The ledger position the figures were computed at ("commit/prepare"). */
  readonly position: string;
  /** The instant asked for, when the report was asked as of an instant. */
  readonly as_of: string | null;
  readonly from: string;
  readonly to: string;
  readonly time_zone: string;
  /** The company's holiday country on the period's first day, as the ledger stood at the position. */
  readonly country: string;
  /** The period's days cut where the holiday country changes (one span when it does not). */
  readonly countries: readonly { readonly from: string; readonly to: string; readonly country: string }[];
  readonly workers: readonly ReportWorker[];
  readonly rows: readonly ReportRow[];
  /** How many rows the report has (also when `detail` is "summary" and `rows` is empty). */
  readonly row_count: number;
  /** Worked seconds per local date over every worker of the report (the page's day chart). */
  readonly day_totals: readonly { readonly date: string; readonly worked_seconds: number }[];
  readonly detail: "rows" | "summary";
  readonly totals: ReportTotals & { readonly by_workspace: readonly GroupTotal[]; readonly by_work_type: readonly GroupTotal[] };
}

const toTotals = (t: PeriodTotals | undefined): ReportTotals => ({
  worked_seconds: t?.workedSeconds ?? 0,
  regular_seconds: t?.regularSeconds ?? 0,
  overtime_seconds: t?.overtimeSeconds ?? 0,
  weighted_overtime_seconds: Math.round(t?.weightedOvertimeSeconds ?? 0),
  absence_seconds: t?.absenceSeconds ?? 0,
  daily_allowance_cents: t?.dailyAllowanceCents ?? 0,
  bonus: t?.bonus ?? 0,
  unconfirmed: t?.unconfirmedCount ?? 0,
});

const dayOf = (d: DayFigures): ReportDay => ({
  date: d.date,
  worked_seconds: d.workedSeconds,
  regular_seconds: d.regularSeconds,
  overtime_seconds: d.overtimeSeconds,
  absence_seconds: d.absenceSeconds,
  overtime: d.overtime.map((o) => ({ period: o.period, multiplier: o.multiplier, seconds: o.seconds, rule: ruleRefLabel(o.rule) })),
  premiums: d.premiums,
  daily_allowance: d.dailyAllowance === null ? null : { name: d.dailyAllowance.name, amount_cents: d.dailyAllowance.amountCents, rule: ruleRefLabel(d.dailyAllowance.rule) },
  unconfirmed: d.unconfirmedCount,
  event_ids: d.eventIds,
});

/** A row's stable random id (a hash of company and work id), kept once computed: a month of 1,000 people has 20,000 rows. */
const randomIds = new Map<string, string>();
const randomIdOf = (companyId: string, workId: string): string => {
  const key = `${companyId}\u0000${workId}`;
  let id = randomIds.get(key);
  if (id === undefined) {
    id = createHash("sha256").update(key).digest("hex").slice(0, 16);
    if (randomIds.size >= 200_000) randomIds.clear();
    randomIds.set(key, id);
  }
  return id;
};

const rowOf = (e: EntryFigures, name: string, workTypes: ReadonlyMap<string, WorkTypeInfo>, allowanceCents: number, companyId: string): ReportRow => {
  const wt = e.workTypeId === null ? undefined : workTypes.get(e.workTypeId);
  return {
    random_id: randomIdOf(companyId, e.workId),
    product_nr: wt?.productNumber ?? null,
    id: e.workId,
    work_duration: e.workedSeconds,
    daily_allowance: allowanceCents,
    compensation: compensationCentsOf(e),
    division_id: e.workspaceId,
    work_type: wt === undefined ? null : { id: wt.id, name: wt.name, product_number: wt.productNumber, price: wt.price, unit: wt.unit, show_separately: wt.showSeparatelyOnReport, dimensions: wt.costDescriptions },
    workName: wt?.name ?? "",
    worker_id: e.workerId,
    worker_name: name,
    date: e.date,
    start: new Date(e.startMs).toISOString(),
    end: new Date(e.endMs).toISOString(),
    pause_seconds: e.pauseSeconds,
    paid_pause_seconds: e.paidPauseSeconds,
    confirmed: e.confirmed,
    bonus: e.bonus ?? 0,
    premiums: e.premiums,
    rules: e.rules.map(ruleRefLabel),
    event_ids: e.eventIds,
  };
};

/** A row, or (`logs`) several logs of one day, workspace, work type and confirmation summed. */
type GroupedRow = Pick<ReportRow, "division_id" | "workName" | "work_duration" | "compensation" | "bonus"> & { readonly work_type: { readonly id: string } | null; readonly logs?: number };
const groupTotals = (rows: readonly GroupedRow[], keyOf: (r: GroupedRow) => string | null, nameOf: (r: GroupedRow) => string): GroupTotal[] => {
  const groups = new Map<string, { -readonly [K in keyof GroupTotal]: GroupTotal[K] }>();
  for (const r of rows) {
    const key = keyOf(r);
    const k = key ?? "";
    let g = groups.get(k);
    if (g === undefined) {
      g = { key, name: nameOf(r), logs: 0, work_duration: 0, compensation: 0, bonus: 0 };
      groups.set(k, g);
    }
    g.logs += r.logs ?? 1;
    g.work_duration += r.work_duration;
    g.compensation += r.compensation;
    g.bonus += r.bonus;
  }
  return [...groups.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : (a.key ?? "") < (b.key ?? "") ? -1 : 1));
};

/** Which position a report reads: now is the read model's own, an instant the last fact recorded by then. */
export const resolveReportPosition = async (db: Kysely<Database>, companyId: string, asOf: ReportAsOf): Promise<ReportPosition> => {
  const now = await reportsPosition(db);
  if (asOf.kind === "now") return now;
  if (asOf.kind === "instant") return reportPositionAt(db, companyId, asOf.at, now);
  const later = BigInt(asOf.position.commit) > BigInt(now.commit) || (asOf.position.commit === now.commit && BigInt(asOf.position.prepare) > BigInt(now.prepare));
  return later ? now : asOf.position;
};

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Bump when the engine's figures change for the same facts: stored figures of an older engine are then not read. */
export const REPORT_ENGINE_VERSION = "3";

/** Whether this process has pruned the figures older engines stored (once, with the first figures it stores). */
let olderFiguresPruned = false;

const lastDayOfMonth = (month: string): string => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

const monthsBetween = (from: string, to: string): string[] => {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); m = addDays(`${m}-28`, 4).slice(0, 7)) months.push(m);
  return months;
};

/**
 * The figures of every asked worker's months at a position: read from the stored month figures
 * whose fingerprint (the facts' change marks at the position, the zone, the holiday country of the
 * month's range as it stood at the position, the engine)
 * matches, and computed from the facts only for the months that have none yet, which are then
 * stored. Whatever the position, a month is computed once per state of its facts. `part` "totals"
 * reads only the months' stored totals (the summary); the months computed now come in both maps.
 */
const monthFiguresAt = async (
  db: Kysely<Database>,
  query: ReportQuery,
  position: ReportPosition,
  /** The holiday country of a month's overtime range (`holidayCountryMark`). */
  countryOf: (month: string) => string,
  context: ReportContext,
  part: "figures" | "totals",
): Promise<{ figures: Map<string, MonthFigures>; totals: Map<string, StoredMonthTotals>; workerIds: string[]; logs: number; computedMonths: number }> => {
  const months = monthsBetween(query.from, query.to);
  const first = months[0] ?? query.from.slice(0, 7);
  const last = months[months.length - 1] ?? first;
  const range = { from: overtimeRangeStart(`${first}-01`), to: lastDayOfMonth(last) };
  const marks = await reportChangeMarks(db, { companyId: query.companyId, months, workerIds: query.workerIds, asOf: position });
  const logs = marks.entries.reduce((n, e) => n + e.logs, 0);
  if (logs > MAX_REPORT_LOGS) throw ValidationError.of("to", reportMessages.tooLarge, "report_too_large");
  const entryMarks = new Map(marks.entries.map((e) => [`${e.worker_id}|${e.month}`, e.mark]));
  const absenceMarks = new Map(marks.absences.map((a) => [`${a.worker_id}|${a.month}`, a.mark]));
  const workerIds = [...new Set([...(query.workerIds ?? []), ...marks.entries.map((e) => e.worker_id), ...marks.absences.map((a) => a.worker_id)])].sort();
  const keys = workerIds.flatMap((workerId) =>
    months.map((month) => {
      const k = `${workerId}|${month}`;
      const parts = [REPORT_ENGINE_VERSION, query.timeZone, countryOf(month), entryMarks.get(k) ?? "", absenceMarks.get(k) ?? "", marks.workTypes, marks.rules];
      return { worker_id: workerId, month, fingerprint: createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 32) };
    }),
  );
  const figures = new Map<string, MonthFigures>();
  const totals = new Map<string, StoredMonthTotals>();
  if (part === "figures") for (const row of await loadMonthFigures(db, query.companyId, keys, "figures")) figures.set(`${row.worker_id}|${row.month}`, expandMonth(row.worker_id, row.figures as StoredMonth));
  else for (const row of await loadMonthFigures(db, query.companyId, keys, "totals")) totals.set(`${row.worker_id}|${row.month}`, row.totals as StoredMonthTotals);
  const found = part === "figures" ? figures : totals;
  const missing = keys.filter((k) => !found.has(`${k.worker_id}|${k.month}`));
  if (missing.length > 0) {
    const missingWorkers = [...new Set(missing.map((k) => k.worker_id))];
    const facts = await loadReportFacts(db, { companyId: query.companyId, ...range, workerIds: missingWorkers, asOf: position });
    const timeline = timelineOf(facts, query.timeZone);
    const entriesOfWorker = byWorker(entriesOf(facts, workTypesOf(facts)));
    const absencesOfWorker = byWorker(absencesOf(facts, query.timeZone));
    const stored: StoredMonthFigures[] = [];
    // A worker's month is computed at a time, the loop turning between slices: a year of a thousand
    // people is 12,000 of them, seconds of work that must not hold every other request.
    const pause = slicer();
    for (const k of missing) {
      await pause();
      const from = `${k.month}-01`;
      const to = lastDayOfMonth(k.month);
      const start = overtimeRangeStart(from);
      const entries = (entriesOfWorker.get(k.worker_id) ?? []).filter((e) => e.date >= start && e.date <= to);
      const absences = (absencesOfWorker.get(k.worker_id) ?? []).filter((a) => a.date >= start && a.date <= to);
      const computed = workerFigures({ workerId: k.worker_id, entries, absences }, timeline, context, from, to);
      const month = compactMonth({ days: computed.days, entries: computed.entries });
      const expanded = expandMonth(k.worker_id, month);
      const monthTotals = monthTotalsOf(expanded);
      figures.set(`${k.worker_id}|${k.month}`, expanded);
      totals.set(`${k.worker_id}|${k.month}`, monthTotals);
      stored.push({ ...k, logs: computed.entries.length, figures: month, totals: monthTotals });
    }
    await storeMonthFigures(db, query.companyId, stored, REPORT_ENGINE_VERSION);
    if (!olderFiguresPruned) {
      olderFiguresPruned = true;
      await pruneMonthFigures(db, REPORT_ENGINE_VERSION);
    }
  }
  return { figures, totals, workerIds, logs, computedMonths: missing.length };
};

/**
 * The report for a company, a period and some workers, as the ledger stood at a position: the
 * query interface every reader uses (the report page, the exports, payroll). The same query at the
 * same position always gives the same report.
 */
export const buildReport = async (db: Kysely<Database>, query: ReportQuery): Promise<Report> => {
  if (query.from > query.to) throw ValidationError.of("from", "Must not be after to");
  if (addDays(query.from, MAX_REPORT_DAYS - 1) < query.to) throw ValidationError.of("to", reportMessages.tooLarge, "report_too_large");
  const position = await resolveReportPosition(db, query.companyId, query.asOf);
  // The holiday country in force on each day, as the history stood at the position (not today's preference).
  const countries = holidayCountryChangesOf(await loadHolidayCountries(db, query.companyId, position), query.timeZone);
  const context = { timeZone: query.timeZone, ...holidayCountryContext(countries, overtimeRangeStart(`${query.from.slice(0, 7)}-01`), query.to) };
  const countryMarks = new Map(monthsBetween(query.from, query.to).map((m) => [m, holidayCountryMark(countries, overtimeRangeStart(`${m}-01`), lastDayOfMonth(m))]));
  const countryOf = (month: string): string => countryMarks.get(month) ?? "";
  const summary = query.detail === "summary";
  const [{ figures, totals, workerIds }, workTypeRows] = await Promise.all([
    monthFiguresAt(db, query, position, countryOf, context, summary ? "totals" : "figures"),
    loadReportWorkTypes(db, query.companyId, position),
  ]);
  const workTypes = workTypesOf({ workTypes: workTypeRows });
  const names = new Map(
    workerIds.length === 0
      ? []
      : (await db.selectFrom("directory_users").select(["id", "first_name", "last_name"]).where("id", "in", workerIds).execute()).map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]),
  );

  const keepRow = (e: Pick<EntryFigures, "workspaceId" | "workTypeId" | "confirmed">): boolean =>
    (query.workspaceIds === null || (e.workspaceId !== null && query.workspaceIds.includes(e.workspaceId))) &&
    (query.workTypeIds === null || (e.workTypeId !== null && query.workTypeIds.includes(e.workTypeId))) &&
    (query.confirmation === "all" || e.confirmed === (query.confirmation === "confirmed"));

  const months = monthsBetween(query.from, query.to);
  const inRange = (x: { readonly date: string }): boolean => x.date >= query.from && x.date <= query.to;
  const workers: ReportWorker[] = [];
  const rows: ReportRow[] = [];
  const grouped: GroupedRow[] = [];
  const allDays: PeriodDay[] = [];
  const pause = slicer();
  for (const workerId of workerIds) {
    await pause();
    const name = names.get(workerId) ?? workerId;
    // The summary reads the months' stored totals (days and summed logs); the rows read the figures.
    const days: PeriodDay[] = [];
    const fullDays: DayFigures[] = [];
    for (const month of months) {
      const key = `${workerId}|${month}`;
      if (summary) {
        const t = totals.get(key);
        if (t === undefined) continue;
        for (const d of t.days) if (d[0] >= query.from && d[0] <= query.to) days.push(periodDayOf(d));
        for (const stored of t.groups) {
          const g = logGroupOf(stored);
          if (!inRange(g) || !keepRow(g)) continue;
          const wt = g.workTypeId === null ? undefined : workTypes.get(g.workTypeId);
          grouped.push({ division_id: g.workspaceId, work_type: wt === undefined ? null : { id: wt.id }, workName: wt?.name ?? "", work_duration: g.workedSeconds, compensation: g.compensationCents, bonus: g.bonus, logs: g.logs });
        }
        continue;
      }
      const m = figures.get(key);
      if (m === undefined) continue;
      for (const d of m.days) if (inRange(d)) fullDays.push(d);
      const allowanceByDate = new Map(m.days.map((d) => [d.date, d.dailyAllowance?.amountCents ?? 0]));
      for (const e of m.entries) {
        if (!inRange(e)) continue;
        // The day's allowance goes on its first row (figures are in date then work-id order).
        const allowance = allowanceByDate.get(e.date) ?? 0;
        allowanceByDate.set(e.date, 0);
        if (!keepRow(e)) continue;
        const row = rowOf(e, name, workTypes, allowance, query.companyId);
        rows.push(row);
        grouped.push(row);
      }
    }
    if (!summary) days.push(...fullDays);
    if (days.length === 0 && query.workerIds === null) continue;
    allDays.push(...days);
    const monthly = monthlyTotals(days);
    workers.push({
      worker_id: workerId,
      name,
      totals: toTotals(monthly.reduce<PeriodTotals | undefined>((sum, m) => (sum === undefined ? m : addTotals(sum, m)), undefined)),
      weeks: weeklyTotals(days).map((w) => ({ week_start: w.key, ...toTotals(w) })),
      months: monthly.map((m) => ({ month: m.key, ...toTotals(m) })),
      days: fullDays.map(dayOf),
    });
  }
  workers.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.worker_id < b.worker_id ? -1 : 1));
  const all = toTotals(monthlyTotals(allDays).reduce<PeriodTotals | undefined>((sum, m) => (sum === undefined ? m : addTotals(sum, m)), undefined));
  return {
    position: formatReportPosition(position),
    as_of: query.asOf.kind === "instant" ? query.asOf.at.toISOString() : null,
    from: query.from,
    to: query.to,
    time_zone: query.timeZone,
    country: holidayCountryOn(countries, query.from),
    countries: holidayCountrySpans(countries, query.from, query.to).map((c) => ({ from: c.from, to: c.to, country: c.countryCode })),
    workers,
    rows,
    row_count: grouped.reduce((n, g) => n + (g.logs ?? 1), 0),
    day_totals: dayTotalsOf(allDays),
    detail: summary ? "summary" : "rows",
    totals: {
      ...all,
      by_workspace: groupTotals(grouped, (r) => r.division_id, (r) => r.division_id ?? ""),
      by_work_type: groupTotals(grouped, (r) => r.work_type?.id ?? null, (r) => r.workName),
    },
  };
};

const dayTotalsOf = (days: readonly PeriodDay[]): { date: string; worked_seconds: number }[] => {
  const byDate = new Map<string, number>();
  for (const d of days) byDate.set(d.date, (byDate.get(d.date) ?? 0) + d.workedSeconds);
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, worked_seconds]) => ({ date, worked_seconds }));
};

const addTotals = (a: PeriodTotals, b: PeriodTotals): PeriodTotals => ({
  key: a.key,
  workedSeconds: a.workedSeconds + b.workedSeconds,
  regularSeconds: a.regularSeconds + b.regularSeconds,
  overtimeSeconds: a.overtimeSeconds + b.overtimeSeconds,
  weightedOvertimeSeconds: a.weightedOvertimeSeconds + b.weightedOvertimeSeconds,
  absenceSeconds: a.absenceSeconds + b.absenceSeconds,
  dailyAllowanceCents: a.dailyAllowanceCents + b.dailyAllowanceCents,
  bonus: a.bonus + b.bonus,
  unconfirmedCount: a.unconfirmedCount + b.unconfirmedCount,
});
