import { describe, expect, it } from "vitest";
import { ruleGroupKinds, type RuleGroupKind } from "@workledger/event-schemas";
import { schemaErrors } from "../kit/schema-errors.ts";
import { ruleKindForms, rulesSummary } from "./rule-group-forms.ts";

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
    const overtime = ruleKindForms.overtime.toRules({ ...ruleKindForms.overtime.defaults, daily_rest_multiplier: "lots" });
    expect(Object.keys(schemaErrors(ruleGroupKinds.overtime.rules as never, overtime))).toContain("daily.tiers.1.multiplier");
  });

  it("pays compensation per hour in cents", () => {
    const rules = ruleKindForms.compensation.toRules({ ...ruleKindForms.compensation.defaults, kind: "PerHour", value: "2.5" });
    expect(rules).toMatchObject({ windows: [{ kind: "PerHour", centsPerHour: 250, weekdays: [1, 2, 3, 4, 5] }] });
  });
});
