import { overtimePeriods, overtimeRulesProblems, type OvertimePeriod } from "@workledger/domain";
import { finnishOvertimeRules, type RuleGroupKind } from "@workledger/event-schemas";
import { numberOrNaN } from "../kit/schema-errors.ts";

/** A rule editor's fields, flat and typed as text (checkboxes "true"/"false", weekdays "1,2,3"). */
export type RuleForm = Readonly<Record<string, string>>;

export type FieldKind = "hours" | "number" | "checkbox" | "rounding" | "minutes" | "time" | "weekdays" | "text" | "compensation-kind" | "overtime-tiers";
export interface RuleField {
  readonly key: string;
  readonly label: string;
  readonly kind: FieldKind;
  /** A heading shown before this field. */
  readonly section?: string;
  /** Shown only while this checkbox key is on. */
  readonly when?: string;
}

/** The rules as the event schemas speak them (camelCase); the API gets them in snake_case. */
type Rules = Record<string, unknown>;

export interface RuleKindForm {
  readonly defaults: RuleForm;
  readonly fields: readonly RuleField[];
  readonly toRules: (form: RuleForm) => Rules;
  readonly fromRules: (rules: Rules) => RuleForm;
  /** Problems by form key, shown beside the inputs while typing (from the domain's rules). */
  readonly fieldErrors?: (form: RuleForm) => Record<string, string>;
}

const hours = (text: string | undefined): number => Math.round(numberOrNaN(text ?? "") * 3600);
const showHours = (seconds: number): string => String(Math.round((seconds / 3600) * 100) / 100);
const num = (text: string | undefined): number => numberOrNaN(text ?? "");
const on = (text: string | undefined): boolean => text === "true";
const rounding = (text: string | undefined): number | null => (text === undefined || text === "" ? null : Number(text));

type Tier = { lengthSeconds: number | null; multiplier: number };
type Period = { thresholdSeconds: number; tiers: readonly Tier[] } | null;
const periods = overtimePeriods;
const periodLabels = {
  daily: { on: "Daily overtime", section: "Daily", tiers: "Daily tiers" },
  weekly: { on: "Weekly overtime", section: "Weekly", tiers: "Weekly tiers" },
  monthly: { on: "Monthly overtime", section: "Monthly", tiers: "Monthly tiers" },
} as const;

/**
 * A period's tiers live in the flat form as `daily_tiers` (how many), `daily_tier_0_hours` and
 * `daily_tier_0_multiplier`; the last tier has no hours: it takes the rest of the overtime.
 */
export const tierKeys = (period: string, i: number) => ({ hours: `${period}_tier_${i}_hours`, multiplier: `${period}_tier_${i}_multiplier` });
export const tierCount = (form: RuleForm, period: string): number => Math.max(1, Number.parseInt(form[`${period}_tiers`] ?? "1", 10) || 1);

const periodForm = (period: OvertimePeriod, rule: NonNullable<Period>): Record<string, string> => {
  const out: Record<string, string> = { [`${period}_threshold`]: showHours(rule.thresholdSeconds), [`${period}_tiers`]: String(rule.tiers.length) };
  rule.tiers.forEach((tier, i) => {
    const keys = tierKeys(period, i);
    if (i < rule.tiers.length - 1) out[keys.hours] = tier.lengthSeconds === null ? "" : showHours(tier.lengthSeconds);
    out[keys.multiplier] = String(tier.multiplier);
  });
  return out;
};

/** The form without one period's tier fields, so a shorter list leaves nothing behind. */
const withoutTiers = (form: RuleForm, period: string): Record<string, string> =>
  Object.fromEntries(Object.entries(form).filter(([key]) => !key.startsWith(`${period}_tier_`)));

/** Adds an open tier at the end; the tier that was last keeps its multiplier and now needs a length. */
export const addOvertimeTier = (form: RuleForm, period: string): RuleForm => {
  const count = tierCount(form, period);
  const previousLast = tierKeys(period, count - 1);
  return { ...form, [`${period}_tiers`]: String(count + 1), [previousLast.hours]: "", [tierKeys(period, count).multiplier]: form[previousLast.multiplier] ?? "" };
};

/** Removes tier `index`; the ones after it move up, and whichever tier ends up last takes the rest. */
export const removeOvertimeTier = (form: RuleForm, period: string, index: number): RuleForm => {
  const count = tierCount(form, period);
  if (count <= 1 || index < 0 || index >= count) return form;
  const kept = Array.from({ length: count }, (_, i) => i).filter((i) => i !== index);
  const out = { ...withoutTiers(form, period), [`${period}_tiers`]: String(kept.length) };
  kept.forEach((from, to) => {
    const source = tierKeys(period, from);
    const target = tierKeys(period, to);
    if (to < kept.length - 1) out[target.hours] = form[source.hours] ?? "";
    out[target.multiplier] = form[source.multiplier] ?? "";
  });
  return out;
};

