import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CompensationRules, CompensationWindow } from "@workledger/event-schemas";
import { compensationFor, secondsInWindow } from "./compensation.rules.ts";

const HEL = "Europe/Helsinki";
const H = 3600;
const span = (startIso: string, endIso: string) => ({ startMs: Date.parse(startIso), endMs: Date.parse(endIso) });
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const evening: CompensationWindow = { name: "Evening", weekdays: [1, 2, 3, 4, 5], from: "18:00", to: "22:00", kind: "PerHour", centsPerHour: 150 };
const night: CompensationWindow = { name: "Night", weekdays: everyDay, from: "22:00", to: "06:00", kind: "PerHour", centsPerHour: 250 };
const sunday: CompensationWindow = { name: "Sunday", weekdays: [7], from: "00:00", to: "00:00", kind: "Percent", percent: 100 };

describe("compensation windows", () => {
  it("pays the evening hours of a weekday shift, in local time", () => {
    // Monday 2026-11-23, 14:00-20:30 local (12:00-18:30 UTC): 2.5 h in the evening window.
    const lines = compensationFor([span("2026-11-23T12:00:00Z", "2026-11-23T18:30:00Z")], { windows: [evening, night] }, HEL);
    expect(lines).toEqual([{ name: "Evening", seconds: 2.5 * H, amountCents: 375, percent: null }]);
  });

  it("skips weekdays the window does not list", () => {
    // Saturday 2026-11-21.
    expect(secondsInWindow([span("2026-11-21T16:00:00Z", "2026-11-21T20:00:00Z")], evening, HEL)).toBe(0);
  });

  it("runs a night window past midnight from the weekday it starts on", () => {
    const weekdayNights: CompensationWindow = { ...night, weekdays: [5] };
    // Friday 2026-11-20 23:00 to Saturday 03:00 local: inside Friday's night window.
    expect(secondsInWindow([span("2026-11-20T21:00:00Z", "2026-11-21T01:00:00Z")], weekdayNights, HEL)).toBe(4 * H);
    // Saturday 23:00 to Sunday 01:00: Saturday's night is not listed.
    expect(secondsInWindow([span("2026-11-21T21:00:00Z", "2026-11-21T23:00:00Z")], weekdayNights, HEL)).toBe(0);
  });

  it("treats from = to as the whole day, and gives percentage windows without an amount", () => {
    // Saturday 20:00 to Sunday 04:00 local: 4 h on Sunday.
    const lines = compensationFor([span("2026-11-21T18:00:00Z", "2026-11-22T02:00:00Z")], { windows: [sunday] }, HEL);
    expect(lines).toEqual([{ name: "Sunday", seconds: 4 * H, amountCents: null, percent: 100 }]);
  });

  it("counts 9 h for a full night across the autumn switch and 7 h across the spring switch", () => {
    expect(secondsInWindow([span("2026-10-24T19:00:00Z", "2026-10-25T04:00:00Z")], night, HEL)).toBe(9 * H);
    expect(secondsInWindow([span("2026-03-28T20:00:00Z", "2026-03-29T03:00:00Z")], night, HEL)).toBe(7 * H);
  });

  it("leaves pauses out when the work is given as separate intervals", () => {
    const worked = [span("2026-11-23T16:00:00Z", "2026-11-23T17:00:00Z"), span("2026-11-23T17:30:00Z", "2026-11-23T19:00:00Z")];
    expect(secondsInWindow(worked, evening, HEL)).toBe(2.5 * H);
  });

  it("never counts more than the work itself, for any window and shift", () => {
    const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    const window = fc.record({ from: hhmm, to: hhmm, weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1 }) });
    fc.assert(
      fc.property(fc.integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2026-12-31T00:00:00Z") }), fc.integer({ min: 0, max: 16 * H }), window, (start, length, w) => {
        const rules: CompensationRules = { windows: [{ ...w, name: "W", kind: "PerHour", centsPerHour: 3600 }] };
        const lines = compensationFor([{ startMs: start, endMs: start + length * 1000 }], rules, HEL);
        const seconds = lines[0]?.seconds ?? 0;
        expect(seconds).toBeGreaterThanOrEqual(0);
        expect(seconds).toBeLessThanOrEqual(length);
        expect(lines[0]?.amountCents ?? 0).toBe(seconds);
        const allWeek = secondsInWindow([{ startMs: start, endMs: start + length * 1000 }], { ...rules.windows[0]!, weekdays: everyDay, from: "00:00", to: "00:00" }, HEL);
        expect(allWeek).toBe(length);
      }),
      { numRuns: 300 },
    );
  });
});
