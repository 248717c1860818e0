import { describe, expect, it } from "vitest";
import { formatDuration, roundedWorkedSeconds, timesheetDays } from "./timesheet-days.ts";
import type { WorkLogShape } from "./work-log-shape.ts";

const log = (over: Partial<WorkLogShape>): WorkLogShape =>
  ({
    id: "w",
    worker_id: "p1",
    date: "2026-11-16",
    start: "2026-11-16T07:05:00.000Z",
    end: "2026-11-16T08:55:00.000Z",
    pauses: [],
    pause_seconds: 0,
    worked_seconds: 6600,
    confirmed: false,
    ...over,
  }) as WorkLogShape;

describe("timesheet days", () => {
  it("formats hours as h:mm or decimals with two places", () => {
    expect(formatDuration(0, false)).toBe("0:00");
    expect(formatDuration(7 * 3600 + 30 * 60 + 59, false)).toBe("7:30");
    expect(formatDuration(30 * 3600, false)).toBe("30:00");
    expect(formatDuration(5400, true)).toBe("1.50");
    expect(formatDuration(6600, true)).toBe("1.83");
  });

  it("rounds start and end on the company zone's grid, keeping pauses, and leaves running work alone", () => {
    const group = { round_start_minutes: 15, round_end_minutes: 15 };
    expect(roundedWorkedSeconds(log({}), group, "Europe/Helsinki")).toBe(7200);
    expect(roundedWorkedSeconds(log({ pause_seconds: 600 }), group, "Europe/Helsinki")).toBe(6600);
    expect(roundedWorkedSeconds(log({}), { round_start_minutes: null, round_end_minutes: 60 }, "Europe/Helsinki")).toBe(6900);
    expect(roundedWorkedSeconds(log({}), undefined, "Europe/Helsinki")).toBe(6600);
    expect(roundedWorkedSeconds(log({ end: null, worked_seconds: 100 }), group, "Europe/Helsinki")).toBe(100);
  });

  it("groups per worker and local date with totals, in date order", () => {
    const days = timesheetDays(
      [
        log({ id: "a", date: "2026-11-17", worked_seconds: 3600, confirmed: true }),
        log({ id: "b", date: "2026-11-16", worked_seconds: 1800, pause_seconds: 60 }),
        log({ id: "c", date: "2026-11-16", worked_seconds: 1800, confirmed: true }),
        log({ id: "d", worker_id: "p0", date: "2026-11-16", worked_seconds: 60 }),
      ],
      new Map(),
      "Europe/Helsinki",
      false,
    );
    expect(days.map((d) => [d.worker_id, d.date, d.worked_seconds, d.pause_seconds, d.total, d.has_unconfirmed, d.logs.map((l) => l.id)])).toEqual([
      ["p0", "2026-11-16", 60, 0, "0:01", true, ["d"]],
      ["p1", "2026-11-16", 3600, 60, "1:00", true, ["b", "c"]],
      ["p1", "2026-11-17", 3600, 0, "1:00", false, ["a"]],
    ]);
  });
});
