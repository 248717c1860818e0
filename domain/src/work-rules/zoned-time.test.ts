import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addLocalDays,
  dayLengthSeconds,
  wholeSecondsBetween,
  instantOfLocal,
  isoWeekStartOf,
  isoWeekdayOf,
  localDateIn,
  localPartsOf,
  offsetMsAt,
  startOfLocalDate,
} from "./zoned-time.ts";

const HEL = "Europe/Helsinki";
const ms = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe("offsets in Europe/Helsinki", () => {
  it("is +2 in winter and +3 in summer, switching at 01:00 UTC", () => {
    expect(offsetMsAt(ms("2026-03-29T00:59:59Z"), HEL)).toBe(2 * HOUR);
    expect(offsetMsAt(ms("2026-03-29T01:00:00Z"), HEL)).toBe(3 * HOUR);
    expect(offsetMsAt(ms("2026-10-25T00:59:59Z"), HEL)).toBe(3 * HOUR);
    expect(offsetMsAt(ms("2026-10-25T01:00:00Z"), HEL)).toBe(2 * HOUR);
  });

  it("reads the wall clock with a 24-hour cycle (midnight is 00, not 24)", () => {
    expect(localPartsOf(ms("2026-11-21T22:00:00Z"), HEL)).toEqual({ year: 2026, month: 11, day: 22, hour: 0, minute: 0, second: 0 });
  });

  it("keeps sub-second instants on their second", () => {
    expect(offsetMsAt(ms("2026-07-01T10:00:00.999Z"), HEL)).toBe(3 * HOUR);
  });
});

describe("local dates", () => {
  it("puts an instant on the local date of the company zone", () => {
    expect(localDateIn(ms("2026-11-22T21:59:59Z"), HEL)).toBe("2026-11-22");
    expect(localDateIn(ms("2026-11-22T22:00:00Z"), HEL)).toBe("2026-11-23");
  });

  it("counts ISO weekdays and weeks from Monday", () => {
    expect(isoWeekdayOf("2026-11-23")).toBe(1);
    expect(isoWeekdayOf("2026-11-22")).toBe(7);
    expect(isoWeekStartOf("2026-11-22")).toBe("2026-11-16");
    expect(isoWeekStartOf("2026-01-01")).toBe("2025-12-29");
    expect(addLocalDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addLocalDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("DST days", () => {
  it("lasts 23 h on the spring-forward day and 25 h on the fall-back day", () => {
    expect(dayLengthSeconds("2026-03-29", HEL)).toBe(23 * 3600);
    expect(dayLengthSeconds("2026-10-25", HEL)).toBe(25 * 3600);
    expect(dayLengthSeconds("2026-11-22", HEL)).toBe(24 * 3600);
    expect(dayLengthSeconds("2026-03-29", "UTC")).toBe(24 * 3600);
  });

  it("moves a wall time skipped by the spring gap later by the gap", () => {
    expect(new Date(instantOfLocal("2026-03-29", "03:30", HEL)).toISOString()).toBe("2026-03-29T01:30:00.000Z"); // 04:30 EEST
    expect(new Date(instantOfLocal("2026-03-29", "02:59", HEL)).toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(new Date(instantOfLocal("2026-03-29", "04:00", HEL)).toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("takes the earlier of a wall time that happens twice in autumn", () => {
    expect(new Date(instantOfLocal("2026-10-25", "03:30", HEL)).toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(new Date(instantOfLocal("2026-10-25", "04:30", HEL)).toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });

  it("starts a local date at its local midnight", () => {
    expect(new Date(startOfLocalDate("2026-07-01", HEL)).toISOString()).toBe("2026-06-30T21:00:00.000Z");
  });
});

describe("durations", () => {
  it("are whole seconds from instants and never negative", () => {
    expect(wholeSecondsBetween(ms("2026-10-24T19:00:00Z"), ms("2026-10-25T04:00:00Z"))).toBe(9 * 3600);
    expect(wholeSecondsBetween(0, 1999)).toBe(1);
    expect(wholeSecondsBetween(5000, 1000)).toBe(0);
  });
});

describe("zone properties", () => {
  const minute = fc.integer({ min: Date.parse("2026-01-01T00:00:00Z") / 60_000, max: Date.parse("2027-01-01T00:00:00Z") / 60_000 }).map((m) => m * 60_000);
  const zone = fc.constantFrom(HEL, "UTC", "Asia/Kathmandu", "America/St_Johns", "Australia/Lord_Howe");

  it("finds an instant again from its local date and wall time (the later of a repeated hour one hour off)", () => {
    fc.assert(
      fc.property(minute, zone, (t, z) => {
        const p = localPartsOf(t, z);
        const back = instantOfLocal(localDateIn(t, z), `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`, z);
        expect(back <= t).toBe(true);
        expect(t - back).toBeLessThanOrEqual(HOUR);
        expect(localPartsOf(back, z)).toEqual(p);
      }),
      { numRuns: 300 },
    );
  });

  it("lets the days of a year add up to the year", () => {
    for (const z of [HEL, "America/St_Johns", "Australia/Lord_Howe"]) {
      let total = 0;
      for (let date = "2026-01-01"; date < "2027-01-01"; date = addLocalDays(date, 1)) total += dayLengthSeconds(date, z);
      expect(total).toBe((startOfLocalDate("2027-01-01", z) - startOfLocalDate("2026-01-01", z)) / 1000);
      expect(Math.abs(total - 365 * 86_400)).toBeLessThanOrEqual(3600);
    }
  });
});
