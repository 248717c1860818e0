import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { finnishOvertimeRules, type OvertimeRules } from "@workledger/event-schemas";
import { computeOvertime, splitByTiers, weightedOvertimeSeconds, type WorkedDay } from "./overtime.rules.ts";
import { workedDays } from "./worked-days.rules.ts";
import { addLocalDays } from "./zoned-time.ts";

const H = 3600;
const dailyOnly: OvertimeRules = { ...finnishOvertimeRules, weekly: null, monthly: null };
/** Monday 2026-11-16 ... Sunday 2026-11-22. */
const week = (hours: number[], from = "2026-11-16"): WorkedDay[] => hours.map((h, i) => ({ date: addLocalDays(from, i), workedSeconds: h * H }));

describe("Finnish daily overtime: over 8 h, the first 2 h +50 %, the rest +100 %", () => {
  it.each([
    [8, [], 8],
    [9, [{ period: "daily", multiplier: 1.5, seconds: 1 * H }], 8],
    [10, [{ period: "daily", multiplier: 1.5, seconds: 2 * H }], 8],
    [12.5, [{ period: "daily", multiplier: 1.5, seconds: 2 * H }, { period: "daily", multiplier: 2, seconds: 2.5 * H }], 8],
  ])("%s h worked", (hours, parts, regularHours) => {
    const result = computeOvertime([{ date: "2026-11-23", workedSeconds: hours * H }], dailyOnly);
    expect(result.days[0]?.parts).toEqual(parts);
    expect(result.regularSeconds).toBe(regularHours * H);
  });

  it("starts the tiers afresh every day", () => {
    const result = computeOvertime(week([11, 11]), dailyOnly);
    expect(result.totals).toEqual([
      { period: "daily", multiplier: 1.5, seconds: 4 * H },
      { period: "daily", multiplier: 2, seconds: 2 * H },
    ]);
    expect(weightedOvertimeSeconds(result)).toBe(4 * H * 1.5 + 2 * H * 2);
  });

  it("counts one second past the threshold", () => {
    expect(computeOvertime([{ date: "2026-11-23", workedSeconds: 8 * H + 1 }], dailyOnly).overtimeSeconds).toBe(1);
  });
});

describe("weekly overtime does not count daily overtime again", () => {
  it("five 9-hour days: 5 h daily overtime, and the 40 regular hours do not pass 40", () => {
    const result = computeOvertime(week([9, 9, 9, 9, 9]), finnishOvertimeRules);
    expect(result.totals).toEqual([{ period: "daily", multiplier: 1.5, seconds: 5 * H }]);
    expect(result.regularSeconds).toBe(40 * H);
  });

  it("six 8-hour days: no daily overtime, the last 8 h are weekly overtime on Saturday", () => {
    const result = computeOvertime(week([8, 8, 8, 8, 8, 8]), finnishOvertimeRules);
    expect(result.totals).toEqual([{ period: "weekly", multiplier: 1.5, seconds: 8 * H }]);
    expect(result.days[5]).toEqual({ date: "2026-11-21", workedSeconds: 8 * H, regularSeconds: 0, parts: [{ period: "weekly", multiplier: 1.5, seconds: 8 * H }] });
  });

  it("six 10-hour days: 12 h daily, then 8 h weekly from what is left", () => {
    const result = computeOvertime(week([10, 10, 10, 10, 10, 10]), finnishOvertimeRules);
    expect(result.totals).toEqual([
      { period: "daily", multiplier: 1.5, seconds: 12 * H },
      { period: "weekly", multiplier: 1.5, seconds: 8 * H },
    ]);
    expect(result.regularSeconds).toBe(40 * H);
  });

  it("splits the day on which the week passes its threshold", () => {
    const result = computeOvertime(week([8, 8, 8, 8, 6, 4]), finnishOvertimeRules);
    expect(result.days[5]).toMatchObject({ regularSeconds: 2 * H, parts: [{ period: "weekly", multiplier: 1.5, seconds: 2 * H }] });
  });

  it("starts each ISO week on Monday", () => {
    // Thu-Sun 4 x 10 h, then Mon-Thu 4 x 10 h: no week passes 40 regular hours.
    const result = computeOvertime(week([10, 10, 10, 10, 10, 10, 10, 10], "2026-11-19"), finnishOvertimeRules);
    expect(result.totals).toEqual([{ period: "daily", multiplier: 1.5, seconds: 16 * H }]);
  });

  it("applies weekly tiers over the week's accumulated excess", () => {
    const rules: OvertimeRules = {
      daily: null,
      weekly: { thresholdSeconds: 40 * H, tiers: [{ lengthSeconds: 8 * H, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] },
      monthly: null,
    };
    const result = computeOvertime(week([10, 10, 10, 10, 10, 10]), rules);
    expect(result.totals).toEqual([
      { period: "weekly", multiplier: 1.5, seconds: 8 * H },
      { period: "weekly", multiplier: 2, seconds: 12 * H },
    ]);
    expect(result.days[4]?.parts).toEqual([{ period: "weekly", multiplier: 1.5, seconds: 8 * H }, { period: "weekly", multiplier: 2, seconds: 2 * H }]);
  });
});

describe("monthly overtime", () => {
  const monthly: OvertimeRules = { daily: finnishOvertimeRules.daily, weekly: null, monthly: { thresholdSeconds: 160 * H, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] } };

  it("counts the regular seconds of a calendar month above its threshold", () => {
    const days = Array.from({ length: 21 }, (_, i) => ({ date: addLocalDays("2026-11-02", i), workedSeconds: 8 * H }));
    const result = computeOvertime(days, monthly);
    expect(result.totals).toEqual([{ period: "monthly", multiplier: 1.5, seconds: 8 * H }]);
    expect(result.days.at(-1)?.parts).toEqual([{ period: "monthly", multiplier: 1.5, seconds: 8 * H }]);
  });

  it("does not count daily overtime toward the month", () => {
    const days = Array.from({ length: 20 }, (_, i) => ({ date: addLocalDays("2026-11-02", i), workedSeconds: 9 * H }));
    expect(computeOvertime(days, monthly).totals).toEqual([{ period: "daily", multiplier: 1.5, seconds: 20 * H }]);
  });

  it("starts again on the first of the month", () => {
    const days = Array.from({ length: 42 }, (_, i) => ({ date: addLocalDays("2026-10-15", i), workedSeconds: 7 * H }));
    // 17 days in October (119 h) and 25 in November (175 h): only November passes 160 h.
    expect(computeOvertime(days, monthly).totals).toEqual([{ period: "monthly", multiplier: 1.5, seconds: 15 * H }]);
  });
});

