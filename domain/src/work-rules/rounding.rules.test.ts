import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RoundingMinutes } from "@workledger/event-schemas";
import { applyWorkRounds, roundToGrid, roundWorkEnd, roundWorkStart } from "./rounding.rules.ts";
import { localPartsOf } from "./zoned-time.ts";

const HEL = "Europe/Helsinki";
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const steps: RoundingMinutes[] = [10, 15, 30, 60];

describe("rounding to the nearest step", () => {
  it.each([
    [10, "2026-11-23T07:04:59Z", "2026-11-23T07:00:00.000Z"],
    [10, "2026-11-23T07:05:01Z", "2026-11-23T07:10:00.000Z"],
    [15, "2026-11-23T07:07:00Z", "2026-11-23T07:00:00.000Z"],
    [15, "2026-11-23T07:08:00Z", "2026-11-23T07:15:00.000Z"],
    [30, "2026-11-23T07:14:00Z", "2026-11-23T07:00:00.000Z"],
    [30, "2026-11-23T07:16:00Z", "2026-11-23T07:30:00.000Z"],
    [60, "2026-11-23T07:29:59Z", "2026-11-23T07:00:00.000Z"],
    [60, "2026-11-23T07:30:01Z", "2026-11-23T08:00:00.000Z"],
  ] as const)("step %i: %s -> %s for both edges", (step, input, expected) => {
    expect(iso(roundWorkStart(at(input), step, HEL))).toBe(expected);
    expect(iso(roundWorkEnd(at(input), step, HEL))).toBe(expected);
  });

  it("leaves a time on the grid as it is", () => {
    for (const step of steps) expect(iso(roundWorkStart(at("2026-11-23T06:00:00Z"), step, HEL))).toBe("2026-11-23T06:00:00.000Z");
  });
});

describe("ties go in the worker's favour", () => {
  it.each([
    [10, "2026-11-23T07:05:00Z", "2026-11-23T07:00:00.000Z", "2026-11-23T07:10:00.000Z"],
    [15, "2026-11-23T07:07:30Z", "2026-11-23T07:00:00.000Z", "2026-11-23T07:15:00.000Z"],
    [30, "2026-11-23T07:15:00Z", "2026-11-23T07:00:00.000Z", "2026-11-23T07:30:00.000Z"],
    [60, "2026-11-23T07:30:00Z", "2026-11-23T07:00:00.000Z", "2026-11-23T08:00:00.000Z"],
  ] as const)("step %i at %s: start down to %s, end up to %s", (step, input, start, end) => {
    expect(iso(roundWorkStart(at(input), step, HEL))).toBe(start);
    expect(iso(roundWorkEnd(at(input), step, HEL))).toBe(end);
  });

  it("is a tie only at exactly half a step, to the millisecond", () => {
    expect(iso(roundWorkStart(at("2026-11-23T07:07:30.001Z"), 15, HEL))).toBe("2026-11-23T07:15:00.000Z");
    expect(iso(roundWorkEnd(at("2026-11-23T07:07:29.999Z"), 15, HEL))).toBe("2026-11-23T07:00:00.000Z");
  });
});

describe("the grid is anchored at the local hour of the company zone", () => {
  it("rounds to local :00 in a +05:45 zone, which is :15 past the UTC hour", () => {
    // 10:20 in Kathmandu is 04:35 UTC; the nearest local hour is 10:00 = 04:15 UTC.
    expect(iso(roundWorkStart(at("2026-11-23T04:35:00Z"), 60, "Asia/Kathmandu"))).toBe("2026-11-23T04:15:00.000Z");
    expect(iso(roundWorkStart(at("2026-11-23T04:35:00Z"), 60, "UTC"))).toBe("2026-11-23T05:00:00.000Z");
    expect(iso(roundWorkEnd(at("2026-11-23T04:22:00Z"), 30, "Asia/Kathmandu"))).toBe("2026-11-23T04:15:00.000Z");
  });

  it("rounds across the Helsinki spring-forward switch without jumping an hour", () => {
    // 02:50 EET + 20 min = 04:10 EEST; 02:55 EET rounds to 03:00 EET = 04:00 EEST (the switch).
    expect(iso(roundWorkStart(at("2026-03-29T00:55:00Z"), 10, HEL))).toBe("2026-03-29T00:50:00.000Z");
    expect(iso(roundWorkEnd(at("2026-03-29T00:55:00Z"), 10, HEL))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(roundWorkEnd(at("2026-03-29T00:45:00Z"), 60, HEL))).toBe("2026-03-29T01:00:00.000Z");
  });

  it("rounds inside the repeated autumn hour by elapsed time", () => {
    // 03:40 EEST (00:40Z) and, an hour later, 03:40 EET (01:40Z) both round to their own 04:00.
    expect(iso(roundWorkEnd(at("2026-10-25T00:40:00Z"), 60, HEL))).toBe("2026-10-25T01:00:00.000Z");
    expect(iso(roundWorkEnd(at("2026-10-25T01:40:00Z"), 60, HEL))).toBe("2026-10-25T02:00:00.000Z");
  });
});

