import { randomUUID } from "node:crypto";
import type { WorkTimeCommand } from "@workledger/domain";
import type { EventMetadata } from "@workledger/event-schemas";
import { createPostgresEventStore } from "@workledger/event-store";
import { createTestDatabase, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createKysely, migrateToLatest } from "@workledger/projections";
import { executeWorkTimeCommand } from "@workledger/command-api/work-time/work-time-ledger.ts";
import { generateLedger } from "../generator/ledger-generator.ts";
import { loadLedger } from "../lib/load-ledger.ts";
import { latencyStats, now, ratio } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";

/**
 * History independence: start-work latency through the ledger's command path (load the period
 * stream, fold, decide, append) for a worker with ten years of punches vs a new worker. Closing
 * the books at every month turn should make them equal.
 */
export const historyBench = async (kind: TestDatabaseKind, ctx: BenchContext): Promise<Figure[]> => {
  const testDb = await createTestDatabase(kind);
  try {
    const eventStore = await createPostgresEventStore(testDb.database.pool);
    const db = createKysely(testDb.database.pool);
    await migrateToLatest(db);
    const history = await loadLedger(eventStore, generateLedger({ seed: 10, companies: 1, workersPerCompany: 1, from: "2016-10-01", days: 3652 }));
    ctx.log(`${kind}: ten years of one worker = ${history} events`);
    const companyId = "bench-co-0";
    const veteran = "bench-w-0-0";
    const newcomer = `bench-new-${randomUUID().slice(0, 8)}`;
    let clock = Date.parse("2026-11-02T06:00:00Z");
    const punch = async (workerId: string, type: "StartWork" | "StopWork"): Promise<number> => {
      clock += 60_000;
      const at = new Date(clock).toISOString();
      const data = type === "StartWork" ? { workerId, workId: randomUUID() } : { workerId };
      const command = { type, data, context: { now: at, actorId: workerId, persona: "worker", source: "web", timeZone: "Europe/Helsinki", permissions: ["can_edit_own_work_time"] } } as WorkTimeCommand;
      const metadata: EventMetadata = { companyId, actorId: workerId, persona: "worker", source: "web", commandId: randomUUID(), correlationId: randomUUID(), causationId: null, occurredAt: at };
      const t = now();
      await executeWorkTimeCommand({ eventStore, db }, companyId, command, metadata);
      return now() - t;
    };
    // The first command of each opens the month (closing the books once); it is not the steady state.
    const firstOld = await punch(veteran, "StartWork");
    await punch(veteran, "StopWork");
    const firstNew = await punch(newcomer, "StartWork");
    await punch(newcomer, "StopWork");
    const old: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < Math.max(20, Math.round(200 * ctx.scale)); i++) {
      old.push(await punch(veteran, "StartWork"));
      await punch(veteran, "StopWork");
      fresh.push(await punch(newcomer, "StartWork"));
      await punch(newcomer, "StopWork");
    }
    const o = latencyStats(old);
    const n = latencyStats(fresh);
    await eventStore.close();
    return [
      {
        suite: "history",
        name: "start work: 10 years of history vs a new worker",
        engine: kind,
        scale: ctx.scale,
        events: history,
        reference: "a new worker's start",
        ratio: ratio(n.p50, o.p50),
        unit: "ms",
        latency: o,
        referenceLatency: n,
        note: `first command of the month (closes the books): veteran ${firstOld.toFixed(1)} ms, newcomer ${firstNew.toFixed(1)} ms`,
      },
    ];
  } finally {
    await testDb.drop();
  }
};
