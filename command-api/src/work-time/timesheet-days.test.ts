import { describe, expect, it } from "vitest";
import type { RuleTimeline } from "@workledger/domain";
import { formatDuration, reportedWorkedSeconds, timesheetDays } from "./timesheet-days.ts";
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

  /** A timeline with one group of `kind` holding `rules`, the worker p1 in it from the beginning. */
  const timeline = (...groups: (readonly [kind: "work-round" | "allowed-pause", rules: unknown])[]): RuleTimeline => ({
    versions: groups.map(([kind, rules]) => ({ kind, groupId: kind, version: 1, effectiveFrom: "0001-01-01", rules, eventId: `${kind}-v1` })) as RuleTimeline["versions"],
    assignments: groups.map(([kind]) => ({ kind, personId: "p1", groupId: kind, effectiveFrom: "0001-01-01", eventId: `${kind}-p1` })),
  });
  const none: RuleTimeline = { versions: [], assignments: [] };
  const quarter = ["work-round", { roundStartMinutes: 15, roundEndMinutes: 15 }] as const;
  const coffee = ["allowed-pause", { entitlements: [{ minWorkSeconds: 4 * 3600, allowedPauseSeconds: 15 * 60 }] }] as const;

  it("rounds start and end on the company zone's grid, keeping pauses, and leaves running work alone", () => {
    // 07:05-08:55Z rounds to 07:00-09:00 (15-minute grid): 2 h.
    expect(reportedWorkedSeconds(log({}), timeline(quarter), "Europe/Helsinki")).toBe(7200);
    // A 10-minute pause inside: 2 h − 10 min.
    expect(reportedWorkedSeconds(log({ pauses: [{ start: "2026-11-16T08:00:00.000Z", end: "2026-11-16T08:10:00.000Z", length_seconds: 600 }], pause_seconds: 600 }), timeline(quarter), "Europe/Helsinki")).toBe(6600);
    expect(reportedWorkedSeconds(log({}), none, "Europe/Helsinki")).toBe(6600);
    expect(reportedWorkedSeconds(log({ end: null, worked_seconds: 100 }), timeline(quarter), "Europe/Helsinki")).toBe(100);
  });

  it("a standard day with a paid 15-minute pause shows 8:00, as the report counts it, not 7:45", () => {
    // 07:00-15:00 Helsinki (05:00-13:00Z) = 8 h presence; the 15-minute coffee pause is within the 15 minutes paid after 4 h → 8 h.
    const day = log({ start: "2026-11-16T05:00:00.000Z", end: "2026-11-16T13:00:00.000Z", pauses: [{ start: "2026-11-16T08:00:00.000Z", end: "2026-11-16T08:15:00.000Z", length_seconds: 900 }], pause_seconds: 900, worked_seconds: 27_900, confirmed: true });
    expect(reportedWorkedSeconds(day, timeline(coffee), "Europe/Helsinki")).toBe(8 * 3600);
    const [shown] = timesheetDays([day], timeline(coffee), "Europe/Helsinki", false);
    expect([shown?.total, shown?.logs[0]?.rounded_worked_seconds]).toEqual(["8:00", 8 * 3600]);
    // A 30-minute pause: 15 paid, 15 deducted → 7:45. Without the group every pause is deducted.
    const longer = { ...day, pauses: [{ start: "2026-11-16T08:00:00.000Z", end: "2026-11-16T08:30:00.000Z", length_seconds: 1800 }], pause_seconds: 1800 };
    expect(reportedWorkedSeconds(longer, timeline(coffee), "Europe/Helsinki")).toBe(7 * 3600 + 45 * 60);
    expect(reportedWorkedSeconds(day, none, "Europe/Helsinki")).toBe(27_900);
  });

  /** A finished log of `seconds` from 07:05Z, without pauses. */
  const lasting = (seconds: number) => ({ end: new Date(Date.parse("2026-11-16T07:05:00.000Z") + seconds * 1000).toISOString(), worked_seconds: seconds });

  it("groups per worker and local date with totals, in date order", () => {
    const days = timesheetDays(
      [
        log({ id: "a", date: "2026-11-17", ...lasting(3600), confirmed: true }),
        log({ id: "b", date: "2026-11-16", ...lasting(1800), pause_seconds: 60 }),
        log({ id: "c", date: "2026-11-16", ...lasting(1800), confirmed: true }),
        log({ id: "d", worker_id: "p0", date: "2026-11-16", ...lasting(60) }),
      ],
      none,
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
