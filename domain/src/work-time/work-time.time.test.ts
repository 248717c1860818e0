import { describe, expect, it } from "vitest";
import {
  workDateOf,
  localDateTimeToInstant,
  nextWorkPeriod,
  workPeriodOf,
  workPeriodStart,
  previousWorkPeriod,
  secondsBetween,
  truncateToMinute,
  truncateToSecond,
} from "./work-time.time.ts";

const HELSINKI = "Europe/Helsinki";

describe("work time in the company zone", () => {
  it("a night across spring-forward (22:00-06:00) is 7 h", () => {
    const start = localDateTimeToInstant("2026-03-28", "22:00", HELSINKI);
    const end = localDateTimeToInstant("2026-03-29", "06:00", HELSINKI);
    expect(start).toBe("2026-03-28T20:00:00.000Z");
    expect(end).toBe("2026-03-29T03:00:00.000Z");
    expect(secondsBetween(start, end)).toBe(7 * 3600);
  });

  it("a night across fall-back (22:00-06:00) is 9 h", () => {
    const start = localDateTimeToInstant("2026-10-24", "22:00", HELSINKI);
    const end = localDateTimeToInstant("2026-10-25", "06:00", HELSINKI);
    expect(start).toBe("2026-10-24T19:00:00.000Z");
    expect(end).toBe("2026-10-25T04:00:00.000Z");
    expect(secondsBetween(start, end)).toBe(9 * 3600);
  });

  it("a log belongs to the local date it started on, not the UTC one", () => {
    expect(workDateOf("2026-11-22T22:30:00.000Z", HELSINKI)).toBe("2026-11-23");
    expect(workDateOf("2026-11-22T21:59:59.000Z", HELSINKI)).toBe("2026-11-22");
    expect(workDateOf("2026-03-29T00:59:00.000Z", HELSINKI)).toBe("2026-03-29");
    expect(workDateOf("2026-10-24T20:59:00.000Z", HELSINKI)).toBe("2026-10-24");
    expect(workDateOf("2026-10-24T21:00:00.000Z", HELSINKI)).toBe("2026-10-25");
  });

  it("periods are calendar months in the company zone", () => {
    expect(workPeriodOf("2026-11-30T22:00:00.000Z", HELSINKI)).toBe("2026-12");
    expect(workPeriodOf("2026-11-30T21:59:59.000Z", HELSINKI)).toBe("2026-11");
    expect(workPeriodStart("2026-12", HELSINKI)).toBe("2026-11-30T22:00:00.000Z");
    expect(workPeriodStart("2026-04", HELSINKI)).toBe("2026-03-31T21:00:00.000Z");
    expect(previousWorkPeriod("2026-01")).toBe("2025-12");
    expect(nextWorkPeriod("2026-12")).toBe("2027-01");
  });

  it("keeps punches to the second and manual times to the minute", () => {
    expect(truncateToSecond("2026-11-22T10:00:05.999Z")).toBe("2026-11-22T10:00:05.000Z");
    expect(truncateToMinute("2026-11-22T10:00:59.999Z")).toBe("2026-11-22T10:00:00.000Z");
  });
});

describe("wall-clock times around the Helsinki DST switches", () => {
  const at = (date: string, time: string) => localDateTimeToInstant(date, time, HELSINKI);
  it("moves a time inside the spring-forward gap forward, keeping times in order", () => {
    expect(at("2026-03-29", "02:59")).toBe("2026-03-29T00:59:00.000Z");
    expect(at("2026-03-29", "03:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(at("2026-03-29", "04:00")).toBe("2026-03-29T01:00:00.000Z");
    expect(workDateOf(at("2026-03-29", "03:30"), HELSINKI)).toBe("2026-03-29");
  });
  it("reads the repeated hour at fall-back as its first occurrence", () => {
    expect(at("2026-10-25", "03:30")).toBe("2026-10-25T00:30:00.000Z");
    expect(at("2026-10-25", "04:00")).toBe("2026-10-25T02:00:00.000Z");
  });
});
