import { randomUUID } from "node:crypto";
import { getPostgreSQLEventStore } from "@event-driven-io/emmett-postgresql";
import { createPostgresEventStore, type NewEvent } from "@workledger/event-store";
import { createTestDatabase, newTestEvent, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { latencyStats, ratio, runConcurrent, takeTurns } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";

const rowsOf = (events: readonly NewEvent[], stream: string, firstRevision: number): unknown[][] =>
  events.map((e, i) => [e.id, stream, firstRevision + i, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata)]);

const rawInsertSql = (n: number): string =>
  `INSERT INTO bench_raw_events (event_id, stream_name, stream_revision, type, schema_version, data, metadata) VALUES ${Array.from(
    { length: n },
    (_, i) => `($${i * 7 + 1}::uuid, $${i * 7 + 2}, $${i * 7 + 3}::bigint, $${i * 7 + 4}, $${i * 7 + 5}::int, $${i * 7 + 6}::jsonb, $${i * 7 + 7}::jsonb)`,
  ).join(", ")}`;

const punchLike = (): NewEvent =>
  newTestEvent({ type: "WorkStarted", data: { workerId: "bench-w", workId: randomUUID(), startedAt: new Date().toISOString(), source: "web", workNumber: 1, date: "2026-11-22", workTypeId: null, workspaceId: null, comment: "" } });

/** Counted rounds per figure (after one warm-up round; see takeTurns). */
const ROUNDS = 4;

/**
 * Event append: our adapter (expected-version check, idempotency lookup, stream row, events) vs
 * the physical floor, one multi-row INSERT of the same rows into a copy of the events table on the
 * same database; and Emmett's PostgreSQL store on the same database where it can run (a server).
 */
export const appendBench = async (kind: TestDatabaseKind, ctx: BenchContext): Promise<Figure[]> => {
  const testDb = await createTestDatabase(kind);
  const figures: Figure[] = [];
  try {
    const store = await createPostgresEventStore(testDb.database.pool);
    await testDb.database.pool.query("CREATE TABLE bench_raw_events (LIKE wl_events INCLUDING ALL)");
    const emmett = kind === "postgres" && testDb.config.kind === "postgres" ? getPostgreSQLEventStore(testDb.config.url) : undefined;
    for (const batch of [1, 100]) {
      for (const writers of [1, 8]) {
        // Appends are cheap to repeat: never fewer than a tenth of the full-size count, whatever the scale.
        const ops = Math.max(4, Math.round(((batch === 1 ? 400 : 40) * Math.max(ctx.scale, 0.1)) / writers));
        const sql = rawInsertSql(batch);
        // Each contender writes its own fresh streams in every turn.
        const fresh = () => ({
          streams: Array.from({ length: writers }, () => `bench-${randomUUID()}`),
          batches: Array.from({ length: writers }, () => Array.from({ length: ops }, () => Array.from({ length: batch }, punchLike))),
        });
        const contenders: Record<string, () => ReturnType<typeof runConcurrent>> = {
          raw: () => {
            const { streams, batches } = fresh();
            return runConcurrent(writers, ops, async (w, i) => void (await testDb.database.pool.query(sql, rowsOf(batches[w]![i]!, streams[w]!, i * batch).flat())));
          },
          ours: () => {
            const { streams, batches } = fresh();
            return runConcurrent(writers, ops, async (w, i) => void (await store.appendToStream(streams[w]!, batches[w]![i]!, i === 0 ? "no_stream" : BigInt(i * batch - 1))));
          },
        };
        if (emmett !== undefined) {
          contenders.emmett = () => {
            const { streams, batches } = fresh();
            return runConcurrent(writers, ops, async (w, i) => {
              await emmett.appendToStream(`em-${streams[w]}`, batches[w]![i]!.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, metadata: { ...e.metadata } })));
            });
          };
        }
        const turns = await takeTurns(contenders, ROUNDS);
        const totals = new Map([...turns].map(([name, runs]) => [name, { seconds: runs.reduce((s, r) => s + r.seconds, 0), latencies: runs.flatMap((r) => r.latencies) }]));
        const events = writers * ops * batch * ROUNDS;
        const ours = totals.get("ours")!;
        const base = { suite: "append", engine: kind, scale: ctx.scale, events };
        const name = `append ${batch} event${batch > 1 ? "s" : ""}, ${writers} writer${writers > 1 ? "s" : ""}`;
        for (const [reference, label] of [["raw", "raw multi-row INSERT"], ["emmett", "Emmett PostgreSQL event store"]] as const) {
          const ref = totals.get(reference);
          if (ref === undefined) continue;
          figures.push({
            ...base,
            name,
            reference: label,
            oursPerSecond: events / ours.seconds,
            referencePerSecond: events / ref.seconds,
            ratio: ratio(events / ours.seconds, events / ref.seconds),
            unit: "events/s",
            latency: latencyStats(ours.latencies),
            referenceLatency: latencyStats(ref.latencies),
          });
        }
      }
    }
    await emmett?.close();
    await store.close();
  } finally {
    await testDb.drop();
  }
  return figures;
};
