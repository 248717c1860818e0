import { describe, expect, it } from "vitest";
import { stringifyInSlices } from "./event-loop-slices.ts";

describe("JSON written in slices", () => {
  it("is the same text as JSON.stringify, long arrays, nesting, dates and left-out values included", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, n: i / 3, ok: i % 2 === 0, none: null, gone: undefined, at: new Date(Date.UTC(2026, 0, 1 + (i % 28))), tags: i % 5 === 0 ? ["a", "b\"c"] : [] }));
    const value = { data: { position: "12/3", rows, workers: [{ days: Array.from({ length: 100 }, (_, d) => ({ d, skip: undefined })) }], list: [1, undefined, () => 1] } };
    expect(await stringifyInSlices(value)).toBe(JSON.stringify(value));
    const long = Array.from({ length: 200 }, (_, i) => (i % 7 === 0 ? undefined : i));
    expect(await stringifyInSlices(long)).toBe(JSON.stringify(long));
    expect(await stringifyInSlices("x")).toBe(JSON.stringify("x"));
  });
});
