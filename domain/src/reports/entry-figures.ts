import { applyAllowedPause } from "../work-rules/allowed-pause.rules.ts";
import { compensationFor, secondsInWindow, type CompensationLine } from "../work-rules/compensation.rules.ts";
import { applyWorkRounds, type MsInterval } from "../work-rules/rounding.rules.ts";
import { addLocalDays, isoWeekdayOf, startOfLocalDate, wholeSecondsBetween } from "../work-rules/zoned-time.ts";
import type { ReportContext, ReportEntry, RuleRef } from "./report-inputs.ts";
import { rulesOn, type RuleTimeline } from "./rule-timeline.ts";

export type PremiumKind = "sunday" | "holiday" | "night";

export interface PremiumFigure {
  readonly kind: PremiumKind;
  readonly multiplier: number;
  readonly seconds: number;
  /** The holiday's name for holiday premiums, else "". */
  readonly name: string;
}

export interface CompensationFigure extends CompensationLine {
  readonly rule: RuleRef;
}

/** One work log as a report row sees it: rounded, pauses judged, premiums and compensation found. */
export interface EntryFigures {
  readonly workId: string;
  readonly workerId: string;
  readonly date: string;
  readonly workTypeId: string | null;
  readonly workspaceId: string | null;
  readonly confirmed: boolean;
  readonly bonus: number | null;
  readonly includeInOvertime: boolean;
  /** Start and end after the work-round group. */
  readonly startMs: number;
  readonly endMs: number;
  readonly pauseSeconds: number;
  readonly paidPauseSeconds: number;
  /** Presence minus unpaid pauses: the report's work_duration. */
  readonly workedSeconds: number;
  readonly premiums: readonly PremiumFigure[];
  readonly compensation: readonly CompensationFigure[];
  /** The rule versions this row used (work round, allowed pause, compensation). */
  readonly rules: readonly RuleRef[];
  readonly eventIds: readonly string[];
}

const overlapMs = (a: MsInterval, b: MsInterval): number => Math.max(0, Math.min(a.endMs, b.endMs) - Math.max(a.startMs, b.startMs));

/** The worked stretches of a log: [start, end) less its pauses (each clipped to the log). */
export const workedIntervals = (interval: MsInterval, pauses: readonly MsInterval[]): MsInterval[] => {
  const cuts = pauses
    .map((p) => ({ startMs: Math.max(p.startMs, interval.startMs), endMs: Math.min(p.endMs, interval.endMs) }))
    .filter((p) => p.endMs > p.startMs)
    .sort((a, b) => a.startMs - b.startMs);
  const parts: MsInterval[] = [];
  let at = interval.startMs;
  for (const cut of cuts) {
    if (cut.startMs > at) parts.push({ startMs: at, endMs: cut.startMs });
    at = Math.max(at, cut.endMs);
  }
  if (interval.endMs > at) parts.push({ startMs: at, endMs: interval.endMs });
  return parts;
};

/** Seconds of the worked stretches inside whole local dates (a holiday), by instants: a DST day is 23 h or 25 h. */
const secondsOnDate = (worked: readonly MsInterval[], date: string, timeZone: string): number => {
  const day = { startMs: startOfLocalDate(date, timeZone), endMs: startOfLocalDate(addLocalDays(date, 1), timeZone) };
  return Math.floor(worked.reduce((ms, w) => ms + overlapMs(w, day), 0) / 1000);
};

const premiumsOf = (worked: readonly MsInterval[], context: ReportContext, firstDate: string, lastDate: string): PremiumFigure[] => {
  const { timeZone } = context;
  // A log follows the country in force on its date, as it follows the rules in force then.
  const premiums = context.premiumsOn?.(firstDate) ?? context.premiums;
  const found: PremiumFigure[] = [];
  // Only a log whose local dates include a Sunday can touch the Sunday window (skips the zone arithmetic).
  let touchesSunday = false;
  for (let date = firstDate; date <= lastDate && !touchesSunday; date = addLocalDays(date, 1)) touchesSunday = isoWeekdayOf(date) === 7;
  if (premiums.sunday !== null && touchesSunday) {
    const seconds = secondsInWindow(worked, { name: "sunday", kind: "Percent", percent: 0, weekdays: [7], from: "00:00", to: "00:00" } as const, timeZone);
    if (seconds > 0) found.push({ kind: "sunday", multiplier: premiums.sunday, seconds, name: "" });
  }
  if (premiums.holiday !== null) {
    for (const holiday of context.holidays) {
      if (holiday.date < firstDate || holiday.date > lastDate) continue;
      const seconds = secondsOnDate(worked, holiday.date, timeZone);
      if (seconds > 0) found.push({ kind: "holiday", multiplier: premiums.holiday, seconds, name: holiday.name });
    }
  }
  if (premiums.night !== null) {
    const window = { name: "night", kind: "Percent", percent: 0, weekdays: [1, 2, 3, 4, 5, 6, 7], from: premiums.night.from, to: premiums.night.to } as const;
    const seconds = secondsInWindow(worked, window, timeZone);
    if (seconds > 0) found.push({ kind: "night", multiplier: premiums.night.multiplier, seconds, name: "" });
  }
  return found;
};

