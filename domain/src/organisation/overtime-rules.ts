import type { OvertimePeriod } from "../reports/versioned-overtime.ts";
import { MAX_DURATION_SECONDS, OVERTIME_MULTIPLIER, organisationMessages } from "@workledger/event-schemas";

/** The longest each overtime period can be: a threshold past it could never be reached. */
export const overtimePeriodSeconds = { daily: 24 * 3600, weekly: 7 * 24 * 3600, monthly: 31 * 24 * 3600 } as const;
export const overtimePeriods = Object.keys(overtimePeriodSeconds) as OvertimePeriod[];

export const overtimeMessages = {
  thresholdNegative: "Must be 0 or more",
  thresholdTooLong: { daily: "The threshold is longer than the day", weekly: "The threshold is longer than the week", monthly: "The threshold is longer than the month" },
  noTiers: "Add at least one tier",
  tierLength: "Every tier but the last needs a length greater than 0",
  tierTooLong: "The tier is longer than the period",
  lastTierOpen: "The last tier takes the rest",
  multiplier: `The multiplier must be between ${OVERTIME_MULTIPLIER.minimum} and ${OVERTIME_MULTIPLIER.maximum}`,
} as const;

/** One period's rule as typed: numbers may still be NaN while someone is typing. */
export interface OvertimePeriodInput {
  readonly thresholdSeconds: number;
  readonly tiers: readonly { readonly lengthSeconds: number | null; readonly multiplier: number }[];
}

/**
 * What is wrong with one period's overtime rule, by field path ("thresholdSeconds",
 * "tiers.1.multiplier"); one message per field, nothing when it is right. The tiers pay the
 * excess in order: every tier but the last has a positive length, the last takes the rest.
 */
export const overtimePeriodProblems = (period: OvertimePeriod, rule: OvertimePeriodInput): Record<string, string> => {
  const errors: Record<string, string> = {};
  const { thresholdSeconds, tiers } = rule;
  if (!Number.isFinite(thresholdSeconds)) errors["thresholdSeconds"] = organisationMessages.number;
  else if (thresholdSeconds < 0) errors["thresholdSeconds"] = overtimeMessages.thresholdNegative;
  else if (thresholdSeconds > overtimePeriodSeconds[period]) errors["thresholdSeconds"] = overtimeMessages.thresholdTooLong[period];
  if (tiers.length === 0) errors["tiers"] = overtimeMessages.noTiers;
  tiers.forEach((tier, i) => {
    const last = i === tiers.length - 1;
    const length = tier.lengthSeconds;
    if (last && length !== null) errors[`tiers.${i}.lengthSeconds`] = overtimeMessages.lastTierOpen;
    else if (!last && (length === null || Number.isNaN(length))) errors[`tiers.${i}.lengthSeconds`] = length === null ? overtimeMessages.tierLength : organisationMessages.number;
    else if (!last && length !== null && length <= 0) errors[`tiers.${i}.lengthSeconds`] = overtimeMessages.tierLength;
    else if (!last && length !== null && length > Math.min(overtimePeriodSeconds[period], MAX_DURATION_SECONDS)) errors[`tiers.${i}.lengthSeconds`] = overtimeMessages.tierTooLong;
    if (!Number.isFinite(tier.multiplier)) errors[`tiers.${i}.multiplier`] = organisationMessages.number;
    else if (tier.multiplier < OVERTIME_MULTIPLIER.minimum || tier.multiplier > OVERTIME_MULTIPLIER.maximum) errors[`tiers.${i}.multiplier`] = overtimeMessages.multiplier;
  });
  return errors;
};

/** The problems of every period that is on, by path ("daily.tiers.0.lengthSeconds"). */
export const overtimeRulesProblems = (rules: Readonly<Record<OvertimePeriod, OvertimePeriodInput | null>>): Record<string, string> =>
  Object.fromEntries(
    overtimePeriods.flatMap((period) => {
      const rule = rules[period];
      return rule === null ? [] : Object.entries(overtimePeriodProblems(period, rule)).map(([path, message]) => [`${period}.${path}`, message]);
    }),
  );
