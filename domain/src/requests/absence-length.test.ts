import { describe, expect, it } from "vitest";
import { ABSENCE_MAX_DAYS, DEFAULT_ABSENCE_MAX_DAYS } from "@workledger/event-schemas";
import { absenceDayCount, absenceMaxDays } from "./absence-length.ts";

const at = (iso: string) => Date.parse(iso);

describe("absence length", () => {
  it("counts the local days an absence touches, the end exclusive", () => {
    expect(absenceDayCount(at("2026-12-14T00:00:00+02:00"), at("2026-12-17T00:00:00+02:00"), "Europe/Helsinki")).toBe(3);
    expect(absenceDayCount(at("2026-12-14T00:00:00+02:00"), at("2026-12-14T04:00:00+02:00"), "Europe/Helsinki")).toBe(1);
    // Spring forward: the 23-hour day still counts once.
    expect(absenceDayCount(at("2026-03-28T00:00:00+02:00"), at("2026-03-31T00:00:00+03:00"), "Europe/Helsinki")).toBe(3);
    // The same instants are a day later in Tokyo.
    expect(absenceDayCount(at("2026-12-13T22:00:00Z"), at("2026-12-16T22:00:00Z"), "Asia/Tokyo")).toBe(4);
    expect(absenceDayCount(at("2026-12-14T00:00:00Z"), at("2026-12-14T00:00:00Z"), "UTC")).toBe(0);
  });

  it("takes the type's maximum, else the default, never past the hard maximum", () => {
    expect(absenceMaxDays({})).toBe(DEFAULT_ABSENCE_MAX_DAYS);
    expect(absenceMaxDays({ maxDays: 4 })).toBe(4);
    expect(absenceMaxDays({ maxDays: 10_000 })).toBe(ABSENCE_MAX_DAYS);
  });
});
