import type { EntryFigures } from "../reports/entry-figures.ts";
import { payDaySplit } from "../reports/pay-split.ts";
import type { DayFigures } from "../reports/report-figures.ts";
import type { ReportAbsence } from "../reports/report-inputs.ts";
import type { OvertimeFigure } from "../reports/versioned-overtime.ts";
import { addLocalDays } from "../work-rules/zoned-time.ts";
import { exportBlocks, type ExportBlock } from "./export-selection.rules.ts";

/**
 * The one source of money: what a payroll system is paid is derived here from the report's own
 * per-day figures (the engine's `DayFigures` and `EntryFigures`), never from a log's raw start,
 * end and pauses. Paid pauses, rounding, overtime tiers, premiums, compensation windows and the
 * daily allowance are therefore paid exactly as the report counts them, and every date is the
 * local date in the company's zone that the report shows.
 */

/** What a pay line pays; each has its own pay code in the payroll settings. */
export type PayComponent = "normal" | "overtime" | "premium" | "absence" | "bonus" | "daily-allowance" | "compensation";

/** How the target routes a line (the neutral pay line's kind). */
export type PayKind = "worked-time" | "paid-absence" | "bonus" | "daily-allowance" | "compensation";
export type PayUnitName = "hour" | "day" | "amount";

/** A company's pay codes for one target, resolved for the figures (the composition root reads the settings). */
export interface PayCodeBook {
  /** A log's normal-hours code (its work type's product number, frozen at confirmation); null: no code. */
  readonly workCode: (entry: Pick<EntryFigures, "workId" | "workTypeId">) => string | null;
  /** A log's hourly rate where the target has a field for it (Merit Palk Tariff), else null. */
  readonly workRate: (entry: Pick<EntryFigures, "workId" | "workTypeId">) => number | null;
  /** "daily:1" (period:tier) → code; a tier without one is paid under the log's normal code. */
  readonly overtime: Readonly<Record<string, string>>;
  /** Paid-absence type id → code; a type without one is not paid (listed). */
  readonly absences: Readonly<Record<string, string>>;
  readonly bonus: string | null;
  readonly dailyAllowance: string | null;
  readonly compensation: string | null;
  readonly premiums: { readonly sunday: string | null; readonly holiday: string | null; readonly night: string | null };
}

/** One pay line of one worker and local date, before the target's identifiers are attached. */
export interface WorkerPayLine {
  readonly workerId: string;
  readonly date: string;
  readonly component: PayComponent;
  readonly kind: PayKind;
  readonly payCode: string;
  /** Hours (4 decimals), days, or euros (2 decimals). */
  readonly quantity: number;
  readonly unit: PayUnitName;
  readonly rate: number | null;
  readonly workspaceId: string | null;
  readonly sourceEventIds: readonly string[];
}

/** A figure the report shows that no pay code is set for: not sent, and listed so nobody is paid short in silence. */
export interface UnpaidFigure {
  readonly workerId: string;
  readonly date: string;
  readonly component: PayComponent;
  /** The tier ("daily:1"), absence type, premium kind or window name the missing code is for. */
  readonly detail: string;
  readonly quantity: number;
  readonly unit: PayUnitName;
}

/** A worker's figures for the period as the report computed them, and the approved paid absences they came from. */
export interface WorkerPayFigures {
  readonly workerId: string;
  readonly days: readonly DayFigures[];
  readonly entries: readonly EntryFigures[];
  readonly absences: readonly ReportAbsence[];
}

export interface PayLinesOfFigures {
  readonly lines: WorkerPayLine[];
  readonly unpaid: UnpaidFigure[];
}

const hours = (seconds: number): number => Math.round((seconds / 3600) * 10_000) / 10_000;
const euros = (cents: number): number => Math.round(cents) / 100;

type Accumulated = Omit<WorkerPayLine, "quantity" | "sourceEventIds"> & { quantity: number; sourceEventIds: string[] };

/**
 * The pay lines of one worker's period: per local date and pay code (and workspace and rate), the
 * normal hours and each overtime tier of the day (split over its logs by `payDaySplit`, the same
 * split the report's tiers come from), premium hours (Sunday, holiday, night), compensation
 * (per-hour windows as money, percentage windows as hours), the day's bonus and daily allowance,
 * and one day per date of paid absence. Hours are summed in seconds per key and rounded once.
 */
