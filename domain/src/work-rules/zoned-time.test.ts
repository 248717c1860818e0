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
