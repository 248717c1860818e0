import { beforeEach, describe, expect, it } from "vitest";
import { rowsOf, type ScheduleItem } from "./schedule-model.ts";
import { defaultScheduleFilters, itemPasses, readScheduleFilters, writeScheduleFilters } from "./schedule-filters.ts";

const memory = new Map<string, string>();
beforeEach(() => {
  memory.clear();
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    value: { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => memory.set(k, v), removeItem: (k: string) => memory.delete(k) },
  });
});

describe("schedule filters in local storage", () => {
  it("default to the week, everyone, every kind", () => expect(readScheduleFilters("c1")).toEqual(defaultScheduleFilters));

  it("are kept per company and read back", () => {
    writeScheduleFilters("c2", { ...defaultScheduleFilters, view: "day" });
    writeScheduleFilters("c1", { view: "month", personIds: ["p1"], positionIds: ["-"], kinds: ["absence"], unconfirmedOnly: true });
    expect(readScheduleFilters("c1")).toEqual({ view: "month", personIds: ["p1"], positionIds: ["-"], kinds: ["absence"], unconfirmedOnly: true });
    expect(readScheduleFilters("c2").view).toBe("day");
  });

  it("fall back on anything unreadable", () => {
    memory.set("schedule_filters", JSON.stringify({ c1: { view: "year", personIds: [1, "p2"], kinds: ["meeting"] } }));
    expect(readScheduleFilters("c1")).toEqual({ ...defaultScheduleFilters, personIds: ["p2"] });
    memory.set("schedule_filters", "{not json");
    expect(readScheduleFilters("c1")).toEqual(defaultScheduleFilters);
  });
});

const item = (over: Partial<ScheduleItem>): ScheduleItem =>
  ({ id: "e", kind: "shift", rowKey: "pos1:p1", confirmed: false, isPreset: false, totalSeconds: 7 * 3600, ...over }) as ScheduleItem;

describe("what the timeline shows", () => {
  it("keeps unconfirmed non-preset events when asked for unconfirmed ones", () => {
    const passes = itemPasses({ ...defaultScheduleFilters, unconfirmedOnly: true });
    expect(passes(item({}))).toBe(true);
    expect(passes(item({ confirmed: true }))).toBe(false);
    expect(passes(item({ isPreset: true }))).toBe(false);
    expect(itemPasses({ ...defaultScheduleFilters, kinds: ["task"] })(item({}))).toBe(false);
  });

  it("lists each position's people in order, then everyone's own rows, with planned totals", () => {
    const people = [
      { id: "p1", name: "Anna A", initials: "AA" },
      { id: "p2", name: "Bert B", initials: "BB" },
    ];
    const positions = [
      { id: "pos2", name: "Bar", orderNumber: 2, personIds: ["p1"] },
      { id: "pos1", name: "Kitchen", orderNumber: 1, personIds: ["p2", "p1"] },
    ];
    const items = [item({ id: "a", rowKey: "pos1:p1" }), item({ id: "b", rowKey: "pos1:p1", kind: "task", totalSeconds: 3600 }), item({ id: "c", rowKey: "pos1:p1", kind: "absence" })];
    const rows = rowsOf(positions, people, items, { personIds: [], positionIds: [] }, "No position");
    expect(rows.map((r) => r.key)).toEqual(["position:pos1", "pos1:p2", "pos1:p1", "position:pos2", "pos2:p1", "position:-", "-:p1", "-:p2"]);
    expect(rows[2]).toMatchObject({ totalSeconds: 8 * 3600, shiftCount: 1 });
    const narrowed = rowsOf(positions, people, items, { personIds: ["p2"], positionIds: ["pos1", "pos2"] }, "No position");
    expect(narrowed.map((r) => r.key)).toEqual(["position:pos1", "pos1:p2"]);
  });
});