describe("DST nights in Europe/Helsinki", () => {
  const HEL = "Europe/Helsinki";
  const night = (startIso: string, endIso: string) => ({ startMs: Date.parse(startIso), endMs: Date.parse(endIso), unpaidPauseSeconds: 0 });

  it("a 22:00-06:00 shift into the autumn switch is 9 h: 1 h of daily overtime on the start date", () => {
    const days = workedDays([night("2026-10-24T19:00:00Z", "2026-10-25T04:00:00Z")], HEL);
    expect(days).toEqual([{ date: "2026-10-24", workedSeconds: 9 * H }]);
    expect(computeOvertime(days, dailyOnly).totals).toEqual([{ period: "daily", multiplier: 1.5, seconds: 1 * H }]);
  });

  it("a 22:00-06:00 shift into the spring switch is 7 h: no overtime", () => {
    const days = workedDays([night("2026-03-28T20:00:00Z", "2026-03-29T03:00:00Z")], HEL);
    expect(days).toEqual([{ date: "2026-03-28", workedSeconds: 7 * H }]);
    expect(computeOvertime(days, dailyOnly).overtimeSeconds).toBe(0);
  });

  it("deducts unpaid pauses and adds up the logs of one local date", () => {
    const days = workedDays(
      [
        { startMs: Date.parse("2026-11-23T05:00:00Z"), endMs: Date.parse("2026-11-23T10:00:00Z"), unpaidPauseSeconds: 1800 },
        { startMs: Date.parse("2026-11-23T11:00:00Z"), endMs: Date.parse("2026-11-23T16:00:00Z"), unpaidPauseSeconds: 0 },
        { startMs: Date.parse("2026-11-23T22:30:00Z"), endMs: Date.parse("2026-11-23T23:30:00Z"), unpaidPauseSeconds: 0 },
      ],
      HEL,
    );
    expect(days).toEqual([{ date: "2026-11-23", workedSeconds: 9.5 * H }, { date: "2026-11-24", workedSeconds: 1 * H }]);
  });
});

describe("which work counts", () => {
  it("sums only the logs of work types included in overtime", () => {
    const included = new Set(["wt-cleaning"]);
    const logs = [
      { startMs: Date.parse("2026-11-23T06:00:00Z"), endMs: Date.parse("2026-11-23T15:00:00Z"), unpaidPauseSeconds: 0, workTypeId: "wt-cleaning" },
      { startMs: Date.parse("2026-11-23T15:00:00Z"), endMs: Date.parse("2026-11-23T17:00:00Z"), unpaidPauseSeconds: 0, workTypeId: "wt-training" },
    ];
    const days = workedDays(logs, "Europe/Helsinki", (log) => included.has(log.workTypeId ?? ""));
    expect(days).toEqual([{ date: "2026-11-23", workedSeconds: 9 * H }]);
    expect(computeOvertime(days, dailyOnly).overtimeSeconds).toBe(1 * H);
  });
});

