import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DailyAllowanceRules } from "@workledger/event-schemas";
import { dailyAllowanceFor } from "./daily-allowance.rules.ts";

const H = 3600;
const rules: DailyAllowanceRules = {
  tiers: [
    { name: "Full", minSeconds: 10 * H, amountCents: 5400 },
    { name: "Partial", minSeconds: 6 * H, amountCents: 2500 },
  ],
};

describe("daily allowance", () => {
  it.each([
    [6 * H - 1, null],
    [6 * H, { name: "Partial", amountCents: 2500 }],
    [10 * H - 1, { name: "Partial", amountCents: 2500 }],
    [10 * H, { name: "Full", amountCents: 5400 }],
    [24 * H, { name: "Full", amountCents: 5400 }],
  ])("%i s earns %o", (seconds, expected) => {
    expect(dailyAllowanceFor(seconds, rules)).toEqual(expected);
  });

  it("pays nothing without tiers", () => {
    expect(dailyAllowanceFor(12 * H, { tiers: [] })).toBeNull();
  });

  it("does not depend on the order of tiers, and never pays less for a longer day when amounts grow with the minimum", () => {
    const tiers = fc
      .uniqueArray(fc.integer({ min: 0, max: 24 * H }), { maxLength: 5 })
      .map((mins) => [...mins].sort((a, b) => a - b).map((minSeconds, i) => ({ name: `T${i}`, minSeconds, amountCents: (i + 1) * 1000 })));
    fc.assert(
      fc.property(tiers, fc.integer({ min: 0, max: 24 * H }), fc.integer({ min: 0, max: 4 * H }), (t, seconds, extra) => {
        const amount = (r: DailyAllowanceRules, s: number) => dailyAllowanceFor(s, r)?.amountCents ?? 0;
        expect(dailyAllowanceFor(seconds, { tiers: [...t].reverse() })).toEqual(dailyAllowanceFor(seconds, { tiers: t }));
        expect(amount({ tiers: t }, seconds + extra)).toBeGreaterThanOrEqual(amount({ tiers: t }, seconds));
      }),
    );
  });
});