describe("a zone whose clock changes by half an hour (Australia/Lord_Howe)", () => {
  const LHI = "Australia/Lord_Howe";
  it("still lands on the local hour when 02:00 (+11) never happens in autumn", () => {
    // 01:34 +11 (14:34Z): at 15:00Z the clock turns from 02:00 back to 01:30; the next local 02:00 is 15:30Z.
    expect(iso(roundWorkEnd(at("2026-04-04T14:34:00Z"), 60, LHI))).toBe("2026-04-04T14:00:00.000Z");
    expect(iso(roundWorkEnd(at("2026-04-04T14:50:00Z"), 60, LHI))).toBe("2026-04-04T15:30:00.000Z");
  });

  it("is idempotent and on the grid all around both switches", () => {
    for (const around of ["2026-04-04T15:00:00Z", "2026-10-03T15:30:00Z"]) {
      for (let t = at(around) - 3 * 3_600_000; t <= at(around) + 3 * 3_600_000; t += 60_000) {
        for (const s of steps) {
          for (const e of ["start", "end"] as const) {
            const r = roundToGrid(t, s, e, LHI);
            expect(roundToGrid(r, s, e, LHI)).toBe(r);
            expect(localPartsOf(r, LHI).minute % s).toBe(0);
          }
        }
      }
    }
  });
});

describe("work-round groups", () => {
  const log = { startMs: at("2026-11-23T06:07:00Z"), endMs: at("2026-11-23T14:22:30Z") };

  it("rounds start and end with their own steps, or not at all", () => {
    expect(applyWorkRounds(log, { roundStartMinutes: 15, roundEndMinutes: 30 }, HEL)).toEqual({ startMs: at("2026-11-23T06:00:00Z"), endMs: at("2026-11-23T14:30:00Z") });
    expect(applyWorkRounds(log, { roundStartMinutes: null, roundEndMinutes: 10 }, HEL)).toEqual({ startMs: log.startMs, endMs: at("2026-11-23T14:20:00Z") });
    expect(applyWorkRounds(log, { roundStartMinutes: null, roundEndMinutes: null }, HEL)).toEqual(log);
  });

  it("collapses a short log to zero rather than a negative length when steps differ", () => {
    const short = { startMs: at("2026-11-23T06:40:00Z"), endMs: at("2026-11-23T06:44:00Z") };
    expect(applyWorkRounds(short, { roundStartMinutes: 60, roundEndMinutes: 10 }, HEL)).toEqual({ startMs: at("2026-11-23T07:00:00Z"), endMs: at("2026-11-23T07:00:00Z") });
  });
});

describe("rounding properties", () => {
  // 2026 with both Helsinki DST switches, at millisecond resolution.
  const instant = fc.integer({ min: at("2026-01-01T00:00:00Z"), max: at("2027-01-01T00:00:00Z") });
  const step = fc.constantFrom(...steps);
  const edge = fc.constantFrom("start" as const, "end" as const);
  const zone = fc.constantFrom(HEL, "UTC", "Asia/Kathmandu", "America/St_Johns", "Australia/Lord_Howe");

  it("is idempotent", () => {
    fc.assert(fc.property(instant, step, edge, zone, (t, s, e, z) => {
      const once = roundToGrid(t, s, e, z);
      expect(roundToGrid(once, s, e, z)).toBe(once);
    }), { numRuns: 300 });
  });

  it("moves by at most half a step where DST switches are whole hours", () => {
    fc.assert(fc.property(instant, step, edge, zone.filter((z) => z !== "Australia/Lord_Howe"), (t, s, e, z) => {
      expect(Math.abs(roundToGrid(t, s, e, z) - t)).toBeLessThanOrEqual((s * 60_000) / 2);
    }), { numRuns: 300 });
  });

  it("lands on a local minute that is a multiple of the step, at second zero", () => {
    fc.assert(fc.property(instant, step, edge, zone, (t, s, e, z) => {
      const parts = localPartsOf(roundToGrid(t, s, e, z), z);
      expect(parts.second).toBe(0);
      expect(parts.minute % s).toBe(0);
    }), { numRuns: 300 });
  });

  it("never rounds a start later than the same step rounds its end", () => {
    fc.assert(fc.property(instant, fc.integer({ min: 0, max: 12 * 3_600_000 }), step, zone, (start, length, s, z) => {
      expect(roundWorkStart(start, s, z)).toBeLessThanOrEqual(roundWorkEnd(start + length, s, z));
    }), { numRuns: 300 });
  });

  it("rounds a start down and an end up exactly at ties", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), step, (slot, s) => {
      const tie = at("2026-01-01T00:00:00Z") + slot * s * 60_000 + (s * 60_000) / 2;
      expect(roundWorkStart(tie, s, HEL)).toBe(tie - (s * 60_000) / 2);
      expect(roundWorkEnd(tie, s, HEL)).toBe(tie + (s * 60_000) / 2);
    }));
  });
});
