import { describe, expect, it } from "vitest";
import { entryFigures } from "./entry-figures.ts";
import { holidayCountryOn, holidayCountrySpans, holidayCountryTimeline } from "./holiday-country.ts";
import { premiumPolicyFor } from "./premium-policy.ts";
import { H, helsinkiContext, logOn } from "./report-fixtures.ts";

describe("the company's holiday country by date", () => {
  const timeline = holidayCountryTimeline([
    { effectiveFrom: "2025-03-10", countryCode: "fi" },
    { effectiveFrom: "2026-11-19", countryCode: "EE" },
  ]);

  it("is the default before any change, then each change from its date on", () => {
    expect(holidayCountryOn([], "2026-01-01")).toBe("FI");
    expect(holidayCountryOn(timeline, "2025-12-06")).toBe("FI");
    expect(holidayCountryOn(timeline, "2026-11-18")).toBe("FI");
    expect(holidayCountryOn(timeline, "2026-11-19")).toBe("EE");
  });

  it("lets a later change replace what was planned from its date on", () => {
    const replaced = holidayCountryTimeline([
      { effectiveFrom: "2026-12-01", countryCode: "EE" },
      { effectiveFrom: "2026-11-20", countryCode: "SE" },
    ]);
    expect(replaced).toEqual([{ effectiveFrom: "2026-11-20", countryCode: "SE" }]);
    expect(holidayCountryOn(replaced, "2026-12-24")).toBe("SE");
  });

  it("cuts a period where the country changes, and only there", () => {
    expect(holidayCountrySpans(timeline, "2026-11-01", "2026-11-30")).toEqual([
      { from: "2026-11-01", to: "2026-11-18", countryCode: "FI" },
      { from: "2026-11-19", to: "2026-11-30", countryCode: "EE" },
    ]);
    expect(holidayCountrySpans(timeline, "2025-12-01", "2025-12-31")).toEqual([{ from: "2025-12-01", to: "2025-12-31", countryCode: "FI" }]);
    expect(holidayCountrySpans(timeline, "2026-11-19", "2026-12-31")).toEqual([{ from: "2026-11-19", to: "2026-12-31", countryCode: "EE" }]);
    // A change to the country already in force does not cut.
    expect(holidayCountrySpans(holidayCountryTimeline([{ effectiveFrom: "2026-02-01", countryCode: "FI" }]), "2026-01-01", "2026-03-31")).toHaveLength(1);
  });
});

describe("a log's premiums under the country in force on its date", () => {
  const timeline = holidayCountryTimeline([{ effectiveFrom: "2026-02-24", countryCode: "EE" }]);
  const context = { ...helsinkiContext, premiums: premiumPolicyFor("FI"), premiumsOn: (date: string) => premiumPolicyFor(holidayCountryOn(timeline, date)) };
  const none = { versions: [], assignments: [] };

  it("takes Finland's Sunday premium before the change and Estonia's night premium (no Sunday premium) after it", () => {
    expect(entryFigures(logOn("2026-02-22", "08:00", "12:00"), none, context).premiums).toEqual([{ kind: "sunday", multiplier: 2, seconds: 4 * H, name: "" }]);
    expect(entryFigures(logOn("2026-03-01", "20:00", "23:00"), none, context).premiums).toEqual([{ kind: "night", multiplier: 1.25, seconds: 1 * H, name: "" }]);
  });
});