export const payLinesOfFigures = (figures: WorkerPayFigures, book: PayCodeBook, tierOf: (figure: OvertimeFigure) => number): PayLinesOfFigures => {
  const seconds = new Map<string, Accumulated>();
  const unpaid: UnpaidFigure[] = [];
  const add = (line: Omit<WorkerPayLine, "quantity" | "sourceEventIds">, amount: number, eventIds: readonly string[]): void => {
    const key = [line.date, line.kind, line.payCode, line.unit, line.rate ?? "", line.workspaceId ?? ""].join("\u001f");
    const had = seconds.get(key);
    if (had === undefined) seconds.set(key, { ...line, quantity: amount, sourceEventIds: [...eventIds] });
    else {
      had.quantity += amount;
      had.sourceEventIds.push(...eventIds);
    }
  };
  const { workerId } = figures;
  const entriesOf = new Map<string, EntryFigures[]>();
  for (const e of figures.entries) entriesOf.set(e.date, [...(entriesOf.get(e.date) ?? []), e]);
  for (const day of figures.days) {
    const logs = entriesOf.get(day.date) ?? [];
    const byId = new Map(logs.map((e) => [e.workId, e]));
    for (const split of payDaySplit(logs, day.overtime, tierOf)) {
      const log = byId.get(split.workId);
      if (log === undefined) continue;
      const code = book.workCode(log);
      const rate = book.workRate(log);
      const base = { workerId, date: day.date, kind: "worked-time", unit: "hour", rate, workspaceId: log.workspaceId } as const;
      if (split.normalSeconds > 0) {
        if (code === null) unpaid.push({ workerId, date: day.date, component: "normal", detail: log.workTypeId ?? "", quantity: hours(split.normalSeconds), unit: "hour" });
        else add({ ...base, component: "normal", payCode: code }, split.normalSeconds, log.eventIds);
      }
      for (const tier of split.overtime) {
        const tierCode = book.overtime[`${tier.period}:${tier.tier}`] ?? code;
        if (tierCode === null) unpaid.push({ workerId, date: day.date, component: "overtime", detail: `${tier.period}:${tier.tier}`, quantity: hours(tier.seconds), unit: "hour" });
        else add({ ...base, component: tierCode === code ? "normal" : "overtime", payCode: tierCode }, tier.seconds, log.eventIds);
      }
      for (const premium of log.premiums) {
        const premiumCode = book.premiums[premium.kind];
        if (premiumCode === null) unpaid.push({ workerId, date: day.date, component: "premium", detail: premium.kind, quantity: hours(premium.seconds), unit: "hour" });
        else add({ ...base, component: "premium", payCode: premiumCode }, premium.seconds, log.eventIds);
      }
      for (const window of log.compensation) {
        const money = window.amountCents !== null;
        const quantity = money ? (window.amountCents ?? 0) : window.seconds;
        if (book.compensation === null) unpaid.push({ workerId, date: day.date, component: "compensation", detail: window.name, quantity: money ? euros(quantity) : hours(quantity), unit: money ? "amount" : "hour" });
        else add({ workerId, date: day.date, component: "compensation", kind: "compensation", payCode: book.compensation, unit: money ? "amount" : "hour", rate: null, workspaceId: log.workspaceId }, quantity, log.eventIds);
      }
      if ((log.bonus ?? 0) !== 0) {
        // Bonuses are whole euros in the ledger; kept in cents here like every other amount.
        if (book.bonus === null) unpaid.push({ workerId, date: day.date, component: "bonus", detail: "", quantity: log.bonus ?? 0, unit: "amount" });
        else add({ workerId, date: day.date, component: "bonus", kind: "bonus", payCode: book.bonus, unit: "amount", rate: null, workspaceId: log.workspaceId }, (log.bonus ?? 0) * 100, log.eventIds);
      }
    }
    if (day.dailyAllowance !== null && day.dailyAllowance.amountCents !== 0) {
      if (book.dailyAllowance === null) unpaid.push({ workerId, date: day.date, component: "daily-allowance", detail: day.dailyAllowance.name, quantity: euros(day.dailyAllowance.amountCents), unit: "amount" });
      else add({ workerId, date: day.date, component: "daily-allowance", kind: "daily-allowance", payCode: book.dailyAllowance, unit: "amount", rate: null, workspaceId: null }, day.dailyAllowance.amountCents, [day.dailyAllowance.rule.eventId]);
    }
  }
  // Paid absence: one day per local date it covers (the report's absence rows), in the company's zone.
  const reported = new Set(figures.days.map((d) => d.date));
  for (const absence of figures.absences) {
    if (!reported.has(absence.date) || absence.seconds <= 0) continue;
    const code = absence.absenceTypeId === null ? undefined : book.absences[absence.absenceTypeId];
    if (code === undefined) unpaid.push({ workerId, date: absence.date, component: "absence", detail: absence.absenceTypeId ?? "", quantity: 1, unit: "day" });
    else add({ workerId, date: absence.date, component: "absence", kind: "paid-absence", payCode: code, unit: "day", rate: null, workspaceId: null }, 1, absence.eventIds);
  }
  const lines = [...seconds.values()].map((line) => ({
    ...line,
    quantity: line.unit === "hour" ? hours(line.quantity) : line.unit === "amount" ? euros(line.quantity) : line.quantity,
    sourceEventIds: [...new Set(line.sourceEventIds)].sort(),
  }));
  return { lines, unpaid };
};

