import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportion, decimalSeparator, formatEuros, formatReportHours } from "./report-numbers.ts";

describe("decimal hours that add up", () => {
  it("gives three 20-minute logs 0.33, 0.33 and 0.34: their sum is the 1.00 of the total", () => {
    expect(apportion([1200, 1200, 1200], 36)).toEqual([34, 33, 33]);
    expect(apportion([1200, 1200, 1200], 36).reduce((s, x) => s + x, 0)).toBe(100);
  });

  it("keeps every part within one unit of its own value and the parts' sum equal to the rounded whole", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 86_400 }), { maxLength: 60 }), fc.constantFrom(36, 60), (parts, unit) => {
        const units = apportion(parts, unit);
        expect(units.reduce((s, x) => s + x, 0)).toBe(Math.round(parts.reduce((s, x) => s + x, 0) / unit));
        units.forEach((u, i) => expect(Math.abs(u - (parts[i] ?? 0) / unit)).toBeLessThan(1));
      }),
      { numRuns: 200 },
    );
  });
});

describe("report numbers in the reader's locale", () => {
  it("writes 0,00 in fi, et, sv, es and ru and 0.00 in en", () => {
    for (const locale of ["fi", "et", "sv", "es", "ru"]) {
      expect(decimalSeparator(locale)).toBe(",");
      expect(formatReportHours(30_600, "decimal", locale)).toBe("8,50");
      expect(formatEuros(1250, locale)).toBe("12,50");
    }
    expect(formatReportHours(30_600, "decimal", "en")).toBe("8.50");
    expect(formatEuros(123_450, "en")).toBe("1,234.50");
    expect(formatEuros(123_450, "fi").replace(/\s/g, " ")).toBe("1 234,50");
  });

  it("shows h:mm the same in every locale", () => {
    expect(formatReportHours(30_600, "hhmm", "fi")).toBe("8:30");
    expect(formatReportHours(30_600, "hhmm", "en")).toBe("8:30");
  });
});
