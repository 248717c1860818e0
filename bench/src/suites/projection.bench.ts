import { sql, type Kysely } from "kysely";
import { createPostgresEventStore } from "@workledger/event-store";
import { createTestDatabase, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createKysely, listTimesheetLogs, type Database, migrateToLatest, rebuildProjection, silentLogger, startProjection, timesheetProjection, timesheetTotalsPerWorker } from "@workledger/projections";
import type { GeneratorOptions } from "../generator/ledger-generator.ts";
import { ledgerFile, readLedgerFile } from "../lib/ledger-file.ts";
import { loadLedger } from "../lib/load-ledger.ts";
import { latencyStats, now, ratio, takeTurns } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";

/**
 * Copies rows into an identical empty table with client-side multi-row INSERTs: the physical floor.
 * Rows are read page by page in key order (1M history rows do not fit in memory at once); only the
 * INSERTs are timed.
 */
export const rawInsertOf = async (pool: import("pg").Pool, table: string, key: readonly string[], rowsPerInsert: number): Promise<{ seconds: number; rows: number }> => {
  const copy = `bench_raw_${table}`;
  await pool.query(`CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL)`);
  const encode = (v: unknown) => (v !== null && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v);
  let seconds = 0;
  let total = 0;
  let after: unknown[] | undefined;
  for (;;) {
    const { rows, fields } = await pool.query(
      `SELECT * FROM ${table} ${after === undefined ? "" : `WHERE (${key.join(", ")}) > (${key.map((_, i) => `$${i + 1}`).join(", ")})`} ORDER BY ${key.join(", ")} LIMIT ${rowsPerInsert}`,
      after ?? [],
    );
    if (rows.length === 0) break;
    const columns = fields.map((f) => f.name);
    const params = (rows as Record<string, unknown>[]).flatMap((r) => columns.map((c) => encode(r[c])));
    const values = rows.map((_, j) => `(${columns.map((_, k) => `$${j * columns.length + k + 1}`).join(", ")})`);
    const started = now();
    await pool.query(`INSERT INTO ${copy} (${columns.join(", ")}) VALUES ${values.join(", ")}`, params);
    seconds += (now() - started) / 1000;
    total += rows.length;
    const last = rows.at(-1) as Record<string, unknown>;
    after = key.map((k) => last[k]);
  }
  await pool.query(`DROP TABLE ${copy}`);
  return { seconds, rows: total };
};

const tableKeys: Readonly<Record<string, readonly string[]>> = {
  timesheet_logs: ["work_id"],
  timesheet_log_history: ["position_commit", "position_prepare"],
};

const eventsSeen = async (db: Kysely<Database>): Promise<number> =>
  Number((await db.selectFrom("projection_checkpoints").select("events_seen").where("name", "=", timesheetProjection.name).executeTakeFirstOrThrow()).events_seen);

/** Events per projection batch (transaction) in catch-up and rebuild. */
const BATCH = 1000;

/**
 * Projection catch-up and rebuild into the timesheet read model from a generated company (1,000
 * workers over a year at scale 1, about a million events), vs raw INSERT of the resulting rows;
 * and the report query: a month's totals per worker for the whole company.
 */
