import { describe, expect, it } from "vitest";
import { finnishOvertimeRules, type OvertimeRules } from "@workledger/event-schemas";
import * as domain from "../index.ts";
import { addLocalDays } from "../work-rules/zoned-time.ts";
import { workerFigures } from "./report-figures.ts";
import { H, helsinkiContext, logOn, timelineOf } from "./report-fixtures.ts";
import { splitByTiers, versionedOvertime, type OvertimeDayResult } from "./versioned-overtime.ts";

const overtimeOf = (days: readonly { date: string; hours: number }[], rules: OvertimeRules): OvertimeDayResult[] =>
  versionedOvertime("ann", days.map((d) => ({ date: d.date, eligibleSeconds: Math.round(d.hours * H) })), timelineOf(rules));
/** Period, multiplier and seconds of a day's figures (the rule version is the same everywhere here). */
const parts = (day: OvertimeDayResult | undefined) => (day?.overtime ?? []).map((o) => ({ period: o.period, multiplier: o.multiplier, seconds: o.seconds }));
/** Sums by period and multiplier in period order, then tier order. */
const totals = (days: readonly OvertimeDayResult[]) => {
  const sums = new Map<string, { period: string; multiplier: number; seconds: number }>();
  for (const period of ["daily", "weekly", "monthly"])
    for (const o of days.flatMap((d) => d.overtime).filter((x) => x.period === period)) {
      const key = `${o.period}|${o.multiplier}`;
      const had = sums.get(key);
      sums.set(key, { period: o.period, multiplier: o.multiplier, seconds: (had?.seconds ?? 0) + o.seconds });
    }
  return [...sums.values()];
};
const open = (days: readonly OvertimeDayResult[]) => days.reduce((s, d) => s + d.openSeconds, 0);
const dailyOnly: OvertimeRules = { ...finnishOvertimeRules, weekly: null, monthly: null };
/** Monday 2026-11-16 ... Sunday 2026-11-22. */
const week = (hours: number[], from = "2026-11-16") => hours.map((h, i) => ({ date: addLocalDays(from, i), hours: h }));

describe("one overtime implementation", () => {
  it("the domain computes overtime only with the versioned rules the reports use", () => {
    // A second computation (per-day totals without rule versions) drifted from what reports and payroll use.
    expect(domain).not.toHaveProperty("computeOvertime");
    expect(domain).not.toHaveProperty("weightedOvertimeSeconds");
    expect(domain).toHaveProperty("versionedOvertime", versionedOvertime);
  });
});

describe("Finnish daily overtime: over 8 h, the first 2 h +50 %, the rest +100 %", () => {
  it.each([
    [8, [], 8],
    [9, [{ period: "daily", multiplier: 1.5, seconds: 1 * H }], 8],
    [10, [{ period: "daily", multiplier: 1.5, seconds: 2 * H }], 8],
    [12.5, [{ period: "daily", multiplier: 1.5, seconds: 2 * H }, { period: "daily", multiplier: 2, seconds: 2.5 * H }], 8],
  ])("%s h worked", (hours, expected, regularHours) => {
    const days = overtimeOf([{ date: "2026-11-23", hours }], dailyOnly);
    expect(parts(days[0])).toEqual(expected);
    expect(open(days)).toBe(regularHours * H);
  });

  it("starts the tiers afresh every day", () => {
    expect(totals(overtimeOf(week([11, 11]), dailyOnly))).toEqual([
      { period: "daily", multiplier: 1.5, seconds: 4 * H },
      { period: "daily", multiplier: 2, seconds: 2 * H },
    ]);
  });

  it("counts one second past the threshold", () => {
    const days = versionedOvertime("ann", [{ date: "2026-11-23", eligibleSeconds: 8 * H + 1 }], timelineOf(dailyOnly));
    expect(parts(days[0])).toEqual([{ period: "daily", multiplier: 1.5, seconds: 1 }]);
  });
});