/** A payroll target's line as the reconciliation reads it (a sent pay line has at least these). */
export interface ReconciledLine {
  readonly workerId: string;
  readonly payCode: string;
  readonly unit: string;
  readonly quantity: number;
  readonly when: { readonly kind: "date"; readonly date: string } | { readonly kind: "period"; readonly start: string; readonly end: string };
}

/** Where the pay lines and the report disagree: the worker, day and code, and both values. */
export interface PayDisagreement {
  readonly workerId: string;
  readonly date: string;
  readonly payCode: string;
  readonly unit: string;
  readonly report: number;
  readonly payLines: number;
}

const TOLERANCE: Readonly<Record<string, number>> = { hour: 0.0005, day: 0, amount: 0.005 };

/**
 * Reconciliation, run with every export: the lines about to be sent, summed per worker, local date,
 * pay code and unit, must equal what the report's figures pay (`payLinesOfFigures` of the same
 * figures) for every worker being sent. Hours are compared to the half ten-thousandth, euros to the
 * half cent, days exactly. A period line counts once on each date it covers.
 */
export const reconcilePayLines = (report: readonly WorkerPayLine[], lines: readonly ReconciledLine[], workerIds: ReadonlySet<string>): PayDisagreement[] => {
  const keyOf = (workerId: string, date: string, payCode: string, unit: string): string => [workerId, date, payCode, unit].join("\u001f");
  const sums = new Map<string, { workerId: string; date: string; payCode: string; unit: string; report: number; payLines: number }>();
  const at = (workerId: string, date: string, payCode: string, unit: string) => {
    const key = keyOf(workerId, date, payCode, unit);
    let found = sums.get(key);
    if (found === undefined) {
      found = { workerId, date, payCode, unit, report: 0, payLines: 0 };
      sums.set(key, found);
    }
    return found;
  };
  for (const line of report) if (workerIds.has(line.workerId)) at(line.workerId, line.date, line.payCode, line.unit).report += line.quantity;
  for (const line of lines) {
    if (line.when.kind === "date") at(line.workerId, line.when.date, line.payCode, line.unit).payLines += line.quantity;
    else {
      const days = datesBetween(line.when.start, line.when.end);
      // A line over several days is spread evenly: only whole days (absence) can do so exactly.
      for (const date of days) at(line.workerId, date, line.payCode, line.unit).payLines += line.quantity / days.length;
    }
  }
  const round = (n: number): number => Math.round(n * 10_000) / 10_000;
  return [...sums.values()]
    .filter((s) => Math.abs(s.report - s.payLines) > (TOLERANCE[s.unit] ?? 0) + 1e-9)
    .map((s) => ({ ...s, report: round(s.report), payLines: round(s.payLines) }))
    .sort((a, b) => (a.workerId < b.workerId ? -1 : a.workerId > b.workerId ? 1 : a.date < b.date ? -1 : a.date > b.date ? 1 : a.payCode < b.payCode ? -1 : a.payCode > b.payCode ? 1 : 0));
};

const datesBetween = (start: string, end: string): string[] => {
  const dates: string[] = [];
  for (let date = start; date <= end && dates.length < 400; date = addLocalDays(date, 1)) dates.push(date);
  return dates.length === 0 ? [start] : dates;
};

/** "Anna, 2026-11-18, code 7: report 1 day, pay lines 2 days": the refusal names each disagreement. */
export const describeDisagreement = (d: PayDisagreement, nameOf: (workerId: string) => string = (id) => id): string =>
  `${nameOf(d.workerId)}, ${d.date}, pay code ${d.payCode}: the report pays ${d.report} ${d.unit}, the pay lines ${d.payLines} ${d.unit}`;

/**
 * Payroll eligibility, in one place: a worker is paid whole or not at all. Any unconfirmed work in
 * the period (a day of the report's figures with an unconfirmed log) keeps the worker out of the
 * export; so does a missing identifier at the target.
 */
export const payrollBlockOf = (figures: Pick<WorkerPayFigures, "workerId" | "days">, externalId: string | null): ExportBlock | null =>
  exportBlocks({ id: figures.workerId, vismaId: externalId, idCode: externalId, hasUnconfirmed: figures.days.some((d) => d.unconfirmedCount > 0), dates: [] }, "visma")[0] ?? null;
