import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeOrThrow, WorkTimeEvent } from "@workledger/event-schemas";
import { DomainError } from "../errors.ts";
import type { WorkTimeCommand } from "./work-time.commands.ts";
import { workTimeDecider } from "./work-time.decider.ts";
import { add, asManager, asWorker, at, confirm, edit, opened, pause, remove, resume, start, stop } from "./work-time.fixtures.ts";
import { busyMinutes, intervalsOverlap, workTimeErrors, workedSeconds } from "./work-time.rules.ts";
import type { WorkTimeState } from "./work-time.state.ts";
import { instantMs, toInstant } from "./work-time.time.ts";

const decodeEvent = decodeOrThrow(WorkTimeEvent, "work-time event");
/** A sample of decided events, decoded afterwards: decoding is slow next to deciding. */
const sample: WorkTimeEvent[] = [];
let seen = 0;
const BASE = instantMs(at("2026-11-02", "00:00"));
const MINUTE = 60_000;
const ids = ["w0", "w1", "w2", "w3", "w4", "w5"];

type Step =
  | { readonly k: "wait"; readonly minutes: number; readonly seconds: number }
  | { readonly k: "start"; readonly id: string; readonly back: number }
  | { readonly k: "pause" | "resume" | "stop"; readonly id: string | null; readonly back: number }
  | { readonly k: "add"; readonly id: string; readonly from: number; readonly length: number; readonly pause: readonly [number, number] | null; readonly long: boolean }
  | { readonly k: "edit"; readonly id: string; readonly from: number | null; readonly length: number | null }
  | { readonly k: "delete" | "confirm"; readonly id: string };

const id = fc.constantFrom(...ids);
/** Manual times are minutes back from now (up to three days), so they meet the punches. */
const minutesBack = fc.integer({ min: 0, max: 3 * 24 * 60 });
const currentOrNamed = fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: id });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ k: fc.constant("wait" as const), minutes: fc.integer({ min: 0, max: 300 }), seconds: fc.integer({ min: 0, max: 59 }) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant("start" as const), id, back: fc.integer({ min: 0, max: 120 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constantFrom("pause" as const, "resume" as const, "stop" as const),
      id: currentOrNamed,
      back: fc.integer({ min: 0, max: 60 }),
    }),
  },
  fc.record({
    k: fc.constant("add" as const),
    id,
    from: minutesBack,
    length: fc.integer({ min: -60, max: 30 * 60 }),
    pause: fc.option(fc.tuple(fc.integer({ min: -30, max: 600 }), fc.integer({ min: -10, max: 120 }))),
    long: fc.boolean(),
  }),
  fc.record({ k: fc.constant("edit" as const), id, from: fc.option(minutesBack), length: fc.option(fc.integer({ min: -30, max: 900 })) }),
  fc.record({ k: fc.constantFrom("delete" as const, "confirm" as const), id }),
);


const toCommand = (s: Exclude<Step, { k: "wait" }>, nowMs: number, manager: boolean): WorkTimeCommand => {
  const now = toInstant(nowMs);
  const who = manager ? asManager(now) : asWorker(now);
  const punchAt = (back: number) => toInstant(nowMs - back * MINUTE);
  const minutes = (back: number) => toInstant(Math.floor(nowMs / MINUTE) * MINUTE - back * MINUTE);
  switch (s.k) {
    case "start":
      return start(who, { workId: s.id, at: punchAt(s.back) });
    case "pause":
    case "resume":
    case "stop": {
      const punch = { pause, resume, stop }[s.k];
      return punch(who, s.id === null ? { at: punchAt(s.back) } : { workId: s.id, at: punchAt(s.back) });
    }
    case "add":
      return add(who, {
        workId: s.id,
        values: {
          start: minutes(s.from),
          end: minutes(s.from - s.length),
          pauses: s.pause === null ? [] : [{ start: minutes(s.from - s.pause[0]), lengthSeconds: Math.max(0, s.pause[1]) * 60 }],
        },
        confirmOver24Hours: s.long,
      });
    case "edit":
      return edit(who, {
        workId: s.id,
        changes: {
          ...(s.from === null ? {} : { start: minutes(s.from) }),
          ...(s.length === null ? {} : { end: minutes((s.from ?? 0) - s.length) }),
        },
      });
    case "delete":
      return remove(who, { workId: s.id });
    case "confirm":
      return confirm(asManager(now), { workIds: [s.id] });
  }
};

const assertInvariants = (state: WorkTimeState): void => {
  const logs = Object.values(state.logs);
  for (const [i, a] of logs.entries()) {
    expect(workTimeErrors(a).codes, `log ${a.workId} keeps the time rules`).toEqual([]);
    expect(workedSeconds(a, a.end ?? a.start)).toBeGreaterThanOrEqual(0);
    for (const b of logs.slice(i + 1)) {
      expect(intervalsOverlap(busyMinutes(a), busyMinutes(b)), `${a.workId} ${a.start}-${a.end} vs ${b.workId} ${b.start}-${b.end}`).toBe(false);
    }
  }
  const running = logs.filter((l) => l.status !== "stopped");
  expect(running.length).toBeLessThanOrEqual(1);
  expect(running[0]?.workId ?? null).toBe(state.currentWorkId);
};

describe("work-time ledger properties", () => {
  it("no sequence of punches, manual logs and edits yields overlapping logs, and every event fits its schema", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(step, fc.boolean()), { minLength: 5, maxLength: 80, size: "large" }), (steps) => {
        let state = workTimeDecider.evolve(workTimeDecider.initialState, workTimeDecider.decide(opened(), workTimeDecider.initialState)[0]!);
        let nowMs = BASE + 3 * 24 * 60 * MINUTE;
        for (const [s, manager] of steps) {
          if (s.k === "wait") {
            nowMs += s.minutes * MINUTE + s.seconds * 1000;
            continue;
          }
          try {
            const events = workTimeDecider.decide(toCommand(s, nowMs, manager), state);
            for (const event of events) if ((seen += 1) % 7 === 0 && sample.length < 150) sample.push(event);
            state = events.reduce(workTimeDecider.evolve, state);
          } catch (error) {
            // Refusals are typed; anything else is a bug.
            if (!(error instanceof DomainError)) throw error;
          }
          assertInvariants(state);
        }
      }),
      { numRuns: 100 },
    );
    // Whatever the decider records must be readable back through the event schemas.
    expect(new Set(sample.map((e) => e.type)).size).toBeGreaterThan(5);
    for (const event of sample) expect(decodeEvent(event)).toEqual(event);
  });
});
