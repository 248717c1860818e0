import { dailyAllowanceFor } from "../work-rules/daily-allowance.rules.ts";
import { isoWeekStartOf, localMonthOf, type LocalDateString } from "../work-rules/zoned-time.ts";
import { entryFigures, type CompensationFigure, type EntryFigures, type PremiumFigure } from "./entry-figures.ts";
import type { ReportAbsence, ReportContext, ReportEntry, RuleRef } from "./report-inputs.ts";
import { rulesOn, type RuleTimeline } from "./rule-timeline.ts";
import { versionedOvertime, type OvertimeFigure } from "./versioned-overtime.ts";

/** A worker's day: the sums of its logs, its paid absences, overtime, premiums and allowance. */
export interface DayFigures {
  readonly workerId: string;
  readonly date: LocalDateString;
  readonly workedSeconds: number;
  /** Worked seconds of work types included in the overtime computation. */
  readonly overtimeEligibleSeconds: number;
  readonly overtimeSeconds: number;
  /** Worked seconds that are not overtime. */
  readonly regularSeconds: number;
  readonly absenceSeconds: number;
  readonly overtime: readonly OvertimeFigure[];
  readonly premiums: readonly PremiumFigure[];
  readonly compensation: readonly CompensationFigure[];
  readonly dailyAllowance: { readonly name: string; readonly amountCents: number; readonly rule: RuleRef } | null;
  readonly bonus: number;
  readonly unconfirmedCount: number;
  readonly workIds: readonly string[];
  readonly eventIds: readonly string[];
}

export interface WorkerReportInput {
  readonly workerId: string;
  readonly entries: readonly ReportEntry[];
  readonly absences: readonly ReportAbsence[];
}

export interface WorkerFigures {
  readonly workerId: string;
  readonly entries: readonly EntryFigures[];
  readonly days: readonly DayFigures[];
}

const mergePremiums = (list: readonly PremiumFigure[]): PremiumFigure[] => {
  const merged = new Map<string, PremiumFigure>();
  for (const p of list) {
    const key = `${p.kind}|${p.multiplier}|${p.name}`;
    const had = merged.get(key);
    merged.set(key, had === undefined ? p : { ...had, seconds: had.seconds + p.seconds });
  }
  return [...merged.values()];
};

const mergeCompensation = (list: readonly CompensationFigure[]): CompensationFigure[] => {
  const merged = new Map<string, CompensationFigure>();
  for (const c of list) {
    const key = `${c.name}|${c.percent}|${c.rule.groupId}|${c.rule.version}`;
    const had = merged.get(key);
    merged.set(
      key,
      had === undefined ? c : { ...had, seconds: had.seconds + c.seconds, amountCents: had.amountCents === null || c.amountCents === null ? null : had.amountCents + c.amountCents },
    );
  }
  return [...merged.values()];
};

const byDateThenId = (a: { date: string; workId: string }, b: { date: string; workId: string }): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.workId < b.workId ? -1 : a.workId > b.workId ? 1 : 0;

/**
 * The figures of one worker for the local dates [from, to]. Give the entries and absences from
 * `overtimeRangeStart(from)` on: earlier days of the week and month decide the overtime of the
 * first days. Pure: the same input gives the same figures, whatever the order of the input lists.
 */