describe("weekly overtime does not count daily overtime again", () => {
  it("five 9-hour days: 5 h daily overtime, and the 40 regular hours do not pass 40", () => {
    const days = overtimeOf(week([9, 9, 9, 9, 9]), finnishOvertimeRules);
    expect(totals(days)).toEqual([{ period: "daily", multiplier: 1.5, seconds: 5 * H }]);
    expect(open(days)).toBe(40 * H);
  });

  it("six 8-hour days: no daily overtime, the last 8 h are weekly overtime on Saturday", () => {
    const days = overtimeOf(week([8, 8, 8, 8, 8, 8]), finnishOvertimeRules);
    expect(totals(days)).toEqual([{ period: "weekly", multiplier: 1.5, seconds: 8 * H }]);
    expect(days[5]?.date).toBe("2026-11-21");
    expect(days[5]?.openSeconds).toBe(0);
    expect(parts(days[5])).toEqual([{ period: "weekly", multiplier: 1.5, seconds: 8 * H }]);
  });

  it("six 10-hour days: 12 h daily, then 8 h weekly from what is left", () => {
    const days = overtimeOf(week([10, 10, 10, 10, 10, 10]), finnishOvertimeRules);
    expect(totals(days)).toEqual([
      { period: "daily", multiplier: 1.5, seconds: 12 * H },
      { period: "weekly", multiplier: 1.5, seconds: 8 * H },
    ]);
    expect(open(days)).toBe(40 * H);
  });

  it("splits the day on which the week passes its threshold", () => {
    const days = overtimeOf(week([8, 8, 8, 8, 6, 4]), finnishOvertimeRules);
    expect(days[5]?.openSeconds).toBe(2 * H);
    expect(parts(days[5])).toEqual([{ period: "weekly", multiplier: 1.5, seconds: 2 * H }]);
  });

  it("starts each ISO week on Monday", () => {
    // Thu-Sun 4 x 10 h, then Mon-Thu 4 x 10 h: no week passes 40 regular hours.
    expect(totals(overtimeOf(week([10, 10, 10, 10, 10, 10, 10, 10], "2026-11-19"), finnishOvertimeRules))).toEqual([{ period: "daily", multiplier: 1.5, seconds: 16 * H }]);
  });

  it("applies weekly tiers over the week's accumulated excess", () => {
    const rules: OvertimeRules = {
      daily: null,
      weekly: { thresholdSeconds: 40 * H, tiers: [{ lengthSeconds: 8 * H, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] },
      monthly: null,
    };
    const days = overtimeOf(week([10, 10, 10, 10, 10, 10]), rules);
    expect(totals(days)).toEqual([
      { period: "weekly", multiplier: 1.5, seconds: 8 * H },
      { period: "weekly", multiplier: 2, seconds: 12 * H },
    ]);
    expect(parts(days[4])).toEqual([{ period: "weekly", multiplier: 1.5, seconds: 8 * H }, { period: "weekly", multiplier: 2, seconds: 2 * H }]);
  });
});

describe("monthly overtime", () => {
  const monthly: OvertimeRules = { daily: finnishOvertimeRules.daily, weekly: null, monthly: { thresholdSeconds: 160 * H, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] } };
  const run = (count: number, from: string, hours: number) => overtimeOf(Array.from({ length: count }, (_, i) => ({ date: addLocalDays(from, i), hours })), monthly);

  it("counts the regular seconds of a calendar month above its threshold", () => {
    const days = run(21, "2026-11-02", 8);
    expect(totals(days)).toEqual([{ period: "monthly", multiplier: 1.5, seconds: 8 * H }]);
    expect(parts(days.at(-1))).toEqual([{ period: "monthly", multiplier: 1.5, seconds: 8 * H }]);
  });

  it("does not count daily overtime toward the month", () => {
    expect(totals(run(20, "2026-11-02", 9))).toEqual([{ period: "daily", multiplier: 1.5, seconds: 20 * H }]);
  });

  it("starts again on the first of the month", () => {
    // 17 days in October (119 h) and 25 in November (175 h): only November passes 160 h.
    expect(totals(run(42, "2026-10-15", 7))).toEqual([{ period: "monthly", multiplier: 1.5, seconds: 15 * H }]);
  });
});

describe("which work counts", () => {
  it("sums only the logs of work types included in overtime", () => {
    const { days } = workerFigures(
      { workerId: "ann", entries: [logOn("2026-11-23", "08:00", "17:00"), logOn("2026-11-23", "17:00", "19:00", { includeInOvertime: false })], absences: [] },
      timelineOf(dailyOnly),
      helsinkiContext,
      "2026-11-23",
      "2026-11-23",
    );
    expect(days[0]).toMatchObject({ workedSeconds: 11 * H, overtimeEligibleSeconds: 9 * H, overtimeSeconds: 1 * H });
  });
});

describe("tier splitting", () => {
  const rule = finnishOvertimeRules.daily!;
  it("continues a tier where earlier excess left it", () => {
    expect(splitByTiers(rule, 1.5 * H, 1 * H)).toEqual([{ multiplier: 1.5, seconds: 0.5 * H }, { multiplier: 2, seconds: 0.5 * H }]);
    expect(splitByTiers(rule, 3 * H, 1 * H)).toEqual([{ multiplier: 2, seconds: 1 * H }]);
    expect(splitByTiers(rule, 0, 0)).toEqual([]);
  });
});
