import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OvertimeRules } from "@workledger/event-schemas";
import { addLocalDays, isoWeekStartOf } from "../work-rules/zoned-time.ts";
import { assignment, H, overtimeVersion, timelineOf } from "./report-fixtures.ts";
import type { RuleTimeline } from "./rule-timeline.ts";
import { versionedOvertime, type OvertimeDayInput, type OvertimeDayResult } from "./versioned-overtime.ts";

const tier = fc.record({ lengthSeconds: fc.integer({ min: 1, max: 6 * H }), multiplier: fc.constantFrom(1, 1.25, 1.5, 2, 3) });
const periodRule = (maxThreshold: number) =>
  fc.record({
    thresholdSeconds: fc.integer({ min: 0, max: maxThreshold }),
    tiers: fc.tuple(fc.array(tier, { maxLength: 3 }), fc.constantFrom(1, 1.5, 2)).map(([bounded, last]) => [...bounded, { lengthSeconds: null, multiplier: last }]),
  });
const rulesArb: fc.Arbitrary<OvertimeRules> = fc.record({
  daily: fc.option(periodRule(12 * H), { nil: null }),
  weekly: fc.option(periodRule(60 * H), { nil: null }),
  monthly: fc.option(periodRule(200 * H), { nil: null }),
});
// Up to ten weeks from a Monday, with gaps; up to 16 h a day.
const daysArb: fc.Arbitrary<OvertimeDayInput[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 69 }), { maxLength: 40 })
  .chain((offsets) => fc.tuple(...offsets.map((o) => fc.integer({ min: 0, max: 16 * H }).map((s) => ({ date: addLocalDays("2026-09-28", o), eligibleSeconds: s })))));

const claimed = (day: OvertimeDayResult, period?: string): number => day.overtime.filter((o) => period === undefined || o.period === period).reduce((s, o) => s + o.seconds, 0);
const run = (input: readonly OvertimeDayInput[], rules: OvertimeRules): OvertimeDayResult[] => versionedOvertime("ann", input, timelineOf(rules));
const eligibleOn = (input: readonly OvertimeDayInput[], date: string): number => input.find((d) => d.date === date)?.eligibleSeconds ?? 0;

describe("overtime properties (the versioned computation reports and payroll use)", () => {
  it("splits every day into open seconds and overtime that add up to the day", () => {
    fc.assert(
      fc.property(daysArb, rulesArb, (input, rules) => {
        for (const day of run(input, rules)) {
          expect(day.openSeconds).toBeGreaterThanOrEqual(0);
          expect(day.openSeconds + claimed(day)).toBe(eligibleOn(input, day.date));
        }
      }),
      { numRuns: 100 },
    );
  });

  it("daily overtime is each day's excess over the threshold", () => {
    fc.assert(
      fc.property(daysArb, rulesArb, (input, rules) => {
        for (const day of run(input, rules)) expect(claimed(day, "daily")).toBe(rules.daily === null ? 0 : Math.max(0, eligibleOn(input, day.date) - rules.daily.thresholdSeconds));
      }),
      { numRuns: 100 },
    );
  });

  it("weekly overtime is the excess of what daily overtime left in each ISO week", () => {
    fc.assert(
      fc.property(daysArb, rulesArb, (input, rules) => {
        fc.pre(rules.weekly !== null);
        const days = run(input, rules);
        const left = new Map<string, number>();
        for (const d of days) left.set(isoWeekStartOf(d.date), (left.get(isoWeekStartOf(d.date)) ?? 0) + eligibleOn(input, d.date) - claimed(d, "daily"));
        const expected = [...left.values()].reduce((s, l) => s + Math.max(0, l - rules.weekly!.thresholdSeconds), 0);
        expect(days.reduce((s, d) => s + claimed(d, "weekly"), 0)).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });

  it("more work never means less overtime", () => {
    fc.assert(
      fc.property(daysArb, rulesArb, fc.nat(100), fc.integer({ min: 1, max: 4 * H }), (input, rules, pick, extra) => {
        fc.pre(input.length > 0);
        const index = pick % input.length;
        const more = input.map((d, i) => (i === index ? { ...d, eligibleSeconds: d.eligibleSeconds + extra } : d));
        const total = (days: OvertimeDayResult[]) => days.reduce((s, d) => s + claimed(d), 0);
        expect(total(run(more, rules))).toBeGreaterThanOrEqual(total(run(input, rules)));
      }),
      { numRuns: 100 },
    );
  });

  it("does not depend on the order of the input days", () => {
    fc.assert(
      fc.property(daysArb, rulesArb, (input, rules) => {
        expect(run([...input].reverse(), rules)).toEqual(run(input, rules));
      }),
      { numRuns: 100 },
    );
  });

  it("a rule change applies from its date on: earlier days keep the version they had", () => {
    fc.assert(
      fc.property(daysArb, rulesArb, rulesArb, fc.integer({ min: 0, max: 69 }), (input, before, after, changeOffset) => {
        const change = addLocalDays("2026-09-28", changeOffset);
        const timeline: RuleTimeline = {
          versions: [overtimeVersion("g", 1, "2020-01-01", before), overtimeVersion("g", 2, change, after)],
          assignments: [assignment("overtime", "ann", "g", "2020-01-01")],
        };
        const days = versionedOvertime("ann", input, timeline);
        const onlyBefore = run(input, before);
        for (const day of days) {
          // A day is judged under its own date's version, a week under its Monday's, a month under its first day's.
          for (const o of day.overtime) {
            const judgedOn = o.period === "daily" ? day.date : o.period === "weekly" ? isoWeekStartOf(day.date) : `${day.date.slice(0, 7)}-01`;
            expect(o.rule.version).toBe(judgedOn < change ? 1 : 2);
          }
        }
        // Days before the change and before any week or month it reaches are as if the change never happened.
        const untouched = (date: string) => date < change && isoWeekStartOf(change) > date && `${change.slice(0, 7)}-01` > date;
        expect(days.filter((d) => untouched(d.date))).toEqual(onlyBefore.filter((d) => untouched(d.date)));
      }),
      { numRuns: 100 },
    );
  });
});