const periodRule = (f: RuleForm, p: OvertimePeriod): Period => {
  if (!on(f[`${p}_on`])) return null;
  const count = tierCount(f, p);
  const tiers = Array.from({ length: count }, (_, i): Tier => {
    const keys = tierKeys(p, i);
    return { lengthSeconds: i === count - 1 ? null : hours(f[keys.hours]), multiplier: num(f[keys.multiplier]) };
  });
  return { thresholdSeconds: hours(f[`${p}_threshold`]), tiers };
};

const overtimeDefaults: RuleForm = {
  daily_on: "true",
  ...periodForm("daily", finnishOvertimeRules.daily ?? { thresholdSeconds: 8 * 3600, tiers: [] }),
  weekly_on: "true",
  ...periodForm("weekly", finnishOvertimeRules.weekly ?? { thresholdSeconds: 40 * 3600, tiers: [] }),
  monthly_on: "false",
  ...periodForm("monthly", { thresholdSeconds: 160 * 3600, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] }),
};

/** The domain's problems with the typed rules, by form key, so each shows beside its input. */
const overtimeFieldErrors = (form: RuleForm): Record<string, string> => {
  const rules = Object.fromEntries(periods.map((p) => [p, periodRule(form, p)])) as Record<OvertimePeriod, Period>;
  return Object.fromEntries(
    Object.entries(overtimeRulesProblems(rules)).map(([path, message]) => {
      const [period = "", field = "", index = "", part = ""] = path.split(".");
      if (field === "thresholdSeconds") return [`${period}_threshold`, message];
      if (index === "") return [`${period}_tiers`, message];
      const keys = tierKeys(period, Number(index));
      return [part === "multiplier" ? keys.multiplier : keys.hours, message];
    }),
  );
};

const overtime: RuleKindForm = {
  defaults: overtimeDefaults,
  fields: periods.flatMap((p): RuleField[] => [
    { key: `${p}_on`, label: periodLabels[p].on, kind: "checkbox", section: periodLabels[p].section },
    { key: `${p}_threshold`, label: "Overtime after (hours)", kind: "hours", when: `${p}_on` },
    { key: `${p}_tiers`, label: periodLabels[p].tiers, kind: "overtime-tiers", when: `${p}_on` },
  ]),
  toRules: (f) => Object.fromEntries(periods.map((p) => [p, periodRule(f, p)])),
  fromRules: (rules) => {
    let out: Record<string, string> = { ...overtime.defaults };
    for (const p of periods) {
      const period = rules[p] as Period | undefined;
      out[`${p}_on`] = String(period != null);
      if (period == null) continue;
      out = { ...withoutTiers(out, p), ...periodForm(p, period) };
    }
    return out;
  },
  fieldErrors: overtimeFieldErrors,
};

const workRound: RuleKindForm = {
  defaults: { start: "15", end: "15" },
  fields: [
    { key: "start", label: "Round start to the nearest", kind: "rounding" },
    { key: "end", label: "Round end to the nearest", kind: "rounding" },
  ],
  toRules: (f) => ({ roundStartMinutes: rounding(f["start"]), roundEndMinutes: rounding(f["end"]) }),
  fromRules: (r) => ({ start: r["roundStartMinutes"] == null ? "" : String(r["roundStartMinutes"]), end: r["roundEndMinutes"] == null ? "" : String(r["roundEndMinutes"]) }),
};

const allowedPause: RuleKindForm = {
  defaults: { min_work: "6", pause: "30" },
  fields: [
    { key: "min_work", label: "After work of (hours)", kind: "hours" },
    { key: "pause", label: "Allowed pause", kind: "minutes" },
  ],
  toRules: (f) => ({ entitlements: [{ minWorkSeconds: hours(f["min_work"]), allowedPauseSeconds: Math.round(num(f["pause"]) * 60) }] }),
  fromRules: (r) => {
    const first = (r["entitlements"] as { minWorkSeconds: number; allowedPauseSeconds: number }[] | undefined)?.[0];
    return first ? { min_work: showHours(first.minWorkSeconds), pause: String(Math.round(first.allowedPauseSeconds / 60)) } : allowedPause.defaults;
  },
};

