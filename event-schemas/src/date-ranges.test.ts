import { describe, expect, it } from "vitest";
import { firstCoveredDay, lastCoveredDay, localDateAt } from "./date-ranges.ts";

describe("the days a half-open interval covers", () => {
  it("ends on the day before an end at local midnight, and on the end's own day otherwise", () => {
    expect(firstCoveredDay("2026-12-13T22:00:00.000Z", "Europe/Helsinki")).toBe("2026-12-14");
    expect(lastCoveredDay("2026-12-16T22:00:00.000Z", "Europe/Helsinki")).toBe("2026-12-16");
    expect(lastCoveredDay("2026-12-16T15:00:00.000Z", "Europe/Helsinki")).toBe("2026-12-16");
    expect(lastCoveredDay(Date.parse("2026-12-17T00:00:00.000Z"), "UTC")).toBe("2026-12-16");
    // Across the spring change: midnight of 30.3 is 21:00 UTC on the 29th.
    expect(lastCoveredDay("2026-03-29T21:00:00.000Z", "Europe/Helsinki")).toBe("2026-03-29");
  });

  it("answers null for an unreadable instant or zone", () => {
    expect(localDateAt("not a date", "UTC")).toBeNull();
    expect(localDateAt("2026-12-01T00:00:00Z", "Nowhere/City")).toBeNull();
  });
});
