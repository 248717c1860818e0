import { describe, expect, it } from "vitest";
import type { SchedulePosition } from "../schedule-model.ts";
import { assignable, moved, nextPositionNumber, orderedPositions, positionName, selectedShiftIds } from "./positions-model.ts";

const position = (id: string, orderNumber: number, personIds: string[] = [], name = id): SchedulePosition => ({ id, name, orderNumber, personIds });

describe("position management", () => {
  it("numbers the next position after the highest, or 1", () => {
    expect(nextPositionNumber([])).toBe(1);
    expect(nextPositionNumber([position("a", 4), position("b", 2)])).toBe(5);
  });
  it("lists positions in their order", () => {
    expect(orderedPositions([position("bar", 3), position("kitchen", 1), position("hall", 2)]).map((p) => p.id)).toEqual(["kitchen", "hall", "bar"]);
  });
  it("moves one entry up or down, and offers no move past either end", () => {
    expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toBeNull();
    expect(moved(["a", "b", "c"], 2, 1)).toBeNull();
  });
  it("offers only people not yet in the position, by name", () => {
    const people = [
      { id: "1", name: "Ulla" },
      { id: "2", name: "Aino" },
      { id: "3", name: "Kalle" },
    ];
    expect(assignable(people, position("p", 1, ["3"])).map((p) => p.name)).toEqual(["Aino", "Ulla"]);
  });
  it("takes a trimmed name of 1 to 255 characters", () => {
    expect(positionName("  Kitchen ")).toBe("Kitchen");
    expect(positionName("   ")).toBeNull();
    expect(positionName("x".repeat(256))).toBeNull();
  });
  it("gives shift managers only to the selected shifts", () => {
    const items = [
      { id: "s1", kind: "shift" },
      { id: "t1", kind: "task" },
      { id: "s2", kind: "shift" },
    ];
    expect(selectedShiftIds(items, ["s1", "t1"])).toEqual(["s1"]);
  });
});
