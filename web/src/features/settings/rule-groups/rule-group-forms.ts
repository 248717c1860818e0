import type { RuleGroupKind } from "@workledger/event-schemas";
import { numberOrNaN } from "../kit/schema-errors.ts";

/** A rule editor's fields, flat and typed as text (checkboxes "true"/"false", weekdays "1,2,3"). */
export type RuleForm = Readonly<Record<string, string>>;

export type FieldKind = "hours" | "number" | "checkbox" | "rounding" | "minutes" | "time" | "weekdays" | "text" | "compensation-kind";
export interface RuleField {
  readonly key: string;
  readonly label: string;
  readonly kind: FieldKind;
  /** A heading shown before this field. */
  readonly section?: string;
}

/** The rules as the event schemas speak them (camelCase); the API gets them in snake_case. */
type Rules = Record<string, unknown>;

export interface RuleKindForm {
  readonly defaults: RuleForm;
  readonly fields: readonly RuleField[];
  readonly toRules: (form: RuleForm) => Rules;
  readonly fromRules: (rules: Rules) => RuleForm;
}

const hours = (text: string | undefined): number => Math.round(numberOrNaN(text ?? "") * 3600);
const showHours = (seconds: number): string => String(Math.round((seconds / 3600) * 100) / 100);
const num = (text: string | undefined): number => numberOrNaN(text ?? "");
const on = (text: string | undefined): boolean => text === "true";
const rounding = (text: string | undefined): number | null => (text === undefined || text === "" ? null : Number(text));

type Tier = { lengthSeconds: number | null; multiplier: number };
type Period = { thresholdSeconds: number; tiers: Tier[] } | null;
const periods = ["daily", "weekly", "monthly"] as const;
const periodLabels = {
  daily: { on: "Daily overtime", section: "Daily" },
  weekly: { on: "Weekly overtime", section: "Weekly" },
  monthly: { on: "Monthly overtime", section: "Monthly" },
} as const;

const overtime: RuleKindForm = {
  defaults: {
    daily_on: "true",
    daily_threshold: "8",
    daily_first_hours: "2",
    daily_first_multiplier: "1.5",
    daily_rest_multiplier: "2",
    weekly_on: "true",
    weekly_threshold: "40",
    weekly_first_hours: "",
    weekly_first_multiplier: "",
    weekly_rest_multiplier: "1.5",
    monthly_on: "false",
    monthly_threshold: "160",
    monthly_first_hours: "",
    monthly_first_multiplier: "",
    monthly_rest_multiplier: "1.5",
  },
  fields: periods.flatMap((p): RuleField[] => [
    { key: `${p}_on`, label: periodLabels[p].on, kind: "checkbox", section: periodLabels[p].section },
    { key: `${p}_threshold`, label: "Overtime after (hours)", kind: "hours" },
    { key: `${p}_first_hours`, label: "First tier length (hours, optional)", kind: "hours" },
    { key: `${p}_first_multiplier`, label: "First tier multiplier", kind: "number" },
    { key: `${p}_rest_multiplier`, label: "Multiplier", kind: "number" },
  ]),
  toRules: (f) =>
    Object.fromEntries(
      periods.map((p): [string, Period] => {
        if (!on(f[`${p}_on`])) return [p, null];
        const first = (f[`${p}_first_hours`] ?? "").trim();
        const rest: Tier = { lengthSeconds: null, multiplier: num(f[`${p}_rest_multiplier`]) };
        const tiers = first === "" ? [rest] : [{ lengthSeconds: hours(first), multiplier: num(f[`${p}_first_multiplier`]) }, rest];
        return [p, { thresholdSeconds: hours(f[`${p}_threshold`]), tiers }];
      }),
    ),
  fromRules: (rules) => {
    const out: Record<string, string> = { ...overtime.defaults };
    for (const p of periods) {
      const period = rules[p] as Period | undefined;
      out[`${p}_on`] = String(period != null);
      if (period == null) continue;
      out[`${p}_threshold`] = showHours(period.thresholdSeconds);
      const [first, second] = period.tiers;
      const rest = second ?? first;
      out[`${p}_first_hours`] = second && first?.lengthSeconds != null ? showHours(first.lengthSeconds) : "";
      out[`${p}_first_multiplier`] = second && first ? String(first.multiplier) : "";
      out[`${p}_rest_multiplier`] = rest ? String(rest.multiplier) : "";
    }
    return out;
  },
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
