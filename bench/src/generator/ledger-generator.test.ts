import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { EventMetadata, WorkTimeEvent } from "@workledger/event-schemas";
import { generateLedger, type GeneratedEvent, type GeneratorOptions } from "./ledger-generator.ts";

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

  /** Local wall-clock reading of an instant in Helsinki, as if it were UTC (Intl, independent of the generator's zone code). */
  const wallClock = (instant: string): number => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Helsinki", hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  };

  it("starts night shifts at 22:00 Helsinki wall time, some across both DST changes, which make them an hour shorter (spring) and longer (autumn) than on the wall clock", () => {
    const stopped = new Map(all.filter((g) => g.event.type === "WorkStopped").map((g) => [(g.event.data as { workId: string }).workId, (g.event.data as { stoppedAt: string }).stoppedAt]));
    const minutes = 60_000;
    const nights = all
      .filter((g) => g.event.type === "WorkStarted")
      .map((g) => g.event.data as { workId: string; date: string; startedAt: string })
      .filter((d) => new Date(wallClock(d.startedAt)).getUTCHours() >= 21)
      .map((d) => {
        const stop = stopped.get(d.workId)!;
        const wallStart = wallClock(d.startedAt);
        return {
          date: d.date,
          start: Date.parse(d.startedAt),
          stop: Date.parse(stop),
          // Minutes after local midnight of the start, and the shift's wall-clock and real lengths.
          startsAt: Math.floor((wallStart % 86_400_000) / minutes),
          wallMinutes: Math.round((wallClock(stop) - wallStart) / minutes),
          realMinutes: Math.round((Date.parse(stop) - Date.parse(d.startedAt)) / minutes),
        };
      });
    expect(nights.length).toBeGreaterThan(20);
    // The generator's rule: start 22:00 +/- 30 min, stop 8 h 30 min later by the wall clock (-45 to +90 min).
    expect(nights.filter((n) => n.startsAt < 21 * 60 + 30 || n.startsAt > 22 * 60 + 30)).toEqual([]);
    expect(nights.filter((n) => n.wallMinutes < 8 * 60 + 30 - 46 || n.wallMinutes > 8 * 60 + 30 + 91)).toEqual([]);
    // The clocks change at 01:00 UTC: forward on 2025-03-30, back on 2025-10-26.
    const across = (date: string, change: string) => nights.filter((n) => n.date === date && n.start < Date.parse(change) && Date.parse(change) < n.stop);
    const spring = across("2025-03-29", "2025-03-30T01:00:00Z");
    const autumn = across("2025-10-25", "2025-10-26T01:00:00Z");
    expect(spring.length).toBeGreaterThan(0);
    expect(autumn.length).toBeGreaterThan(0);
    for (const n of spring) expect(n.realMinutes - n.wallMinutes, "spring night").toBe(-60);
    for (const n of autumn) expect(n.realMinutes - n.wallMinutes, "autumn night").toBe(60);
    const ordinary = nights.filter((n) => !spring.includes(n) && !autumn.includes(n));
    expect(ordinary.filter((n) => n.realMinutes !== n.wallMinutes)).toEqual([]);
  });

  it("gives a payroll month's every log a work type, punched and typed in, and changes nothing else", () => {
    const typeOf = (g: GeneratedEvent): string | null | undefined =>
      g.event.type === "WorkStarted" ? (g.event.data as { workTypeId: string | null }).workTypeId : g.event.type === "WorkLogAdded" ? (g.event.data as { values: { workTypeId: string | null } }).values.workTypeId : undefined;
    const typed = [...generateLedger({ ...options, everyLogTyped: true })];
    const logs = (ledger: readonly GeneratedEvent[]) => ledger.filter((g) => typeOf(g) !== undefined);
    expect(logs(all).filter((g) => typeOf(g) === null).length).toBeGreaterThan(0);
    expect(logs(typed).length).toBe(logs(all).length);
    expect(logs(typed).filter((g) => typeOf(g) === null)).toEqual([]);
    expect(new Set(logs(typed).map(typeOf))).toEqual(new Set(["wt-office", "wt-site"]));
    // The same draws: the same events, ids and instants; only the work types differ.
    const withoutTypes = (g: GeneratedEvent) => JSON.stringify(g).replaceAll(/"workTypeId":(null|"wt-[a-z]+"),?/g, "");
    expect(typed.map(withoutTypes)).toEqual(all.map(withoutTypes));
  });

  it("closes each month's books (on the old month's stream) before the next month's stream opens, and writes nothing to a closed stream", () => {
    const open = new Map<string, string>();
    const closed = new Set<string>();
    const previousByWorker = new Map<string, GeneratedEvent>();
    const violations: string[] = [];
    for (const g of all) {
      const worker = (g.event.data as { workerId: string }).workerId;
      const before = previousByWorker.get(worker);
      if (closed.has(g.streamName)) violations.push(`${g.event.type} appended to closed ${g.streamName}`);
      if (g.event.type === "WorkPeriodOpened") {
        const { period, previousPeriod } = g.event.data as { period: string; previousPeriod: string | null };
        if (!g.streamName.endsWith(`-${period}`)) violations.push(`${period} opened on ${g.streamName}`);
        if (previousPeriod !== (open.has(worker) ? open.get(worker)!.slice(-7) : null)) violations.push(`${g.streamName} names ${previousPeriod} as previous`);
        // The closing is the worker's event right before the opening, on the old month's stream.
        if (open.has(worker) && (before?.event.type !== "WorkPeriodClosed" || before.streamName !== open.get(worker))) {
          violations.push(`${g.streamName} opened without ${open.get(worker)} closed first`);
        }
        open.set(worker, g.streamName);
      } else if (g.streamName !== open.get(worker)) {
        violations.push(`${g.event.type} on ${g.streamName}, not on the open ${open.get(worker)}`);
      }
      if (g.event.type === "WorkPeriodClosed") {
        const { nextPeriod } = g.event.data as { nextPeriod: string };
        if (nextPeriod <= g.streamName.slice(-7)) violations.push(`${g.streamName} closed towards ${nextPeriod}`);
        closed.add(g.streamName);
      }
      previousByWorker.set(worker, g);
    }
    expect(violations).toEqual([]);
    // 10 workers over 250 days from March: 9 months each, so at least 8 month turns per worker.
    expect(all.filter((g) => g.event.type === "WorkPeriodClosed").length).toBeGreaterThanOrEqual(10 * 8);
    expect(closed.size).toBe(all.filter((g) => g.event.type === "WorkPeriodClosed").length);
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
