import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import {
  monthlyTotals,
  overtimeRangeStart,
  premiumPolicyFor,
  ruleRefLabel,
  ValidationError,
  weeklyTotals,
  workerFigures,
  type DayFigures,
  type EntryFigures,
  type PeriodTotals,
} from "@workledger/domain";
import { chosenPreferences, formatReportPosition, loadReportFacts, reportPositionAt, reportsPosition, type Database, type ReportPosition } from "@workledger/projections";
import { absencesOf, entriesOf, holidaysOf, timelineOf, workTypesOf, type WorkTypeInfo } from "./report-inputs.ts";

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
  readonly country: string;
  readonly workers: readonly ReportWorker[];
  readonly rows: readonly ReportRow[];
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

const rowOf = (e: EntryFigures, name: string, workTypes: ReadonlyMap<string, WorkTypeInfo>, allowanceCents: number, companyId: string): ReportRow => {
  const wt = e.workTypeId === null ? undefined : workTypes.get(e.workTypeId);
  return {
    random_id: createHash("sha256").update(`${companyId}\u0000${e.workId}`).digest("hex").slice(0, 16),
    product_nr: wt?.productNumber ?? null,
    id: e.workId,
    work_duration: e.workedSeconds,
    daily_allowance: allowanceCents,
    compensation: e.compensation.reduce((s, c) => s + (c.amountCents ?? 0), 0),
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

const groupTotals = (rows: readonly ReportRow[], keyOf: (r: ReportRow) => string | null, nameOf: (r: ReportRow) => string): GroupTotal[] => {
  const groups = new Map<string, GroupTotal>();
  for (const r of rows) {
    const key = keyOf(r);
    const k = key ?? "";
    const g = groups.get(k) ?? { key, name: nameOf(r), logs: 0, work_duration: 0, compensation: 0, bonus: 0 };
    groups.set(k, { ...g, logs: g.logs + 1, work_duration: g.work_duration + r.work_duration, compensation: g.compensation + r.compensation, bonus: g.bonus + r.bonus });
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

/**
 * The report for a company, a period and some workers, as the ledger stood at a position: the
 * query interface every reader uses (the report page, the exports, payroll). The same query at the
 * same position always gives the same report.
 */
export const buildReport = async (db: Kysely<Database>, query: ReportQuery): Promise<Report> => {
  if (query.from > query.to) throw ValidationError.of("from", "Must not be after to");
  if (addDays(query.from, MAX_REPORT_DAYS - 1) < query.to) throw ValidationError.of("to", reportMessages.tooLarge, "report_too_large");
  const position = await resolveReportPosition(db, query.companyId, query.asOf);
  const facts = await loadReportFacts(db, { companyId: query.companyId, from: overtimeRangeStart(query.from), to: query.to, workerIds: query.workerIds, asOf: position });
  if (facts.entries.length > MAX_REPORT_LOGS) throw ValidationError.of("to", reportMessages.tooLarge, "report_too_large");
  const preferences = await chosenPreferences(db, query.companyId, null);
  const country = ((preferences.holidays as { countryCode?: string } | undefined)?.countryCode ?? "FI").toUpperCase();
  const context = { timeZone: query.timeZone, holidays: holidaysOf(country, overtimeRangeStart(query.from), query.to), premiums: premiumPolicyFor(country) };
  const timeline = timelineOf(facts, query.timeZone);
  const workTypes = workTypesOf(facts);
  const entries = entriesOf(facts, workTypes);
  const absences = absencesOf(facts, query.timeZone);
  const workerIds = [...new Set([...(query.workerIds ?? []), ...entries.map((e) => e.workerId), ...absences.map((a) => a.workerId)])].sort();
  const names = new Map(
    workerIds.length === 0
      ? []
      : (await db.selectFrom("directory_users").select(["id", "first_name", "last_name"]).where("id", "in", workerIds).execute()).map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]),
  );

  const keepRow = (e: EntryFigures): boolean =>
    (query.workspaceIds === null || (e.workspaceId !== null && query.workspaceIds.includes(e.workspaceId))) &&
    (query.workTypeIds === null || (e.workTypeId !== null && query.workTypeIds.includes(e.workTypeId))) &&
    (query.confirmation === "all" || e.confirmed === (query.confirmation === "confirmed"));

  const workers: ReportWorker[] = [];
  const rows: ReportRow[] = [];
  const allDays: DayFigures[] = [];
  for (const workerId of workerIds) {
    const figures = workerFigures(
      { workerId, entries: entries.filter((e) => e.workerId === workerId), absences: absences.filter((a) => a.workerId === workerId) },
      timeline,
      context,
      query.from,
      query.to,
    );
    const name = names.get(workerId) ?? workerId;
    const allowanceByDate = new Map(figures.days.map((d) => [d.date, d.dailyAllowance?.amountCents ?? 0]));
    for (const e of figures.entries) {
      // The day's allowance goes on its first row (figures are in date then work-id order).
      const allowance = allowanceByDate.get(e.date) ?? 0;
      allowanceByDate.set(e.date, 0);
      if (keepRow(e)) rows.push(rowOf(e, name, workTypes, allowance, query.companyId));
    }
    if (figures.days.length === 0 && query.workerIds === null) continue;
    allDays.push(...figures.days);
    workers.push({
      worker_id: workerId,
      name,
      totals: toTotals(monthlyTotals(figures.days).reduce<PeriodTotals | undefined>((sum, m) => (sum === undefined ? m : addTotals(sum, m)), undefined)),
      weeks: weeklyTotals(figures.days).map((w) => ({ week_start: w.key, ...toTotals(w) })),
      months: monthlyTotals(figures.days).map((m) => ({ month: m.key, ...toTotals(m) })),
      days: figures.days.map(dayOf),
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
    country,
    workers,
    rows,
    totals: {
      ...all,
      by_workspace: groupTotals(rows, (r) => r.division_id, (r) => r.division_id ?? ""),
      by_work_type: groupTotals(rows, (r) => r.work_type?.id ?? null, (r) => r.workName),
    },
  };
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
