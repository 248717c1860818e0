import { describe, expect, it } from "vitest";
import { ruleGroupKinds, type RuleGroupKind } from "@workledger/event-schemas";
import { schemaErrors } from "../kit/schema-errors.ts";
import { finnishOvertimeRules } from "@workledger/event-schemas";
import { addOvertimeTier, removeOvertimeTier, ruleKindForms, rulesSummary } from "./rule-group-forms.ts";

const kinds = Object.keys(ruleKindForms) as RuleGroupKind[];
const t = (text: string) => text;

describe("rule group forms", () => {
  it.each(kinds)("%s: the default form makes rules the API's schema accepts", (kind) => {
    expect(schemaErrors(ruleGroupKinds[kind].rules as never, ruleKindForms[kind].toRules(ruleKindForms[kind].defaults))).toEqual({});
  });

  it.each(kinds)("%s: rules read back into the same form", (kind) => {
    const form = ruleKindForms[kind];
    expect(form.toRules(form.fromRules(form.toRules(form.defaults)))).toEqual(form.toRules(form.defaults));
  });

  it("makes the Finnish daily overtime: over 8 h the first 2 h ×1.5, then ×2", () => {
    const rules = ruleKindForms.overtime.toRules(ruleKindForms.overtime.defaults);
    expect(rules["daily"]).toEqual({ thresholdSeconds: 28_800, tiers: [{ lengthSeconds: 7200, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] });
    expect(rules["monthly"]).toBeNull();
    expect(rulesSummary("overtime", rules, t)).toBe("Daily > 8 h: 2 h ×1.5, ×2 · Weekly > 40 h: ×1.5");
  });

  it("refuses a rounding the spec does not offer and text in number fields", () => {
    const rounding = ruleKindForms["work-round"].toRules({ start: "20", end: "" });
    expect(Object.keys(schemaErrors(ruleGroupKinds["work-round"].rules as never, rounding))).toEqual(["roundStartMinutes"]);
    const overtime = ruleKindForms.overtime.toRules({ ...ruleKindForms.overtime.defaults, daily_tier_1_multiplier: "lots" });
    expect(Object.keys(schemaErrors(ruleGroupKinds.overtime.rules as never, overtime))).toContain("daily.tiers.1.multiplier");
  });

  describe("overtime tiers", () => {
    const form = ruleKindForms.overtime;
    const errors = (f: Record<string, string>) => form.fieldErrors?.(f) ?? {};

    it("loads a group's two daily tiers into two rows and saves the same list", () => {
      const loaded = form.fromRules(finnishOvertimeRules);
      expect(loaded).toMatchObject({ daily_on: "true", daily_threshold: "8", daily_tiers: "2", daily_tier_0_hours: "2", daily_tier_0_multiplier: "1.5", daily_tier_1_multiplier: "2" });
      expect(loaded["daily_tier_1_hours"]).toBeUndefined();
      expect(form.toRules(loaded)).toEqual(finnishOvertimeRules);
    });

    it("reads three tiers and a switched-off period without leftovers from the defaults", () => {
      const three = { thresholdSeconds: 36_000, tiers: [{ lengthSeconds: 3600, multiplier: 1.25 }, { lengthSeconds: 5400, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] };
      const rules = { daily: null, weekly: three, monthly: null };
      const loaded = form.fromRules(rules);
      expect(loaded).toMatchObject({ weekly_tiers: "3", weekly_tier_1_hours: "1.5", weekly_tier_2_multiplier: "2" });
      expect(form.toRules(loaded)).toEqual(rules);
    });

    it("adds an open tier at the end: the previous last keeps its multiplier and asks for a length", () => {
      const one = form.fromRules({ ...finnishOvertimeRules, daily: { thresholdSeconds: 28_800, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] } });
      const two = addOvertimeTier(one, "daily");
      expect(two).toMatchObject({ daily_tiers: "2", daily_tier_0_hours: "", daily_tier_0_multiplier: "1.5", daily_tier_1_multiplier: "1.5" });
      expect(errors(two)).toEqual({ daily_tier_0_hours: "Must be a number" });
      const filled = { ...two, daily_tier_0_hours: "2", daily_tier_1_multiplier: "2" };
      expect(errors(filled)).toEqual({});
      expect(form.toRules(filled)["daily"]).toEqual(finnishOvertimeRules.daily);
    });

    it("removes a middle tier and moves the later ones up; the last one left takes the rest", () => {
      const three = addOvertimeTier(form.fromRules(finnishOvertimeRules), "daily");
      const filled = { ...three, daily_tier_1_hours: "1", daily_tier_2_multiplier: "3" };
      expect(form.toRules(filled)["daily"]).toEqual({ thresholdSeconds: 28_800, tiers: [{ lengthSeconds: 7200, multiplier: 1.5 }, { lengthSeconds: 3600, multiplier: 2 }, { lengthSeconds: null, multiplier: 3 }] });
      const withoutMiddle = removeOvertimeTier(filled, "daily", 1);
      expect(form.toRules(withoutMiddle)["daily"]).toEqual({ thresholdSeconds: 28_800, tiers: [{ lengthSeconds: 7200, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 3 }] });
      const withoutLast = removeOvertimeTier(withoutMiddle, "daily", 1);
      expect(withoutLast["daily_tier_0_hours"]).toBeUndefined();
      expect(form.toRules(withoutLast)["daily"]).toEqual({ thresholdSeconds: 28_800, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] });
      expect(removeOvertimeTier(withoutLast, "daily", 0)).toBe(withoutLast);
    });

    it("puts the domain's messages beside the field they are about, only for periods that are on", () => {
      const bad = { ...form.defaults, daily_threshold: "25", daily_tier_0_hours: "0", daily_tier_1_multiplier: "0.5", monthly_threshold: "9999" };
      expect(errors(bad)).toEqual({
        daily_threshold: "The threshold is longer than the day",
        daily_tier_0_hours: "Every tier but the last needs a length greater than 0",
        daily_tier_1_multiplier: "The multiplier must be between 1 and 10",
      });
      expect(errors({ ...bad, monthly_on: "true" })).toMatchObject({ monthly_threshold: "The threshold is longer than the month" });
    });
  });

  it("pays compensation per hour in cents", () => {
    const rules = ruleKindForms.compensation.toRules({ ...ruleKindForms.compensation.defaults, kind: "PerHour", value: "2.5" });
    expect(rules).toMatchObject({ windows: [{ kind: "PerHour", centsPerHour: 250, weekdays: [1, 2, 3, 4, 5] }] });
  });
});
