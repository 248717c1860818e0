import { beforeEach, describe, expect, it } from "vitest";
import { storageKeys } from "../../lib/storage.ts";
import { asOfInstant, defaultReportFilters, monthOf, readPeopleReportColumns, readReportFilters, writePeopleReportColumns, writeReportFilters } from "./report-filters.ts";
import { reportSearch } from "./reports.api.ts";

const memory = new Map<string, string>();
beforeEach(() => {
  memory.clear();
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    value: { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) },
  });
});

describe("report filters kept locally", () => {
  it("default to the current month, h:mm unless the user shows decimals", () => {
    expect(monthOf("2026-02-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(defaultReportFilters("2026-11-19", true)).toMatchObject({ from: "2026-11-01", to: "2026-11-30", display: "decimal", confirmation: "all" });
  });

  it("read back what was written, and fall back on anything unreadable", () => {
    const chosen = { ...defaultReportFilters("2026-11-19", false), from: "2026-10-01", to: "2026-10-31", workerIds: ["w1"], confirmation: "unconfirmed" as const };
    writeReportFilters(chosen);
    expect(readReportFilters("2026-11-19", false)).toEqual(chosen);
    memory.set(storageKeys.reportFilters, JSON.stringify({ from: "2026-12-01", to: "2026-01-01", workerIds: [1, "w2"], confirmation: "x" }));
    expect(readReportFilters("2026-11-19", false)).toMatchObject({ from: "2026-11-01", to: "2026-11-30", workerIds: ["w2"], confirmation: "all" });
    memory.set(storageKeys.reportFilters, "{broken");
    expect(readReportFilters("2026-11-19", false)).toEqual(defaultReportFilters("2026-11-19", false));
  });

  it("keep the chosen people report columns in their order", () => {
    expect(readPeopleReportColumns()).toContain("overtime");
    writePeopleReportColumns(["overtime", "worked"]);
    expect(readPeopleReportColumns()).toEqual(["worked", "overtime"]);
  });

  it("build the query with the moment asked for", () => {
    const search = reportSearch({ ...defaultReportFilters("2026-11-19", false), workerIds: ["a", "b"] }, "12/34", { format: "pdf" });
    expect(new URLSearchParams(search).getAll("worker_ids")).toEqual(["a", "b"]);
    expect(new URLSearchParams(search).get("as_of")).toBe("12/34");
    expect(new URLSearchParams(search).get("format")).toBe("pdf");
    expect(asOfInstant("2026-11-18T12:00")).toBe(new Date("2026-11-18T12:00").toISOString());
    expect(asOfInstant("2026-11-18T12:00:30")).toBe(new Date("2026-11-18T12:00:30").toISOString());
    expect(asOfInstant("yesterday")).toBeNull();
  });
});
