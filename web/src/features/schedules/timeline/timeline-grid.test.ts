import { describe, expect, it } from "vitest";
import { instantOf, localOf, parseClock, wallMinutesBetween } from "./local-time.ts";
import { columnsOf, createdSpan, lanesOf, lastDateOf, moved, pastedTimes, placementOf, resized, slotAt, stepAnchor, viewRange, type TimelineItem } from "./timeline-grid.ts";

const at = (date: string, clock: string) => ({ date, minutes: parseClock(clock) ?? -1 });
const shift = (id: string, date: string, from: string, to: string, endDate = date): TimelineItem => ({ id, rowKey: "r", start: at(date, from), end: at(endDate, to), spansDays: false });
const absence = (id: string, from: string, toExclusive: string): TimelineItem => ({ id, rowKey: "r", start: at(from, "00:00"), end: at(toExclusive, "00:00"), spansDays: true });

describe("view ranges", () => {
  it("runs a week Monday to Sunday around any day of it", () => {
    expect(viewRange("week", "2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(viewRange("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });
  it("runs a month from its first to its last day, over a year's end and a leap February", () => {
    expect(viewRange("month", "2026-12-15")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(viewRange("month", "2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
  it("steps by a day, a week or a month", () => {
    expect(stepAnchor("day", "2026-12-31", 1)).toBe("2027-01-01");
    expect(stepAnchor("week", "2026-11-26", -1)).toBe("2026-11-19");
    expect(stepAnchor("month", "2026-12-31", 1)).toBe("2027-01-01");
    expect(stepAnchor("month", "2026-01-15", -1)).toBe("2025-12-01");
  });
  it("has a column per day, or per hour in the day view", () => {
    expect(columnsOf("month", "2026-11-05")).toHaveLength(30);
    expect(columnsOf("week", "2026-11-05").map((c) => c.date)[0]).toBe("2026-11-02");
    expect(columnsOf("day", "2026-11-05").map((c) => c.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
  });
});

describe("placement", () => {
  it("puts a shift on its start date's column in a week", () => {
    expect(placementOf(shift("a", "2026-11-25", "08:00", "16:00"), "week", "2026-11-23")).toMatchObject({ startCol: 2, endCol: 2, left: 2 / 7, width: 1 / 7 });
  });
  it("keeps a night shift on the day it starts", () => {
    const night = shift("n", "2026-11-29", "22:00", "06:00", "2026-11-30");
    expect(placementOf(night, "week", "2026-11-23")).toMatchObject({ startCol: 6, endCol: 6 });
    expect(placementOf(night, "week", "2026-11-30")).toBeNull();
  });
  it("spans an absence over its days and clips it to the view", () => {
    const a = absence("x", "2026-11-27", "2026-12-03"); // 27.11 - 2.12
    expect(lastDateOf(a)).toBe("2026-12-02");
    expect(placementOf(a, "week", "2026-11-23")).toMatchObject({ startCol: 4, endCol: 6 });
    expect(placementOf(a, "week", "2026-11-30")).toMatchObject({ startCol: 0, endCol: 2 });
    expect(placementOf(a, "month", "2026-12-01")).toMatchObject({ startCol: 0, endCol: 1 });
  });
  it("places by minutes in the day view and cuts a night shift at midnight", () => {
    const p = placementOf(shift("a", "2026-11-25", "06:00", "12:00"), "day", "2026-11-25");
    expect(p?.left).toBeCloseTo(0.25);
    expect(p?.width).toBeCloseTo(0.25);
    const night = shift("n", "2026-11-25", "22:00", "06:00", "2026-11-26");
    expect(placementOf(night, "day", "2026-11-25")?.width).toBeCloseTo(2 / 24);
    expect(placementOf(night, "day", "2026-11-26")).toMatchObject({ left: 0, width: 0.25 });
    expect(placementOf(absence("x", "2026-11-24", "2026-11-27"), "day", "2026-11-25")).toMatchObject({ left: 0, width: 1 });
  });
});

describe("lanes", () => {
  it("stacks items sharing a day and reuses a lane once free", () => {
    const items = [shift("a", "2026-11-23", "08:00", "12:00"), shift("b", "2026-11-23", "13:00", "17:00"), shift("c", "2026-11-24", "08:00", "16:00")];
    const placed = items.map((i) => ({ id: i.id, placement: placementOf(i, "week", "2026-11-23")! }));
    const { lane, count } = lanesOf(placed);
    expect(count).toBe(2);
    expect(lane.get("c")).toBe(0);
    expect(new Set([lane.get("a"), lane.get("b")])).toEqual(new Set([0, 1]));
  });
});

describe("dragging", () => {
  it("finds the slot under the pointer, clamped to the row", () => {
    expect(slotAt("week", 7, 0.5)).toBe(3);
    expect(slotAt("week", 7, 1.2)).toBe(6);
    expect(slotAt("day", 24, 0.5)).toBe(48);
    expect(slotAt("day", 24, -0.1)).toBe(0);
  });
  it("creates one event per day dragged over, in either direction", () => {
    expect(createdSpan("week", "2026-11-23", 3, 1)).toEqual({ kind: "days", dates: ["2026-11-24", "2026-11-25", "2026-11-26"] });
  });
  it("creates a timed event in 15-minute slots in the day view", () => {
    expect(createdSpan("day", "2026-11-25", 32, 39)).toEqual({ kind: "time", date: "2026-11-25", startMinutes: 480, endMinutes: 600 });
  });
  it("moves by days keeping the times, or by 15 minutes across midnight", () => {
    const night = shift("n", "2026-11-25", "22:00", "06:00", "2026-11-26");
    expect(moved(night, "week", 2)).toEqual({ start: at("2026-11-27", "22:00"), end: at("2026-11-28", "06:00") });
    expect(moved(night, "day", 7)).toEqual({ start: at("2026-11-25", "23:45"), end: at("2026-11-26", "07:45") });
    expect(moved(night, "day", 9).start).toEqual(at("2026-11-26", "00:15"));
  });
  it("resizes the end in slots, never before one slot after the start", () => {
    const s = shift("a", "2026-11-25", "08:00", "16:00");
    expect(resized(s, "day", "2026-11-25", 71)).toEqual(at("2026-11-25", "18:00"));
    expect(resized(s, "day", "2026-11-25", 3)).toEqual(at("2026-11-25", "08:15"));
    expect(resized(s, "week", "2026-11-23", 5)).toEqual(s.end);
  });
  it("stretches an absence to the day dropped on", () => {
    const a = absence("x", "2026-11-24", "2026-11-25");
    expect(resized(a, "week", "2026-11-23", 4)).toEqual(at("2026-11-28", "00:00"));
    expect(resized(a, "week", "2026-11-23", 0)).toEqual(at("2026-11-25", "00:00"));
  });
  it("pastes keeping the copied events' distance in days and their times", () => {
    const copied = [shift("a", "2026-11-24", "08:00", "16:00"), shift("b", "2026-11-26", "22:00", "06:00", "2026-11-27")];
    expect(pastedTimes(copied, "2026-12-01")).toEqual([
      { id: "a", start: at("2026-12-01", "08:00"), end: at("2026-12-01", "16:00") },
      { id: "b", start: at("2026-12-03", "22:00"), end: at("2026-12-04", "06:00") },
    ]);
  });
});

describe("wall clock in Europe/Helsinki", () => {
  const zone = "Europe/Helsinki";
  it("keeps 22:00-06:00 across the autumn change, which lasts 9 real hours", () => {
    const start = instantOf(at("2026-10-24", "22:00"), zone);
    const end = instantOf(at("2026-10-25", "06:00"), zone);
    expect((Date.parse(end) - Date.parse(start)) / 3_600_000).toBe(9);
    expect(localOf(start, zone)).toEqual(at("2026-10-24", "22:00"));
    expect(localOf(end, zone)).toEqual(at("2026-10-25", "06:00"));
    expect(wallMinutesBetween(at("2026-10-24", "22:00"), at("2026-10-25", "06:00"))).toBe(480);
  });
  it("keeps 22:00-06:00 across the spring change, which lasts 7 real hours", () => {
    const start = instantOf(at("2026-03-28", "22:00"), zone);
    const end = instantOf(at("2026-03-29", "06:00"), zone);
    expect((Date.parse(end) - Date.parse(start)) / 3_600_000).toBe(7);
  });
});
