import { beforeEach, describe, expect, it } from "vitest";
import { readTimesheetFilters, writeTimesheetFilters } from "./timesheet-filters.ts";

const memory = new Map<string, string>();
beforeEach(() => {
  memory.clear();
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    value: { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => memory.set(k, v), removeItem: (k: string) => memory.delete(k) },
  });
});

describe("timesheet filters in local storage", () => {
  it("default to the past two weeks; a manager sees their people", () => {
    expect(readTimesheetFilters("2026-11-22", true)).toEqual({ scope: "people", from: "2026-11-09", to: "2026-11-22", workerId: null, status: "all" });
    expect(readTimesheetFilters("2026-11-22", false).scope).toBe("own");
  });

  it("are kept and read back, beside other pages' filters", () => {
    memory.set("page_filters", JSON.stringify({ people: { status: "active" } }));
    writeTimesheetFilters({ scope: "own", from: "2026-10-01", to: "2026-10-31", workerId: "p1", status: "unconfirmed" });
    expect(readTimesheetFilters("2026-11-22", true)).toEqual({ scope: "own", from: "2026-10-01", to: "2026-10-31", workerId: "p1", status: "unconfirmed" });
    expect(JSON.parse(memory.get("page_filters")!).people).toEqual({ status: "active" });
  });

  it("a worker never gets a manager's scope or person; rubbish falls back", () => {
    memory.set("page_filters", JSON.stringify({ timesheet: { scope: "people", workerId: "p1", from: "nope", to: "2026-01-01", status: "x" } }));
    expect(readTimesheetFilters("2026-11-22", false)).toEqual({ scope: "own", from: "2026-11-09", to: "2026-11-22", workerId: null, status: "all" });
    memory.set("page_filters", "{broken");
    expect(readTimesheetFilters("2026-11-22", false).from).toBe("2026-11-09");
  });
});
