import type { DailyAllowanceRules } from "@workledger/event-schemas";

export interface DailyAllowance {
  readonly name: string;
  readonly amountCents: number;
}

/**
 * The daily allowance (per diem) a day of `seconds` earns: the tier with the highest minimum that
 * the day reaches (e.g. partial over 6 h, full over 10 h), or none. Tiers with the same minimum:
 * the higher amount wins, so the result does not depend on their order.
 */
export const dailyAllowanceFor = (seconds: number, rules: DailyAllowanceRules): DailyAllowance | null => {
  let best: DailyAllowanceRules["tiers"][number] | null = null;
  for (const tier of rules.tiers) {
    if (tier.minSeconds > seconds) continue;
    if (best === null || tier.minSeconds > best.minSeconds || (tier.minSeconds === best.minSeconds && tier.amountCents > best.amountCents)) best = tier;
  }
  return best === null ? null : { name: best.name, amountCents: best.amountCents };
};
