import type { OvertimeRules } from "@workledger/event-schemas";
import type { LocalDateString } from "../work-rules/zoned-time.ts";
import type { EntryFigures } from "./entry-figures.ts";
import type { ReportContext } from "./report-inputs.ts";
import { workerFigures, type WorkerReportInput } from "./report-figures.ts";
import type { RuleTimeline } from "./rule-timeline.ts";
import type { OvertimeFigure, OvertimePeriod } from "./versioned-overtime.ts";

/** Overtime seconds of one tier of one period (tier 1 is the rule's first tier). */
export interface PayTierPart {
  readonly period: OvertimePeriod;
  readonly tier: number;
  readonly multiplier: number;
  readonly seconds: number;
}

/** How a work log's worked seconds are paid: normal hours and the overtime tiers that fell on it. */
export interface PayWorkSplit {
  readonly workId: string;
  readonly workerId: string;
  readonly date: LocalDateString;
  readonly workedSeconds: number;
  readonly normalSeconds: number;
  readonly overtime: readonly PayTierPart[];
}

const PERIOD_ORDER: readonly OvertimePeriod[] = ["daily", "weekly", "monthly"];

/**
 * The tier number of an overtime figure: the position (from 1) of its multiplier among the tiers
 * of the period in the overtime group version that produced it (the engine sums a period's
 * seconds by multiplier, so the first tier with that multiplier names it).
 */
export const overtimeTierOf = (timeline: RuleTimeline, figure: OvertimeFigure): number => {
  const version = timeline.versions.find((v) => v.kind === "overtime" && v.groupId === figure.rule.groupId && v.version === figure.rule.version);
  const rule = (version?.rules as OvertimeRules | undefined)?.[figure.period];
  const index = rule?.tiers.findIndex((t) => t.multiplier === figure.multiplier) ?? -1;
  return index < 0 ? 1 : index + 1;
};

/**
 * Splits a worker's day into pay: the day's overtime (by period and tier) is taken from its
 * overtime-eligible logs, latest first, highest tier first (overtime is the last hours worked;
 * daily overtime ends the day, and within it tier 2 follows tier 1); what is left of each log is
 * normal hours. Pure; the seconds of every log add up to its worked seconds.
 */
export const payDaySplit = (logs: readonly EntryFigures[], overtime: readonly OvertimeFigure[], tierOf: (figure: OvertimeFigure) => number): PayWorkSplit[] => {
  const parts = overtime
    .filter((o) => o.seconds > 0)
    .map((o) => ({ period: o.period, tier: tierOf(o), multiplier: o.multiplier, seconds: o.seconds }))
    // Taken in reverse order of when they accrue: monthly, weekly, then daily's highest tier first.
    .sort((a, b) => PERIOD_ORDER.indexOf(b.period) - PERIOD_ORDER.indexOf(a.period) || b.tier - a.tier);
  const ordered = [...logs].sort((a, b) => b.startMs - a.startMs || (a.workId < b.workId ? 1 : a.workId > b.workId ? -1 : 0));
  const left = new Map(ordered.map((e) => [e.workId, e.includeInOvertime ? e.workedSeconds : 0]));
  const taken = new Map<string, PayTierPart[]>(ordered.map((e) => [e.workId, []]));
  for (const part of parts) {
    let need = part.seconds;
    for (const log of ordered) {
      if (need <= 0) break;
      const available = left.get(log.workId) ?? 0;
      if (available <= 0) continue;
      const take = Math.min(available, need);
      left.set(log.workId, available - take);
      need -= take;
      taken.get(log.workId)!.push({ ...part, seconds: take });
    }
  }
  return [...logs]
    .sort((a, b) => a.startMs - b.startMs || (a.workId < b.workId ? -1 : 1))
    .map((log) => {
      const own = taken.get(log.workId) ?? [];
      const overtimeSeconds = own.reduce((s, p) => s + p.seconds, 0);
      const tiers = own.sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period) || a.tier - b.tier);
      return { workId: log.workId, workerId: log.workerId, date: log.date, workedSeconds: log.workedSeconds, normalSeconds: log.workedSeconds - overtimeSeconds, overtime: tiers };
    });
};

/**
 * The pay split of every log of a worker in [from, to], computed by the same rule engine as the
 * reports (give entries and absences from `overtimeRangeStart(from)` on).
 */
export const workerPaySplit = (input: WorkerReportInput, timeline: RuleTimeline, context: ReportContext, from: LocalDateString, to: LocalDateString): PayWorkSplit[] => {
  const figures = workerFigures(input, timeline, context, from, to);
  const tierOf = (figure: OvertimeFigure) => overtimeTierOf(timeline, figure);
  return figures.days.flatMap((day) => payDaySplit(figures.entries.filter((e) => e.date === day.date), day.overtime, tierOf));
};
