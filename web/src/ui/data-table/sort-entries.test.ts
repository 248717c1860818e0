import { describe, expect, it } from "vitest";
import { sortEntriesOf } from "./sort-entries.ts";

describe("table sort entries", () => {
  it("have a column and a direction (spec 3), not TanStack's id and desc", () => {
    expect(sortEntriesOf([{ id: "name", desc: false }])).toEqual([{ column: "name", direction: "asc" }]);
    expect(sortEntriesOf([{ id: "created_at", desc: true }])).toEqual([{ column: "created_at", direction: "desc" }]);
    expect(sortEntriesOf([])).toEqual([]);
  });
});
