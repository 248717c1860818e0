import { describe, expect, it } from "vitest";
import { createScheduleReadCache, type CachedScheduleRead, type ScheduleReadKey } from "./schedule-read-cache.ts";

const key = (more: Partial<ScheduleReadKey> = {}): ScheduleReadKey => ({ companyId: "c1", from: "2026-12-01", to: "2026-12-31", positionId: undefined, personIds: ["p1", "p2"], ...more });
const read = (text: string): CachedScheduleRead => ({ eventsJson: text, personIds: ["p1"], totals: [] });

describe("the schedule read cache", () => {
  it("finds an answer only under the version token, range, position and set of people it was read for", () => {
    const cache = createScheduleReadCache();
    cache.set(key(), "v1", read("a"));
    expect(cache.get(key(), "v1")?.eventsJson).toBe("a");
    // The same people in another order are the same read.
    expect(cache.get(key({ personIds: ["p2", "p1"] }), "v1")?.eventsJson).toBe("a");
    expect(cache.get(key(), "v2")).toBeUndefined();
    expect(cache.get(key({ companyId: "c2" }), "v1")).toBeUndefined();
    expect(cache.get(key({ from: "2026-11-30" }), "v1")).toBeUndefined();
    expect(cache.get(key({ to: "2027-01-01" }), "v1")).toBeUndefined();
    expect(cache.get(key({ positionId: "pos-1" }), "v1")).toBeUndefined();
    expect(cache.get(key({ personIds: ["p1"] }), "v1")).toBeUndefined();
    expect(cache.get(key({ personIds: ["p1", "p2", "p3"] }), "v1")).toBeUndefined();
  });

  it("lets the least recently used answer go first when it holds too many", () => {
    const cache = createScheduleReadCache({ maxEntries: 2 });
    cache.set(key({ from: "2026-10-01" }), "v", read("oct"));
    cache.set(key({ from: "2026-11-01" }), "v", read("nov"));
    expect(cache.get(key({ from: "2026-10-01" }), "v")?.eventsJson).toBe("oct");
    cache.set(key({ from: "2026-12-01" }), "v", read("dec"));
    expect(cache.get(key({ from: "2026-11-01" }), "v")).toBeUndefined();
    expect(cache.get(key({ from: "2026-10-01" }), "v")?.eventsJson).toBe("oct");
    expect(cache.get(key({ from: "2026-12-01" }), "v")?.eventsJson).toBe("dec");
    expect(cache.size().entries).toBe(2);
  });

  it("stays within its bytes, keeps nothing larger than them, and counts a replaced answer once", () => {
    const cache = createScheduleReadCache({ maxBytes: 1_000 });
    cache.set(key({ from: "2026-10-01" }), "v", read("x".repeat(400)));
    cache.set(key({ from: "2026-11-01" }), "v", read("y".repeat(400)));
    cache.set(key({ from: "2026-11-01" }), "v", read("z".repeat(400)));
    expect(cache.size().entries).toBe(2);
    expect(cache.size().bytes).toBeLessThanOrEqual(1_000);
    cache.set(key({ from: "2026-12-01" }), "v", read("w".repeat(400)));
    expect(cache.get(key({ from: "2026-10-01" }), "v")).toBeUndefined();
    expect(cache.get(key({ from: "2026-11-01" }), "v")?.eventsJson).toBe("z".repeat(400));
    cache.set(key({ from: "2027-01-01" }), "v", read("big".repeat(400)));
    expect(cache.get(key({ from: "2027-01-01" }), "v")).toBeUndefined();
    expect(cache.size().entries).toBe(2);
  });
});
