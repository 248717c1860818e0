import type { PeriodDay } from "@workledger/domain";
import type { MonthFigures } from "./month-figures-codec.ts";

type TotalsDay = readonly [
  date: string,
  workedSeconds: number,
  regularSeconds: number,
  overtimeSeconds: number,
  /** The day's overtime seconds weighted by their multipliers, summed in the day's order (as the period totals sum them). */
  weightedOvertimeSeconds: number,
  absenceSeconds: number,
  dailyAllowanceCents: number,
  bonus: number,
  unconfirmedCount: number,
];

type TotalsGroup = readonly [date: string, workspaceId: string | null, workTypeId: string | null, confirmed: boolean, logs: number, workedSeconds: number, compensationCents: number, bonus: number];

/**
 * What the report page's month call reads of a worker's month, stored beside its figures: each
 * day's totals, and the logs of each day summed by workspace, work type and confirmation (every
 * filter of a report and every key of its group totals), so any date range and filter inside the
 * month sums to what the rows would, without decoding a log.
 */
export interface StoredMonthTotals {
  readonly v: 1;
  readonly days: readonly TotalsDay[];
  readonly groups: readonly TotalsGroup[];
}

export interface LogGroup {
  readonly date: string;
  readonly workspaceId: string | null;
  readonly workTypeId: string | null;
  readonly confirmed: boolean;
  readonly logs: number;
  readonly workedSeconds: number;
  readonly compensationCents: number;
  readonly bonus: number;
}

export const compensationCentsOf = (e: MonthFigures["entries"][number]): number => e.compensation.reduce((s, c) => s + (c.amountCents ?? 0), 0);

export const monthTotalsOf = (m: MonthFigures): StoredMonthTotals => {
  const days = m.days.map(
    (d): TotalsDay => [
      d.date,
      d.workedSeconds,
      d.regularSeconds,
      d.overtimeSeconds,
      d.overtime.reduce((s, o) => s + o.seconds * o.multiplier, 0),
      d.absenceSeconds,
      d.dailyAllowance?.amountCents ?? 0,
      d.bonus,
      d.unconfirmedCount,
    ],
  );
  const groups = new Map<string, [string, string | null, string | null, boolean, number, number, number, number]>();
  for (const e of m.entries) {
    const key = JSON.stringify([e.date, e.workspaceId, e.workTypeId, e.confirmed]);
    const g = groups.get(key) ?? [e.date, e.workspaceId, e.workTypeId, e.confirmed, 0, 0, 0, 0];
    g[4] += 1;
    g[5] += e.workedSeconds;
    g[6] += compensationCentsOf(e);
    g[7] += e.bonus ?? 0;
    groups.set(key, g);
  }
  return { v: 1, days, groups: [...groups.values()] };
};

/** A day's totals as the period totals read them; the weighted overtime stands as one part at multiplier 1 (the same sum). */
export const periodDayOf = (d: TotalsDay): PeriodDay => ({
  date: d[0],
  workedSeconds: d[1],
  regularSeconds: d[2],
  overtimeSeconds: d[3],
  overtime: d[4] === 0 ? [] : [{ seconds: d[4], multiplier: 1 }],
  absenceSeconds: d[5],
  dailyAllowance: d[6] === 0 ? null : { amountCents: d[6] },
  bonus: d[7],
  unconfirmedCount: d[8],
});

export const logGroupOf = (g: TotalsGroup): LogGroup => ({ date: g[0], workspaceId: g[1], workTypeId: g[2], confirmed: g[3], logs: g[4], workedSeconds: g[5], compensationCents: g[6], bonus: g[7] });
