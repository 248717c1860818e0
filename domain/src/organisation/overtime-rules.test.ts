import { describe, expect, it } from "vitest";
import { finnishOvertimeRules } from "@workledger/event-schemas";
import { overtimeMessages, overtimePeriodProblems, overtimeRulesProblems } from "./overtime-rules.ts";

const h = (hours: number) => hours * 3600;

describe("overtime rules", () => {
  it("accepts the Finnish rules: over 8 h a day 2 h ×1.5 then the rest ×2", () => {
    expect(overtimeRulesProblems(finnishOvertimeRules)).toEqual({});
  });

  it("wants a positive length on every tier but the last, and the last open", () => {
    const rule = { thresholdSeconds: h(8), tiers: [{ lengthSeconds: h(2), multiplier: 1.5 }, { lengthSeconds: 0, multiplier: 1.75 }, { lengthSeconds: null, multiplier: 2 }] };
    expect(overtimePeriodProblems("daily", rule)).toEqual({ "tiers.1.lengthSeconds": overtimeMessages.tierLength });
    const openMiddle = { thresholdSeconds: h(8), tiers: [{ lengthSeconds: null, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] };
    expect(overtimePeriodProblems("daily", openMiddle)).toEqual({ "tiers.0.lengthSeconds": overtimeMessages.tierLength });
    const closedEnd = { thresholdSeconds: h(8), tiers: [{ lengthSeconds: h(2), multiplier: 1.5 }] };
    expect(overtimePeriodProblems("daily", closedEnd)).toEqual({ "tiers.0.lengthSeconds": overtimeMessages.lastTierOpen });
    expect(overtimePeriodProblems("weekly", { thresholdSeconds: h(40), tiers: [] })).toEqual({ tiers: overtimeMessages.noTiers });
  });

  it("bounds multipliers like the API (1 to 10) and says which tier", () => {
    const rule = { thresholdSeconds: h(40), tiers: [{ lengthSeconds: h(4), multiplier: 0.5 }, { lengthSeconds: null, multiplier: 11 }] };
    expect(overtimePeriodProblems("weekly", rule)).toEqual({ "tiers.0.multiplier": overtimeMessages.multiplier, "tiers.1.multiplier": overtimeMessages.multiplier });
    expect(overtimePeriodProblems("weekly", { thresholdSeconds: h(40), tiers: [{ lengthSeconds: null, multiplier: 10 }] })).toEqual({});
  });

  it("keeps thresholds and tiers within their period and numbers numeric", () => {
    expect(overtimePeriodProblems("daily", { thresholdSeconds: h(25), tiers: [{ lengthSeconds: null, multiplier: 1.5 }] })).toEqual({ thresholdSeconds: "The threshold is longer than the day" });
    expect(overtimePeriodProblems("monthly", { thresholdSeconds: h(744), tiers: [{ lengthSeconds: null, multiplier: 1.5 }] })).toEqual({});
    expect(overtimePeriodProblems("daily", { thresholdSeconds: h(8), tiers: [{ lengthSeconds: h(30), multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] })).toEqual({ "tiers.0.lengthSeconds": overtimeMessages.tierTooLong });
    expect(overtimePeriodProblems("daily", { thresholdSeconds: Number.NaN, tiers: [{ lengthSeconds: Number.NaN, multiplier: Number.NaN }, { lengthSeconds: null, multiplier: 2 }] })).toEqual({
      thresholdSeconds: "Must be a number",
      "tiers.0.lengthSeconds": "Must be a number",
      "tiers.0.multiplier": "Must be a number",
    });
  });

  it("prefixes each period that is on and skips those that are off", () => {
    const rules = { ...finnishOvertimeRules, weekly: null, monthly: { thresholdSeconds: h(800), tiers: [{ lengthSeconds: null, multiplier: 1.5 }] } };
    expect(overtimeRulesProblems(rules)).toEqual({ "monthly.thresholdSeconds": "The threshold is longer than the month" });
  });
});