/** One finished log's worked time: its start and end after the work-round group, its pauses judged by the allowed-pause group. */
export interface LogWorkedTime {
  readonly interval: MsInterval;
  /** The worked stretches (the interval less its pauses). */
  readonly worked: readonly MsInterval[];
  readonly pauseSeconds: number;
  readonly paidPauseSeconds: number;
  /** Presence minus unpaid pauses: what the report and the pay lines count for the log. */
  readonly workedSeconds: number;
  /** The rule versions used (work round, allowed pause). */
  readonly rules: readonly RuleRef[];
}

/**
 * The worked time of one finished log under the rules in force on its date for its worker: the
 * one implementation the report, the pay lines and the work log's own view all count with.
 */
export const logWorkedTime = (entry: Pick<ReportEntry, "workerId" | "date" | "startMs" | "endMs" | "pauses">, timeline: RuleTimeline, timeZone: string): LogWorkedTime => {
  const rules: RuleRef[] = [];
  const rounds = rulesOn(timeline, "work-round", entry.workerId, entry.date);
  const raw = { startMs: entry.startMs, endMs: Math.max(entry.startMs, entry.endMs) };
  const interval = rounds === null ? raw : applyWorkRounds(raw, rounds.rules, timeZone);
  if (rounds !== null) rules.push(rounds.ref);
  const worked = workedIntervals(interval, entry.pauses);
  const presenceSeconds = wholeSecondsBetween(interval.startMs, interval.endMs);
  const pauseSeconds = presenceSeconds - Math.floor(worked.reduce((ms, w) => ms + (w.endMs - w.startMs), 0) / 1000);
  const allowed = rulesOn(timeline, "allowed-pause", entry.workerId, entry.date);
  if (allowed !== null) rules.push(allowed.ref);
  const pause = allowed === null ? { paidPauseSeconds: 0, workedSeconds: presenceSeconds - pauseSeconds } : applyAllowedPause(presenceSeconds, pauseSeconds, allowed.rules);
  return { interval, worked, pauseSeconds, paidPauseSeconds: pause.paidPauseSeconds, workedSeconds: pause.workedSeconds, rules };
};

/** The figures of one log under the rules in force on its date for its worker. */
export const entryFigures = (entry: ReportEntry, timeline: RuleTimeline, context: ReportContext): EntryFigures => {
  const { timeZone } = context;
  const time = logWorkedTime(entry, timeline, timeZone);
  const { interval, worked, pauseSeconds } = time;
  const rules: RuleRef[] = [...time.rules];
  const pause = time;
  const compensationRules = rulesOn(timeline, "compensation", entry.workerId, entry.date);
  if (compensationRules !== null) rules.push(compensationRules.ref);
  const compensation = compensationRules === null ? [] : compensationFor(worked, compensationRules.rules, timeZone).map((line) => ({ ...line, rule: compensationRules.ref }));
  const lastDate = addLocalDays(entry.date, Math.ceil((interval.endMs - interval.startMs) / 86_400_000) + 1);
  return {
    workId: entry.workId,
    workerId: entry.workerId,
    date: entry.date,
    workTypeId: entry.workTypeId,
    workspaceId: entry.workspaceId,
    confirmed: entry.confirmed,
    bonus: entry.bonus,
    includeInOvertime: entry.includeInOvertime,
    startMs: interval.startMs,
    endMs: interval.endMs,
    pauseSeconds,
    paidPauseSeconds: pause.paidPauseSeconds,
    workedSeconds: pause.workedSeconds,
    premiums: premiumsOf(worked, context, entry.date, lastDate),
    compensation,
    rules,
    eventIds: entry.eventIds,
  };
};
