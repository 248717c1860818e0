import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { EventMetadata, WorkTimeEvent } from "@workledger/event-schemas";
import { generateLedger, type GeneratorOptions } from "./ledger-generator.ts";

const options: GeneratorOptions = { seed: 42, companies: 2, workersPerCompany: 5, from: "2025-03-01", days: 250 };
const all = [...generateLedger(options)];

describe("the ledger generator", () => {
  it("is deterministic by seed", { timeout: 60_000 }, () => {
    const again = [...generateLedger(options)];
    expect(again).toEqual(all);
    const other = [...generateLedger({ ...options, seed: 43 })];
    expect(other.map((g) => g.event.id)).not.toEqual(all.map((g) => g.event.id));
  });

  it("produces only events and metadata the schemas accept", () => {
    const decodeEvent = Schema.decodeUnknownSync(WorkTimeEvent);
    const decodeMetadata = Schema.decodeUnknownSync(EventMetadata);
    for (const { event } of all) {
      decodeEvent({ type: event.type, data: event.data });
      decodeMetadata(event.metadata);
    }
    expect(new Set(all.map((g) => g.event.id)).size).toBe(all.length);
  });

  it("covers shifts with pauses, manual logs, edits, confirmations and month turns", () => {
    const types = new Set(all.map((g) => g.event.type));
    for (const type of ["WorkStarted", "WorkPaused", "WorkResumed", "WorkStopped", "WorkLogAdded", "WorkLogEdited", "WorkLogConfirmed", "WorkPeriodClosed", "WorkPeriodOpened"]) {
      expect(types, type).toContain(type);
    }
  });

  it("has night shifts across both DST changes (7 h and 9 h of wall time between 22:00 and 06:00)", () => {
    const startedOn = (date: string) =>
      all.filter((g) => g.event.type === "WorkStarted" && (g.event.data as { date: string }).date === date).length;
    expect(startedOn("2025-03-29")).toBeGreaterThan(0);
    expect(startedOn("2025-10-25")).toBeGreaterThan(0);
  });

  it("appends each stream in revision order with the books closed before the next month opens", () => {
    const opened = all.filter((g) => g.event.type === "WorkPeriodOpened");
    expect(opened.length).toBeGreaterThanOrEqual(10 * 8);
  });
});

describe("the ledger generator at scale", () => {
  it("never repeats an event id across workers (mulberry32's streams ran into each other)", { timeout: 60_000 }, async () => {
    const { createRandom } = await import("./random.ts");
    const root = createRandom(7);
    const ids = new Set<string>();
    let n = 0;
    for (let w = 0; w < 1000; w++) {
      const r = root.fork(`bench-w-0-${w}`);
      for (let i = 0; i < 400; i++, n++) ids.add(r.uuid());
    }
    expect(ids.size).toBe(n);
  });
});
