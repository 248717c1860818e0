import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OvertimeRules } from "@workledger/event-schemas";
import { addLocalDays } from "../work-rules/zoned-time.ts";
import { premiumPolicyFor } from "./premium-policy.ts";
import { accumulatedDays, applyFact, daysFromScratch, emptyAccumulator, settle, type ReportAccumulator } from "./report-accumulator.ts";
import { assignment, H, HELSINKI, overtimeVersion } from "./report-fixtures.ts";
import type { ReportContext, ReportFact } from "./report-inputs.ts";

const context: ReportContext = { timeZone: HELSINKI, holidays: [{ date: "2025-12-06", name: "Itsenäisyyspäivä" }], premiums: premiumPolicyFor("FI") };
const workers = ["ann", "ben"];
/** 2025-10-20 (Monday) + up to 24 days: the DST night of 26 Oct and a week across the month end. */
const dateArb = fc.integer({ min: 0, max: 24 }).map((d) => addLocalDays("2025-10-20", d));

const rulesArb: fc.Arbitrary<OvertimeRules> = fc.record({
  daily: fc.option(fc.record({ thresholdSeconds: fc.integer({ min: 4, max: 9 }).map((h) => h * H), tiers: fc.constant([{ lengthSeconds: 2 * H, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }]) })),
  weekly: fc.option(fc.record({ thresholdSeconds: fc.integer({ min: 4, max: 40 }).map((h) => h * H), tiers: fc.constant([{ lengthSeconds: null, multiplier: 1.5 }]) })),
  monthly: fc.option(fc.record({ thresholdSeconds: fc.integer({ min: 8, max: 160 }).map((h) => h * H), tiers: fc.constant([{ lengthSeconds: 8 * H, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }]) })),
});

const factArb: fc.Arbitrary<ReportFact | "ruleChange"> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ worker: fc.constantFrom(...workers), work: fc.integer({ min: 1, max: 12 }), date: dateArb, startMinute: fc.integer({ min: 0, max: 23 * 60 + 59 }), minutes: fc.integer({ min: 0, max: 14 * 60 }), included: fc.boolean(), pause: fc.integer({ min: 0, max: 90 }) })
      .map(({ worker, work, date, startMinute, minutes, included, pause }): ReportFact => {
        const startMs = Date.parse(`${date}T00:00:00Z`) - 2 * H * 1000 + startMinute * 60_000;
        const endMs = startMs + minutes * 60_000;
        return { type: "entry", entry: { workId: `w${work}`, workerId: worker, date, startMs, endMs, pauses: pause > 0 && pause < minutes ? [{ startMs: startMs + 60_000, endMs: startMs + 60_000 + pause * 60_000 }] : [], workTypeId: null, workspaceId: null, includeInOvertime: included, bonus: null, confirmed: true, eventIds: [`e-${work}-${date}-${startMinute}`] } };
      }) },
  { weight: 2, arbitrary: fc.record({ worker: fc.constantFrom(...workers), work: fc.integer({ min: 1, max: 12 }) }).map(({ worker, work }): ReportFact => ({ type: "entryRemoved", workerId: worker, workId: `w${work}` })) },
  { weight: 1, arbitrary: fc.record({ worker: fc.constantFrom(...workers), id: fc.integer({ min: 1, max: 3 }), date: dateArb, hours: fc.integer({ min: 1, max: 8 }) })
      .map(({ worker, id, date, hours }): ReportFact => ({ type: "absence", absence: { absenceId: `a${id}`, workerId: worker, date, seconds: hours * H, absenceTypeId: null, eventIds: [`abs-${id}-${date}`] } })) },
  { weight: 1, arbitrary: fc.constant("ruleChange" as const) },
  { weight: 1, arbitrary: fc.record({ worker: fc.constantFrom(...workers), group: fc.constantFrom("fi", "other", null), date: dateArb }).map(({ worker, group, date }): ReportFact => ({ type: "assignment", assignment: assignment("overtime", worker, group, date) })) },
);

