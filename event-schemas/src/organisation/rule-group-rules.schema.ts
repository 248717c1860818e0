import { Schema } from "effect";
import { Cents, DaySeconds, DurationSeconds, IsoWeekday, LocalTime, RequiredText, RoundingMinutes } from "./organisation-values.ts";

/**
 * One step of overtime pay: `lengthSeconds` of the excess at `multiplier` (1.5 = +50 %).
 * The last tier is open-ended (null) and takes the rest of the excess.
 */
/** The bounds of an overtime multiplier (1 = no extra, 10 = the most the API takes). */
export const OVERTIME_MULTIPLIER = { minimum: 1, maximum: 10 } as const;

export const OvertimeTier = Schema.Struct({
  lengthSeconds: Schema.NullOr(DurationSeconds.check(Schema.isGreaterThan(0))),
  multiplier: Schema.Finite.check(Schema.isBetween(OVERTIME_MULTIPLIER)),
});
export type OvertimeTier = typeof OvertimeTier.Type;

const tiersEndOpen = Schema.makeFilter(
  (tiers: ReadonlyArray<OvertimeTier>) =>
    tiers.length > 0 && tiers.every((tier, i) => (i === tiers.length - 1 ? tier.lengthSeconds === null : tier.lengthSeconds !== null)),
  { message: "Every tier but the last needs a length; the last takes the rest" },
);

/** Work above `thresholdSeconds` in the period is overtime, paid by the tiers in order. */
export const OvertimePeriodRule = Schema.Struct({
  thresholdSeconds: DurationSeconds,
  tiers: Schema.Array(OvertimeTier).check(tiersEndOpen),
});
export type OvertimePeriodRule = typeof OvertimePeriodRule.Type;

/** Overtime by day, ISO week (Monday to Sunday) and calendar month; null switches a period off. */
export const OvertimeRules = Schema.Struct({
  daily: Schema.NullOr(OvertimePeriodRule),
  weekly: Schema.NullOr(OvertimePeriodRule),
  monthly: Schema.NullOr(OvertimePeriodRule),
});
export type OvertimeRules = typeof OvertimeRules.Type;

/** Finnish defaults (Working Hours Act): over 8 h a day the first 2 h +50 %, then +100 %; over 40 h a week +50 %. */
export const finnishOvertimeRules: OvertimeRules = {
  daily: { thresholdSeconds: 8 * 3600, tiers: [{ lengthSeconds: 2 * 3600, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] },
  weekly: { thresholdSeconds: 40 * 3600, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] },
  monthly: null,
};

/** Work rounds: start and end rounded to the nearest step (null = not rounded). */
export const WorkRoundRules = Schema.Struct({
  roundStartMinutes: Schema.NullOr(RoundingMinutes),
  roundEndMinutes: Schema.NullOr(RoundingMinutes),
});
export type WorkRoundRules = typeof WorkRoundRules.Type;

/** After `minWorkSeconds` at work, up to `allowedPauseSeconds` of pauses count as paid work time. */
export const AllowedPauseEntitlement = Schema.Struct({ minWorkSeconds: DaySeconds, allowedPauseSeconds: DaySeconds });
export const AllowedPauseRules = Schema.Struct({ entitlements: Schema.Array(AllowedPauseEntitlement) });
export type AllowedPauseRules = typeof AllowedPauseRules.Type;

/** A daily allowance (per diem) paid when a day's work lasts at least `minSeconds`. */
export const DailyAllowanceTier = Schema.Struct({ name: RequiredText, minSeconds: DaySeconds, amountCents: Cents });
export const DailyAllowanceRules = Schema.Struct({ tiers: Schema.Array(DailyAllowanceTier) });
export type DailyAllowanceRules = typeof DailyAllowanceRules.Type;

const windowFields = {
  name: RequiredText,
  weekdays: Schema.Array(IsoWeekday).check(Schema.isMinLength(1)),
  /** Local wall-clock window; `to` at or before `from` runs past midnight into the next day. */
  from: LocalTime,
  to: LocalTime,
};
/** Extra pay for work inside a wall-clock window (evening, night, weekend): per hour or as a percentage. */
export const CompensationWindow = Schema.Union([
  Schema.Struct({ ...windowFields, kind: Schema.Literal("PerHour"), centsPerHour: Cents }),
  Schema.Struct({ ...windowFields, kind: Schema.Literal("Percent"), percent: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1000 })) }),
]);
export type CompensationWindow = typeof CompensationWindow.Type;
export const CompensationRules = Schema.Struct({ windows: Schema.Array(CompensationWindow) });
export type CompensationRules = typeof CompensationRules.Type;
