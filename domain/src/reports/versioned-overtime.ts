import type { OvertimePeriodRule } from "@workledger/event-schemas";
import { addLocalDays, isoWeekStartOf, localMonthOf, type LocalDateString } from "../work-rules/zoned-time.ts";
import type { RuleRef } from "./report-inputs.ts";
import { rulesOn, type RuleTimeline } from "./rule-timeline.ts";

export type OvertimePeriod = "daily" | "weekly" | "monthly";

/**
 * Splits `seconds` of new excess, arriving after `alreadyExcess` seconds of earlier excess in the
 * same period, over the tiers (Finland's daily rule: the first 2 h +50 %, the rest +100 %).
 */
export const splitByTiers = (rule: OvertimePeriodRule, alreadyExcess: number, seconds: number): { multiplier: number; seconds: number }[] => {
  const parts: { multiplier: number; seconds: number }[] = [];
  let tierStart = 0;
  let position = alreadyExcess;
  let left = seconds;
  for (const [index, tier] of rule.tiers.entries()) {
    if (left <= 0) break;
    const isLast = index === rule.tiers.length - 1;
    const tierEnd = isLast || tier.lengthSeconds === null ? Infinity : tierStart + tier.lengthSeconds;
    if (position < tierEnd) {
      const take = Math.min(left, tierEnd - position);
      parts.push({ multiplier: tier.multiplier, seconds: take });
      position += take;
      left -= take;
    }
    tierStart = tierEnd;
  }
  return parts;
};

export interface OvertimeFigure {
  readonly period: OvertimePeriod;
  readonly multiplier: number;
  readonly seconds: number;
  /** The overtime group version whose threshold and tier produced these seconds. */
  readonly rule: RuleRef;
}

export interface OvertimeDayInput {
  readonly date: LocalDateString;
  /** Seconds that count toward overtime (work types included in the overtime computation). */
  readonly eligibleSeconds: number;
}

export interface OvertimeDayResult {
  readonly date: LocalDateString;
  readonly overtime: readonly OvertimeFigure[];
  /** Eligible seconds no period claimed. */
  readonly openSeconds: number;
}

interface Account {
  readonly date: LocalDateString;
  open: number;
  readonly overtime: OvertimeFigure[];
}

const claim = (days: readonly Account[], period: OvertimePeriod, rule: OvertimePeriodRule, ref: RuleRef): void => {
  let accumulated = 0;
  for (const day of days) {
    const before = accumulated;
    accumulated += day.open;
    const excessBefore = Math.max(0, before - rule.thresholdSeconds);
    const excessAfter = Math.max(0, accumulated - rule.thresholdSeconds);
    for (const part of splitByTiers(rule, excessBefore, excessAfter - excessBefore)) {
      if (part.seconds <= 0) continue;
      const same = day.overtime.findIndex((o) => o.period === period && o.multiplier === part.multiplier && o.rule.version === ref.version && o.rule.groupId === ref.groupId);
      const existing = day.overtime[same];
      if (existing === undefined) day.overtime.push({ period, multiplier: part.multiplier, seconds: part.seconds, rule: ref });
      else day.overtime[same] = { ...existing, seconds: existing.seconds + part.seconds };
      day.open -= part.seconds;
    }
  }
};

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list === undefined) groups.set(k, [item]);
    else list.push(item);
  }
  return groups;
};

/**
 * Overtime of one worker by day, ISO week and calendar month, each under the overtime group
 * version in force: a day under the version of its own date, a week under the version of its
 * Monday, a month under the version of its first day (a period is judged by the rules it began
 * with). Daily overtime is never counted again as weekly, nor either as monthly. The seconds
 * claimed on a day depend only on that day and the days before it in its week and month, so a
 * range is right from `overtimeRangeStart(from)` on.
 */
export const versionedOvertime = (workerId: string, input: readonly OvertimeDayInput[], timeline: RuleTimeline): OvertimeDayResult[] => {
  const days: Account[] = [...input].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).map((d) => ({ date: d.date, open: d.eligibleSeconds, overtime: [] }));
  for (const day of days) {
    const applied = rulesOn(timeline, "overtime", workerId, day.date);
    if (applied?.rules.daily) claim([day], "daily", applied.rules.daily, applied.ref);
  }
  for (const [weekStart, week] of groupBy(days, (d) => isoWeekStartOf(d.date))) {
    const applied = rulesOn(timeline, "overtime", workerId, weekStart);
    if (applied?.rules.weekly) claim(week, "weekly", applied.rules.weekly, applied.ref);
  }
  for (const [month, list] of groupBy(days, (d) => localMonthOf(d.date))) {
    const applied = rulesOn(timeline, "overtime", workerId, `${month}-01`);
    if (applied?.rules.monthly) claim(list, "monthly", applied.rules.monthly, applied.ref);
  }
  return days.map((d) => ({ date: d.date, overtime: d.overtime, openSeconds: d.open }));
};

/** The first date whose work can change overtime on or after `from`: the Monday of the week its month begins in. */
export const overtimeRangeStart = (from: LocalDateString): LocalDateString => isoWeekStartOf(`${localMonthOf(from)}-01`);

/** The months whose overtime a change of work on `date` can move: its own and the one its week runs into. */
export const monthsTouchedBy = (date: LocalDateString): string[] => [...new Set([localMonthOf(date), localMonthOf(addLocalDays(isoWeekStartOf(date), 6))])];