export const projectionBench = async (kind: TestDatabaseKind, ctx: BenchContext): Promise<Figure[]> => {
  const testDb = await createTestDatabase(kind);
  const pool = testDb.database.pool;
  try {
    const store = await createPostgresEventStore(pool);
    const db = createKysely(pool);
    await migrateToLatest(db);
    const workers = Math.max(5, Math.round(1000 * ctx.scale));
    const options: GeneratorOptions = { seed: 7, companies: 1, workersPerCompany: workers, from: "2025-01-01", days: 365 };
    const file = await ledgerFile(options, (line) => ctx.log(`${kind}: ${line}`));
    let t = now();
    const events = await loadLedger(store, readLedgerFile(file));
    ctx.log(`${kind}: appended ${events} events for ${workers} workers in ${((now() - t) / 1000).toFixed(1)} s`);
    const base = { suite: "projection", engine: kind, scale: ctx.scale, events, unit: "events/s", reference: "raw INSERT of the resulting rows (500 rows/INSERT)" } as const;

    // The reference runs twice, after the catch-up and after the rebuild (it needs their rows), and
    // its mean is the floor: a load change on the shared machine during the run hits both sides.
    const rawRuns: number[] = [];
    const rawRun = async () => {
      let seconds = 0;
      for (const table of timesheetProjection.tables) seconds += (await rawInsertOf(pool, table, tableKeys[table]!, 500)).seconds;
      rawRuns.push(seconds);
      ctx.log(`${kind}: raw INSERT of the resulting rows in ${seconds.toFixed(1)} s (${(events / seconds).toFixed(0)} events/s)`);
    };
    let lastLog = now();
    const onBatchCommitted = (p: { runEvents: number }) => {
      if (now() - lastLog < 5000) return;
      lastLog = now();
      ctx.log(`${kind}: projected ${p.runEvents} of ${events} events`);
    };
    t = now();
    const catchUpRun = async () => {
      const running = await startProjection({ db, store }, timesheetProjection, { batchSize: BATCH, logger: silentLogger, stopWhenCaughtUp: true, onBatchCommitted });
      await running.done;
    };
    await (ctx.phase?.("catch-up", catchUpRun) ?? catchUpRun());
    const catchUp = (now() - t) / 1000;
    const catchUpSeen = await eventsSeen(db);
    ctx.log(`${kind}: catch-up of ${events} events in ${catchUp.toFixed(1)} s (${(events / catchUp).toFixed(0)} events/s)`);
    await rawRun();
    t = now();
    await rebuildProjection({ db, store }, timesheetProjection, { batchSize: BATCH, logger: silentLogger, onBatchCommitted });
    const rebuild = (now() - t) / 1000;
    const rebuildSeen = await eventsSeen(db);
    ctx.log(`${kind}: rebuild of ${events} events in ${rebuild.toFixed(1)} s (${(events / rebuild).toFixed(0)} events/s)`);
    await rawRun();
    const rawEventsPerSecond = events / (rawRuns.reduce((a, b) => a + b, 0) / rawRuns.length);
    // A projection that stopped early would look fast: only a run that saw every event counts.
    const checked = (figure: Figure, seen: number): Figure => {
      if (seen === events) return figure;
      const note = `INVALID: the projection saw ${seen} of ${events} events before the log head: the subscription skipped events (see bench/RESULTS.md)`;
      ctx.log(`${kind}: ${note}`);
      return { ...figure, ratio: Number.NaN, note };
    };
    const figures: Figure[] = [
      checked({ ...base, name: `projection catch-up (timesheet, ${workers} workers x 1 year)`, oursPerSecond: events / catchUp, referencePerSecond: rawEventsPerSecond, ratio: ratio(events / catchUp, rawEventsPerSecond) }, catchUpSeen),
      checked({ ...base, name: `projection rebuild (timesheet, ${workers} workers x 1 year)`, oursPerSecond: events / rebuild, referencePerSecond: rawEventsPerSecond, ratio: ratio(events / rebuild, rawEventsPerSecond) }, rebuildSeen),
    ];

    // Report: a month's totals per worker for the whole company. Ours is the read model's query
    // (one SQL aggregate, timesheetTotalsPerWorker); a second figure is the way the timesheet
    // endpoint works today (every log of the month to JS, summed there). The reference is the
    // bare GROUP BY of worked seconds on the same table. Turns alternate, after one warm-up.
    const month = { companyId: "bench-co-0", from: "2025-06-01", to: "2025-06-30" };
    const contenders = {
      totals: async () => void (await timesheetTotalsPerWorker(db, month)),
      rows: async () => {
        const rows = await listTimesheetLogs(db, month);
        const totals = new Map<string, number>();
        for (const r of rows) totals.set(r.worker_id, (totals.get(r.worker_id) ?? 0) + r.worked_seconds);
      },
      reference: async () =>
        void (await sql`select worker_id, sum(worked_seconds) from timesheet_logs where company_id = ${month.companyId} and not deleted and date between ${month.from} and ${month.to} group by worker_id`.execute(db)),
    };
    const timed = (run: () => Promise<void>) => async () => {
      const s = now();
      await run();
      return now() - s;
    };
    const samples = await takeTurns(Object.fromEntries(Object.entries(contenders).map(([name, run]) => [name, timed(run)])), 20);
    const r = latencyStats(samples.get("reference")!);
    const reportBase = { suite: "report", engine: kind, scale: ctx.scale, reference: "bare SQL GROUP BY on the same table", unit: "ms", referenceLatency: r } as const;
    const totals = latencyStats(samples.get("totals")!);
    const rows = latencyStats(samples.get("rows")!);
    figures.push(
      { ...reportBase, name: `report: a month's totals for ${workers} workers (timesheetTotalsPerWorker)`, ratio: ratio(r.p50, totals.p50), latency: totals },
      { ...reportBase, name: `report: a month's totals for ${workers} workers via every log row (listTimesheetLogs + sum in JS)`, ratio: ratio(r.p50, rows.p50), latency: rows },
    );
    await store.close();
    return figures;
  } finally {
    await testDb.drop();
  }
};
