import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localPartsOf, offsetMsAt } from "./zoned-time.ts";

/** One formatter per zone: building a formatter costs far more than asking it, and the sweep below asks ~43,000 times. */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatFor = (timeZone: string): Intl.DateTimeFormat => {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formats.set(timeZone, format);
  }
  return format;
};

/** Intl's own answer, asked directly (what the per-hour offsets must always agree with). */
const intlParts = (instantMs: number, timeZone: string) => {
  const parts: Record<string, number> = {};
  const format = formatFor(timeZone);
  for (const part of format.formatToParts(new Date(instantMs))) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
};

const zones = ["Europe/Helsinki", "Europe/Tallinn", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "America/St_Johns", "UTC"];

describe("zone offsets kept per hour", () => {
  it("agree with Intl at any instant, DST changes and half-hour zones included", () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (zone, instant) => {
        expect(localPartsOf(instant, zone)).toEqual(intlParts(instant, zone));
      }),
      { numRuns: 300 },
    );
  });

  it("agree with Intl around the 2026 changes in Helsinki and Lord Howe (half-hour DST): every second near the switch, and across the hours either side", () => {
    for (const [zone, change] of [
      ["Europe/Helsinki", Date.UTC(2026, 2, 29, 1)],
      ["Europe/Helsinki", Date.UTC(2026, 9, 25, 1)],
      ["Australia/Lord_Howe", Date.UTC(2026, 3, 4, 15)],
    ] as const) {
      // Offsets are kept per hour: each second of the minute around the switch, then a prime step
      // (so the samples fall on ever other seconds) through the two hours either side.
      for (let t = change - 30_000; t <= change + 30_000; t += 1000) expect(localPartsOf(t, zone)).toEqual(intlParts(t, zone));
      for (let t = change - 2 * 3_600_000; t <= change + 2 * 3_600_000; t += 7919) expect(localPartsOf(t, zone)).toEqual(intlParts(t, zone));
    }
    expect(offsetMsAt(Date.UTC(2026, 2, 29, 0, 59, 59), "Europe/Helsinki")).toBe(2 * 3_600_000);
    expect(offsetMsAt(Date.UTC(2026, 2, 29, 1, 0, 0), "Europe/Helsinki")).toBe(3 * 3_600_000);
  });
});