describe("tier splitting", () => {
  const rule = finnishOvertimeRules.daily!;
  it("continues a tier where earlier excess left it", () => {
    expect(splitByTiers(rule, 1.5 * H, 1 * H)).toEqual([{ multiplier: 1.5, seconds: 0.5 * H }, { multiplier: 2, seconds: 0.5 * H }]);
    expect(splitByTiers(rule, 3 * H, 1 * H)).toEqual([{ multiplier: 2, seconds: 1 * H }]);
    expect(splitByTiers(rule, 0, 0)).toEqual([]);
  });

  it("refuses fractional or negative worked seconds", () => {
    expect(() => computeOvertime([{ date: "2026-11-23", workedSeconds: 1.5 }], dailyOnly)).toThrow(RangeError);
    expect(() => computeOvertime([{ date: "2026-11-23", workedSeconds: -1 }], dailyOnly)).toThrow(RangeError);
  });
});

describe("overtime properties", () => {
  const tier = fc.record({ lengthSeconds: fc.integer({ min: 1, max: 6 * H }), multiplier: fc.constantFrom(1, 1.25, 1.5, 2, 3) });
  const periodRule = (maxThreshold: number) =>
    fc.record({
      thresholdSeconds: fc.integer({ min: 0, max: maxThreshold }),
      tiers: fc.tuple(fc.array(tier, { maxLength: 3 }), fc.constantFrom(1, 1.5, 2)).map(([bounded, last]) => [...bounded, { lengthSeconds: null, multiplier: last }]),
    });
  const rules: fc.Arbitrary<OvertimeRules> = fc.record({
    daily: fc.option(periodRule(12 * H), { nil: null }),
    weekly: fc.option(periodRule(60 * H), { nil: null }),
    monthly: fc.option(periodRule(200 * H), { nil: null }),
  });
  // Up to ten weeks from a Monday, with gaps; up to 16 h a day.
  const days = fc
    .uniqueArray(fc.integer({ min: 0, max: 69 }), { maxLength: 40 })
    .chain((offsets) => fc.tuple(...offsets.map((o) => fc.integer({ min: 0, max: 16 * H }).map((s) => ({ date: addLocalDays("2026-09-28", o), workedSeconds: s })))));

  it("splits every day into regular seconds and overtime parts that add up to the day", () => {
    fc.assert(fc.property(days, rules, (input, r) => {
      const result = computeOvertime(input, r);
      for (const day of result.days) {
        expect(day.regularSeconds).toBeGreaterThanOrEqual(0);
        expect(day.regularSeconds + day.parts.reduce((s, p) => s + p.seconds, 0)).toBe(day.workedSeconds);
      }
      expect(result.regularSeconds + result.overtimeSeconds).toBe(input.reduce((s, d) => s + d.workedSeconds, 0));
    }));
  });

  it("daily overtime parts sum to each day's excess over the threshold", () => {
    fc.assert(fc.property(days, rules, (input, r) => {
      const result = computeOvertime(input, r);
      for (const day of result.days) {
        const daily = day.parts.filter((p) => p.period === "daily").reduce((s, p) => s + p.seconds, 0);
        expect(daily).toBe(r.daily === null ? 0 : Math.max(0, day.workedSeconds - r.daily.thresholdSeconds));
      }
    }));
  });

  it("daily plus weekly overtime never exceeds the time worked, and weekly is the excess of what daily left", () => {
    fc.assert(fc.property(days, rules, (input, r) => {
      const result = computeOvertime(input, r);
      const total = result.days.reduce((s, d) => s + d.workedSeconds, 0);
      const of = (period: string) => result.totals.filter((t) => t.period === period).reduce((s, t) => s + t.seconds, 0);
      expect(of("daily") + of("weekly")).toBeLessThanOrEqual(total);
      if (r.weekly !== null) {
        const weeks = new Map<string, number>();
        for (const d of result.days) {
          const monday = addLocalDays(d.date, -((new Date(`${d.date}T00:00:00Z`).getUTCDay() + 6) % 7));
          const left = d.workedSeconds - d.parts.filter((p) => p.period === "daily").reduce((s, p) => s + p.seconds, 0);
          weeks.set(monday, (weeks.get(monday) ?? 0) + left);
        }
        const expected = [...weeks.values()].reduce((s, left) => s + Math.max(0, left - r.weekly!.thresholdSeconds), 0);
        expect(of("weekly")).toBe(expected);
      }
    }));
  });

  it("more work never means less overtime", () => {
    fc.assert(fc.property(days, rules, fc.nat(100), fc.integer({ min: 1, max: 4 * H }), (input, r, pick, extra) => {
      fc.pre(input.length > 0);
      const index = pick % input.length;
      const more = input.map((d, i) => (i === index ? { ...d, workedSeconds: d.workedSeconds + extra } : d));
      expect(computeOvertime(more, r).overtimeSeconds).toBeGreaterThanOrEqual(computeOvertime(input, r).overtimeSeconds);
    }));
  });

  it("does not depend on the order of the input days", () => {
    fc.assert(fc.property(days, rules, (input, r) => {
      expect(computeOvertime([...input].reverse(), r)).toEqual(computeOvertime(input, r));
    }));
  });
});
