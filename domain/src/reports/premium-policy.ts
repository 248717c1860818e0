import type { PremiumPolicy } from "./report-inputs.ts";

export const noPremiums: PremiumPolicy = { sunday: null, holiday: null, night: null };

/**
 * Statutory premiums by the company's country. Finland (Working Hours Act §21 and common practice):
 * Sunday and national-holiday work +100 %. Estonia (TLS §45, §94): holiday work 2×, night work
 * 22:00-06:00 1.25×. Other countries: none until a company agreement says otherwise.
 */
export const premiumPolicyFor = (countryCode: string | null): PremiumPolicy => {
  switch (countryCode?.trim().toUpperCase()) {
    case "FI":
      return { sunday: 2, holiday: 2, night: null };
    case "EE":
      return { sunday: null, holiday: 2, night: { from: "22:00", to: "06:00", multiplier: 1.25 } };
    default:
      return noPremiums;
  }
};