const dailyAllowance: RuleKindForm = {
  defaults: { name: "Full daily allowance", min_hours: "10", amount: "51" },
  fields: [
    { key: "name", label: "Allowance name", kind: "text" },
    { key: "min_hours", label: "When the day lasts at least (hours)", kind: "hours" },
    { key: "amount", label: "Amount (€)", kind: "number" },
  ],
  toRules: (f) => ({ tiers: [{ name: (f["name"] ?? "").trim(), minSeconds: hours(f["min_hours"]), amountCents: Math.round(num(f["amount"]) * 100) }] }),
  fromRules: (r) => {
    const first = (r["tiers"] as { name: string; minSeconds: number; amountCents: number }[] | undefined)?.[0];
    return first ? { name: first.name, min_hours: showHours(first.minSeconds), amount: String(first.amountCents / 100) } : dailyAllowance.defaults;
  },
};

const compensation: RuleKindForm = {
  defaults: { name: "Evening work", weekdays: "1,2,3,4,5", from: "18:00", to: "22:00", kind: "Percent", value: "15" },
  fields: [
    { key: "name", label: "Window name", kind: "text" },
    { key: "weekdays", label: "Weekdays", kind: "weekdays" },
    { key: "from", label: "From", kind: "time" },
    { key: "to", label: "To", kind: "time" },
    { key: "kind", label: "Paid as", kind: "compensation-kind" },
    { key: "value", label: "Percent or € per hour", kind: "number" },
  ],
  toRules: (f) => {
    const window = {
      name: (f["name"] ?? "").trim(),
      weekdays: (f["weekdays"] ?? "").split(",").filter(Boolean).map(Number),
      from: f["from"] ?? "",
      to: f["to"] ?? "",
    };
    return {
      windows: [f["kind"] === "PerHour" ? { ...window, kind: "PerHour", centsPerHour: Math.round(num(f["value"]) * 100) } : { ...window, kind: "Percent", percent: num(f["value"]) }],
    };
  },
  fromRules: (r) => {
    const w = (r["windows"] as { name: string; weekdays: number[]; from: string; to: string; kind: string; percent?: number; centsPerHour?: number }[] | undefined)?.[0];
    if (!w) return compensation.defaults;
    return { name: w.name, weekdays: w.weekdays.join(","), from: w.from, to: w.to, kind: w.kind, value: String(w.kind === "PerHour" ? (w.centsPerHour ?? 0) / 100 : (w.percent ?? 0)) };
  },
};

export const ruleKindForms: Readonly<Record<RuleGroupKind, RuleKindForm>> = {
  overtime,
  "work-round": workRound,
  "allowed-pause": allowedPause,
  "daily-allowance": dailyAllowance,
  compensation,
};

/** The spec's API paths (section 7) per kind. */
export const ruleGroupPaths: Readonly<Record<RuleGroupKind, string>> = {
  overtime: "overtimes",
  "work-round": "work-rounds",
  "allowed-pause": "allowed-pauses",
  "daily-allowance": "daily-allowance",
  compensation: "compensation",
};

const h = (seconds: number): string => `${showHours(seconds)} h`;

/** One line saying what a group's rules do, with English words to translate (`t`). */
export const rulesSummary = (kind: RuleGroupKind, rules: Rules, t: (text: string, options?: Record<string, unknown>) => string): string => {
  switch (kind) {
    case "overtime":
      return periods
        .flatMap((p) => {
          const period = rules[p] as Period | undefined;
          if (period == null) return [];
          const tiers = period.tiers.map((tier) => (tier.lengthSeconds === null ? `×${tier.multiplier}` : `${h(tier.lengthSeconds)} ×${tier.multiplier}`)).join(", ");
          return [`${t(periodLabels[p].section)} > ${h(period.thresholdSeconds)}: ${tiers}`];
        })
        .join(" · ");
    case "work-round": {
      const m = (v: unknown) => (v == null ? t("Not rounded") : `${String(v)} min`);
      return `${t("Start")}: ${m(rules["roundStartMinutes"])} · ${t("End")}: ${m(rules["roundEndMinutes"])}`;
    }
    case "allowed-pause":
      return ((rules["entitlements"] as { minWorkSeconds: number; allowedPauseSeconds: number }[]) ?? [])
        .map((e) => `${h(e.minWorkSeconds)} → ${Math.round(e.allowedPauseSeconds / 60)} min`)
        .join(" · ");
    case "daily-allowance":
      return ((rules["tiers"] as { name: string; minSeconds: number; amountCents: number }[]) ?? []).map((d) => `${d.name}: ≥ ${h(d.minSeconds)} ${(d.amountCents / 100).toFixed(2)} €`).join(" · ");
    case "compensation":
      return ((rules["windows"] as { name: string; from: string; to: string; kind: string; percent?: number; centsPerHour?: number }[]) ?? [])
        .map((w) => `${w.name} ${w.from}–${w.to} ${w.kind === "PerHour" ? `${((w.centsPerHour ?? 0) / 100).toFixed(2)} €/h` : `+${w.percent ?? 0} %`}`)
        .join(" · ");
  }
};