export const workerFigures = (input: WorkerReportInput, timeline: RuleTimeline, context: ReportContext, from: LocalDateString, to: LocalDateString): WorkerFigures => {
  const entries = input.entries.filter((e) => e.date <= to).map((e) => entryFigures(e, timeline, context)).sort(byDateThenId);
  const dates = [...new Set([...entries.map((e) => e.date), ...input.absences.filter((a) => a.date <= to).map((a) => a.date)])].sort();
  const eligible = dates.map((date) => ({ date, eligibleSeconds: entries.filter((e) => e.date === date && e.includeInOvertime).reduce((s, e) => s + e.workedSeconds, 0) }));
  const overtime = new Map(versionedOvertime(input.workerId, eligible, timeline).map((d) => [d.date, d]));
  const days: DayFigures[] = [];
  for (const date of dates) {
    if (date < from) continue;
    const logs = entries.filter((e) => e.date === date);
    const absences = input.absences.filter((a) => a.date === date).sort((a, b) => (a.absenceId < b.absenceId ? -1 : 1));
    const workedSeconds = logs.reduce((s, e) => s + e.workedSeconds, 0);
    const dayOvertime = overtime.get(date)?.overtime ?? [];
    const overtimeSeconds = dayOvertime.reduce((s, o) => s + o.seconds, 0);
    const allowanceRules = rulesOn(timeline, "daily-allowance", input.workerId, date);
    const allowance = allowanceRules === null ? null : dailyAllowanceFor(workedSeconds, allowanceRules.rules);
    days.push({
      workerId: input.workerId,
      date,
      workedSeconds,
      overtimeEligibleSeconds: eligible.find((d) => d.date === date)?.eligibleSeconds ?? 0,
      overtimeSeconds,
      regularSeconds: workedSeconds - overtimeSeconds,
      absenceSeconds: absences.reduce((s, a) => s + a.seconds, 0),
      overtime: dayOvertime,
      premiums: mergePremiums(logs.flatMap((e) => e.premiums)),
      compensation: mergeCompensation(logs.flatMap((e) => e.compensation)),
      dailyAllowance: allowance === null || allowanceRules === null ? null : { ...allowance, rule: allowanceRules.ref },
      bonus: logs.reduce((s, e) => s + (e.bonus ?? 0), 0),
      unconfirmedCount: logs.filter((e) => !e.confirmed).length,
      workIds: logs.map((e) => e.workId),
      eventIds: [...logs.flatMap((e) => e.eventIds), ...absences.flatMap((a) => a.eventIds)],
    });
  }
  return { workerId: input.workerId, entries: entries.filter((e) => e.date >= from), days };
};

export interface PeriodTotals {
  readonly key: string;
  readonly workedSeconds: number;
  readonly regularSeconds: number;
  readonly overtimeSeconds: number;
  /** Overtime seconds weighted by their multipliers (1 h at 1.5 counts 5 400). */
  readonly weightedOvertimeSeconds: number;
  readonly absenceSeconds: number;
  readonly dailyAllowanceCents: number;
  readonly bonus: number;
  readonly unconfirmedCount: number;
}

/** What period totals read of a day (a day's figures, or the totals a report stored of it). */
export type PeriodDay = Pick<DayFigures, "date" | "workedSeconds" | "regularSeconds" | "overtimeSeconds" | "absenceSeconds" | "bonus" | "unconfirmedCount"> & {
  readonly overtime: readonly Pick<OvertimeFigure, "seconds" | "multiplier">[];
  readonly dailyAllowance: { readonly amountCents: number } | null;
};

/** Sums days by a key: the ISO week's Monday, the month, or anything else. */
export const totalsBy = <D extends PeriodDay>(days: readonly D[], keyOf: (day: D) => string): PeriodTotals[] => {
  // Summed in place: a month of a thousand people is over 20,000 days.
  const totals = new Map<string, { -readonly [K in keyof PeriodTotals]: PeriodTotals[K] }>();
  for (const d of days) {
    const key = keyOf(d);
    let t = totals.get(key);
    if (t === undefined) {
      t = { key, workedSeconds: 0, regularSeconds: 0, overtimeSeconds: 0, weightedOvertimeSeconds: 0, absenceSeconds: 0, dailyAllowanceCents: 0, bonus: 0, unconfirmedCount: 0 };
      totals.set(key, t);
    }
    t.workedSeconds += d.workedSeconds;
    t.regularSeconds += d.regularSeconds;
    t.overtimeSeconds += d.overtimeSeconds;
    t.weightedOvertimeSeconds += d.overtime.reduce((s, o) => s + o.seconds * o.multiplier, 0);
    t.absenceSeconds += d.absenceSeconds;
    t.dailyAllowanceCents += d.dailyAllowance?.amountCents ?? 0;
    t.bonus += d.bonus;
    t.unconfirmedCount += d.unconfirmedCount;
  }
  return [...totals.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
};

/** The ISO week's Monday of a date, kept once computed (a report asks it for every worker's every day). */
const weekStarts = new Map<string, string>();
const weekStartOf = (date: LocalDateString): LocalDateString => {
  let start = weekStarts.get(date);
  if (start === undefined) {
    start = isoWeekStartOf(date);
    if (weekStarts.size >= 10_000) weekStarts.clear();
    weekStarts.set(date, start);
  }
  return start;
};

export const weeklyTotals = (days: readonly PeriodDay[]): PeriodTotals[] => totalsBy(days, (d) => weekStartOf(d.date));
export const monthlyTotals = (days: readonly PeriodDay[]): PeriodTotals[] => totalsBy(days, (d) => localMonthOf(d.date));
