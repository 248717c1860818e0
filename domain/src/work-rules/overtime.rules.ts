import type { OvertimePeriodRule, OvertimeRules } from "@workledger/event-schemas";
import { isoWeekStartOf, localMonthOf, type LocalDateString } from "./zoned-time.ts";

/**
 * Overtime by day, ISO week and calendar month.
 *
 * - Daily: seconds above the daily threshold, split by the tiers (Finland: first 2 h +50 %,
 *   the rest +100 %).
 * - Weekly (Monday to Sunday): the seconds that were NOT already daily overtime are summed through
 *   the week in date order; what passes the weekly threshold is weekly overtime, attributed to the
 *   day on which it passed. Daily overtime is never counted again as weekly overtime.
 * - Monthly: the same over a calendar month, counting only what is neither daily nor weekly overtime.
 *
 * The tiers of weekly and monthly rules run over the period's accumulated excess. Input days are
 * local dates with the seconds worked on them (work that counts toward overtime only); give whole
 * weeks and months for whole-period results, since days outside the input are not seen.
 */
export interface WorkedDay {
  readonly date: LocalDateString;
  readonly workedSeconds: number;
}

export type OvertimePeriod = "daily" | "weekly" | "monthly";

export interface OvertimePart {
  readonly period: OvertimePeriod;
  readonly multiplier: number;
  readonly seconds: number;
}

export interface OvertimeDay {
  readonly date: LocalDateString;
  readonly workedSeconds: number;
  /** Worked seconds that are not overtime of any period. */
  readonly regularSeconds: number;
  readonly parts: readonly OvertimePart[];
}

export interface OvertimeResult {
  readonly days: readonly OvertimeDay[];
  /** Sums by period and multiplier, in period order (daily, weekly, monthly) then tier order. */
  readonly totals: readonly OvertimePart[];
  readonly regularSeconds: number;
  readonly overtimeSeconds: number;
}

/**
 * Splits `seconds` of new excess, arriving after `alreadyExcess` seconds of earlier excess in the
 * same period, over the tiers.
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

interface DayAccount {
  readonly date: LocalDateString;
  readonly workedSeconds: number;
  /** Seconds not yet claimed by an overtime period. */
  open: number;
  readonly parts: OvertimePart[];
}

const addPart = (day: DayAccount, period: OvertimePeriod, multiplier: number, seconds: number): void => {
  if (seconds <= 0) return;
  const same = day.parts.find((p) => p.period === period && p.multiplier === multiplier);
  if (same === undefined) day.parts.push({ period, multiplier, seconds });
  else day.parts[day.parts.indexOf(same)] = { ...same, seconds: same.seconds + seconds };
  day.open -= seconds;
};

/** Walks days of one period in date order and claims the open seconds above the period's threshold. */
const claimPeriod = (days: DayAccount[], period: OvertimePeriod, rule: OvertimePeriodRule): void => {
  let accumulated = 0;
  for (const day of days) {
    const before = accumulated;
    accumulated += day.open;
    const excessBefore = Math.max(0, before - rule.thresholdSeconds);
    const excessAfter = Math.max(0, accumulated - rule.thresholdSeconds);
    for (const part of splitByTiers(rule, excessBefore, excessAfter - excessBefore)) addPart(day, period, part.multiplier, part.seconds);
  }
};

const groupBy = <T>(items: readonly T[], key: (item: T) => string): T[][] => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
};

export const computeOvertime = (input: readonly WorkedDay[], rules: OvertimeRules): OvertimeResult => {
  const byDate = new Map<string, number>();
  for (const day of input) {
    if (!Number.isInteger(day.workedSeconds) || day.workedSeconds < 0) throw new RangeError(`Worked seconds must be a whole non-negative number on ${day.date}`);
    byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.workedSeconds);
  }
  const days: DayAccount[] = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, workedSeconds]) => ({ date, workedSeconds, open: workedSeconds, parts: [] }));

  if (rules.daily !== null) for (const day of days) claimPeriod([day], "daily", rules.daily);
  if (rules.weekly !== null) for (const week of groupBy(days, (d) => isoWeekStartOf(d.date))) claimPeriod(week, "weekly", rules.weekly);
  if (rules.monthly !== null) for (const month of groupBy(days, (d) => localMonthOf(d.date))) claimPeriod(month, "monthly", rules.monthly);

  const periodOrder: OvertimePeriod[] = ["daily", "weekly", "monthly"];
  const totals: OvertimePart[] = [];
  for (const period of periodOrder) {
    const rule = rules[period];
    if (rule === null) continue;
    for (const multiplier of [...new Set(rule.tiers.map((t) => t.multiplier))]) {
      const seconds = days.flatMap((d) => d.parts).filter((p) => p.period === period && p.multiplier === multiplier).reduce((s, p) => s + p.seconds, 0);
      if (seconds > 0) totals.push({ period, multiplier, seconds });
    }
  }
  const regularSeconds = days.reduce((s, d) => s + d.open, 0);
  return {
    days: days.map((d) => ({ date: d.date, workedSeconds: d.workedSeconds, regularSeconds: d.open, parts: d.parts })),
    totals,
    regularSeconds,
    overtimeSeconds: totals.reduce((s, t) => s + t.seconds, 0),
  };
};

/** Seconds weighted by their multipliers, e.g. for pay: 1 h at 1.5 counts 5 400. */
export const weightedOvertimeSeconds = (result: OvertimeResult): number => result.totals.reduce((s, t) => s + t.seconds * t.multiplier, 0);
