import { describe, expect, it } from "vitest";
import { zoneOffsetsForTest } from "./work-time.time.ts";

describe("zone offsets memoised per UTC day", () => {
  it("equal Intl's to the second around every transition of a few zones over a year", () => {
    const zones = ["Europe/Helsinki", "America/New_York", "America/St_Johns", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham", "UTC"];
    const from = Date.parse("2025-01-01T00:00:00Z");
    for (const zone of zones) {
      for (let t = from; t < from + 365 * 86_400_000; t += 86_400_000) {
        const a = zoneOffsetsForTest(t, zone);
        const b = zoneOffsetsForTest(t + 86_399_000, zone);
        if (a.intl === b.intl) {
          expect(a.memoised).toBe(a.intl);
          continue;
        }
        // A transition day: every minute, and the seconds around the change.
        for (let s = t; s < t + 86_400_000; s += 60_000) {
          const o = zoneOffsetsForTest(s, zone);
          expect(o.memoised, `${zone} ${new Date(s).toISOString()}`).toBe(o.intl);
          if (zoneOffsetsForTest(s + 60_000, zone).intl !== o.intl) {
            for (let x = s; x <= s + 60_000; x += 1000) {
              const p = zoneOffsetsForTest(x, zone);
              expect(p.memoised, `${zone} ${new Date(x).toISOString()}`).toBe(p.intl);
            }
          }
        }
      }
    }
  });
});
