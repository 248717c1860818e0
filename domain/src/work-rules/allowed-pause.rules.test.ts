import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AllowedPauseRules } from "@workledger/event-schemas";
import { allowedPauseSecondsFor, applyAllowedPause } from "./allowed-pause.rules.ts";

const H = 3600;
const M = 60;
/** A coffee break of 10 min after 4 h, 20 min after 6 h. */
const rules: AllowedPauseRules = { entitlements: [{ minWorkSeconds: 6 * H, allowedPauseSeconds: 20 * M }, { minWorkSeconds: 4 * H, allowedPauseSeconds: 10 * M }] };

describe("allowed pauses", () => {
  it("allows nothing before the first entitlement is reached", () => {
    expect(allowedPauseSecondsFor(4 * H - 1, rules)).toBe(0);
    expect(applyAllowedPause(3 * H, 15 * M, rules)).toEqual({ paidPauseSeconds: 0, unpaidPauseSeconds: 15 * M, workedSeconds: 3 * H - 15 * M });
  });

  it("takes the entitlement with the highest minimum reached, whatever their order", () => {
    expect(allowedPauseSecondsFor(4 * H, rules)).toBe(10 * M);
    expect(allowedPauseSecondsFor(8 * H, rules)).toBe(20 * M);
    expect(allowedPauseSecondsFor(8 * H, { entitlements: [...rules.entitlements].reverse() })).toBe(20 * M);
  });

  it("pays pauses up to the allowance and deducts the rest", () => {
    expect(applyAllowedPause(8 * H, 45 * M, rules)).toEqual({ paidPauseSeconds: 20 * M, unpaidPauseSeconds: 25 * M, workedSeconds: 8 * H - 25 * M });
    expect(applyAllowedPause(8 * H, 5 * M, rules)).toEqual({ paidPauseSeconds: 5 * M, unpaidPauseSeconds: 0, workedSeconds: 8 * H });
  });

  it("refuses a pause longer than the work", () => {
    expect(() => applyAllowedPause(H, H + 1, rules)).toThrow(RangeError);
  });

  it("keeps worked time between presence minus pause and presence", () => {
    const entitlements = fc.array(fc.record({ minWorkSeconds: fc.integer({ min: 0, max: 24 * H }), allowedPauseSeconds: fc.integer({ min: 0, max: 2 * H }) }), { maxLength: 4 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * H }), fc.double({ min: 0, max: 1, noNaN: true }), entitlements, (presence, share, e) => {
        const pause = Math.floor(presence * share);
        const outcome = applyAllowedPause(presence, pause, { entitlements: e });
        expect(outcome.paidPauseSeconds + outcome.unpaidPauseSeconds).toBe(pause);
        expect(outcome.workedSeconds).toBeLessThanOrEqual(presence);
        expect(outcome.workedSeconds).toBeGreaterThanOrEqual(presence - pause);
        expect(outcome.paidPauseSeconds).toBeLessThanOrEqual(allowedPauseSecondsFor(presence, { entitlements: e }));
      }),
    );
  });
});
