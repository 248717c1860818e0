import { describe, expect, it } from "vitest";
import { frozenPricingOf, historyChanges, historyFlagLabels } from "./log-history.ts";

describe("history of a log", () => {
  it("an edit lists what changed, times in the company zone", () =>
    expect(
      historyChanges(
        {
          previous: { start: "2026-11-20T06:00:00.000Z", end: "2026-11-20T14:00:00.000Z", comment: "a", pauses: [], workTypeId: null },
          next: { start: "2026-11-20T06:00:00.000Z", end: "2026-11-20T15:00:00.000Z", comment: "b", pauses: [{ lengthSeconds: 1800 }], workTypeId: "t1" },
        },
        "Europe/Helsinki",
        (_f, id) => (id === "t1" ? "Cleaning" : id),
      ),
    ).toEqual([
      { field: "End", before: "20.11.2026 16:00", after: "20.11.2026 17:00" },
      { field: "Pauses", before: "-", after: "30 min" },
      { field: "Work type", before: "-", after: "Cleaning" },
      { field: "Comment", before: "a", after: "b" },
    ]));

  it("an added log lists its values; a punch lists nothing", () => {
    expect(historyChanges({ previous: null, next: { start: "2026-11-20T06:00:00.000Z", comment: "" } }, "Europe/Helsinki")).toEqual([
      { field: "Start", before: "-", after: "20.11.2026 08:00" },
    ]);
    expect(historyChanges({ previous: null, next: null }, "Europe/Helsinki")).toEqual([]);
  });

  it("says nothing of empty tags or pauses, and totals several pauses with their count", () => {
    expect(historyChanges({ previous: null, next: { tags: [], pauses: [] } }, "Europe/Helsinki")).toEqual([]);
    expect(historyChanges({ previous: { tags: [], pauses: [] }, next: { tags: [], pauses: [] } }, "Europe/Helsinki")).toEqual([]);
    expect(historyChanges({ previous: { tags: [] }, next: { tags: ["north"], pauses: [{ lengthSeconds: 1800 }, { lengthSeconds: 900 }] } }, "Europe/Helsinki")).toEqual([
      { field: "Pauses", before: "-", after: "45 min (2)" },
      { field: "Tags", before: "-", after: "north" },
    ]);
  });
});

describe("history flags and frozen pricing", () => {
  it("reads the pricing a confirmation froze, and nothing from other entries", () => {
    expect(frozenPricingOf({ data: { pricing: { workTypeName: "Cleaning", price: 25.5, unit: "Hour" } } })).toEqual({ workTypeName: "Cleaning", price: 25.5, unit: "Hour" });
    expect(frozenPricingOf({ data: { pricing: null } })).toBeNull();
    expect(frozenPricingOf({ data: {} })).toBeNull();
    expect(historyFlagLabels["changed_after_pay_period_closed"]).toBe("Changed after the pay period closed");
  });
});