/** Rule changes get increasing versions, as a group's history does. */
const scenarioArb = fc.tuple(fc.array(factArb, { maxLength: 40 }), fc.array(fc.tuple(fc.constantFrom("fi", "other"), rulesArb, dateArb), { minLength: 10, maxLength: 10 })).map(([raw, changes]) => {
  const versions: Record<string, number> = { fi: 1, other: 1 };
  let next = 0;
  const facts: ReportFact[] = [
    { type: "ruleVersion", version: overtimeVersion("fi", 1, "2025-01-01") },
    { type: "ruleVersion", version: overtimeVersion("other", 1, "2025-01-01", { daily: null, weekly: { thresholdSeconds: 30 * H, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] }, monthly: null }) },
    ...workers.map((w): ReportFact => ({ type: "assignment", assignment: assignment("overtime", w, "fi", "2025-01-01") })),
  ];
  for (const fact of raw) {
    if (fact !== "ruleChange") {
      facts.push(fact);
      continue;
    }
    const [groupId, rules, date] = changes[next++ % changes.length] ?? ["fi", { daily: null, weekly: null, monthly: null }, "2025-11-01"];
    versions[groupId] = (versions[groupId] ?? 0) + 1;
    facts.push({ type: "ruleVersion", version: overtimeVersion(groupId, versions[groupId] ?? 1, date, rules) });
  }
  return facts;
});

const fold = (start: ReportAccumulator, facts: readonly ReportFact[], settleEach: boolean): ReportAccumulator => {
  let state = start;
  for (const fact of facts) {
    state = applyFact(state, fact);
    if (settleEach) state = settle(state, context);
  }
  return settle(state, context);
};

describe("report figures built incrementally equal the figures computed from scratch", () => {
  it("event by event", () => {
    fc.assert(
      fc.property(scenarioArb, (facts) => {
        expect(accumulatedDays(fold(emptyAccumulator, facts, true))).toEqual(daysFromScratch(facts, context));
      }),
      { numRuns: 150 },
    );
  });

  it("resumed from a stored period summary (the state as JSON) at any point", () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), (facts, cut) => {
        const k = facts.length === 0 ? 0 : cut % (facts.length + 1);
        const summary = JSON.parse(JSON.stringify(fold(emptyAccumulator, facts.slice(0, k), false))) as ReportAccumulator;
        const resumed = fold(summary, facts.slice(k), true);
        expect(accumulatedDays(resumed)).toEqual(daysFromScratch(facts, context));
      }),
      { numRuns: 150 },
    );
  });

  it("an edit that moves a log to another month recomputes both months", () => {
    const entry = (date: string) => ({ type: "entry" as const, entry: { workId: "w", workerId: "ann", date, startMs: Date.parse(`${date}T06:00:00Z`), endMs: Date.parse(`${date}T16:00:00Z`), pauses: [], workTypeId: null, workspaceId: null, includeInOvertime: true, bonus: null, confirmed: true, eventIds: ["e"] } });
    const facts: ReportFact[] = [{ type: "ruleVersion", version: overtimeVersion("fi", 1, "2025-01-01") }, { type: "assignment", assignment: assignment("overtime", "ann", "fi", "2025-01-01") }, entry("2025-10-30"), entry("2025-11-04")];
    const days = accumulatedDays(fold(emptyAccumulator, facts, true));
    expect(days.map((d) => [d.date, d.overtimeSeconds])).toEqual([["2025-11-04", 2 * H]]);
  });

  it("late work at the end of October moves the weekly overtime of the 1st of November", () => {
    const entry = (date: string, hours: number) => ({ type: "entry" as const, entry: { workId: `w-${date}`, workerId: "ann", date, startMs: Date.parse(`${date}T06:00:00Z`), endMs: Date.parse(`${date}T06:00:00Z`) + hours * H * 1000, pauses: [], workTypeId: null, workspaceId: null, includeInOvertime: true, bonus: null, confirmed: true, eventIds: [`e-${date}`] } });
    const facts: ReportFact[] = [
      { type: "ruleVersion", version: overtimeVersion("fi", 1, "2025-01-01") },
      { type: "assignment", assignment: assignment("overtime", "ann", "fi", "2025-01-01") },
      entry("2025-11-01", 6),
      ...["2025-10-27", "2025-10-28", "2025-10-29", "2025-10-30", "2025-10-31"].map((d) => entry(d, 8)),
    ];
    const days = accumulatedDays(fold(emptyAccumulator, facts, true));
    expect(days.find((d) => d.date === "2025-11-01")?.overtime.map((o) => [o.period, o.seconds])).toEqual([["weekly", 6 * H]]);
    expect(days).toEqual(daysFromScratch(facts, context));
  });
});
