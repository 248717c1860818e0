import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createPostgresEventStore, openDatabase, type DatabaseConfig, type EventStore } from "@workledger/event-store";
import { createTestDatabase, newTestEvent, type TestDatabase } from "@workledger/event-store/testing";
import { sql, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../database.ts";
import { createKysely } from "../kysely.ts";
import { migrateToLatest } from "../migrations/migrations.ts";
import { createRowsProjection } from "../testing/rows-projection.ts";
import { countRows, tableContents } from "../testing/projections-test-context.ts";
import { readCheckpoint } from "./checkpoints.queries.ts";
import { silentLogger } from "./projection.ts";
import { rebuildProjection } from "./rebuild-projection.ts";
import { startProjection } from "./run-projection.ts";

const childScript = fileURLToPath(new URL("../testing/crash-child.ts", import.meta.url));
const STREAMS = 30;
const EVENTS_PER_STREAM = 10;
const TOTAL = STREAMS * EVENTS_PER_STREAM;
const BATCH = 20;

const spawnRunner = (config: DatabaseConfig, name: string, delayMs: number): { child: ChildProcess; lines: AsyncIterable<string> } => {
  const child = spawn(process.execPath, ["--import", "tsx", childScript], {
    env: {
      ...process.env,
      WL_DB_CONFIG: JSON.stringify(config),
      WL_PROJECTION: name,
      WL_TABLE: name,
      WL_DELAY_MS: String(delayMs),
      WL_BATCH_SIZE: String(BATCH),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return { child, lines: createInterface({ input: child.stdout! }) };
};

const seed = async (store: EventStore): Promise<void> => {
  for (let s = 0; s < STREAMS; s++) {
    const events = Array.from({ length: EVENTS_PER_STREAM }, (_, i) => newTestEvent({ data: { stream: s, i } }));
    await store.appendToStream(`crash-${s}-${crypto.randomUUID()}`, events, "no_stream");
  }
};

/** Rows and checkpoint must agree after any crash: the killed batch left nothing behind. */
const expectConsistent = async (db: Kysely<Database>, name: string): Promise<number> => {
  const checkpoint = await readCheckpoint(db, name);
  const rows = await countRows(db, name);
  expect(Number(checkpoint?.eventsSeen ?? 0)).toBe(rows);
  return rows;
};

/** Finish in-process from the checkpoint, replay from zero into a second table, compare both in full. */
const finishAndCompareWithFreshReplay = async (db: Kysely<Database>, store: EventStore, name: string): Promise<void> => {
  const projection = createRowsProjection(name, name);
  const resumed = await startProjection({ db, store }, projection, { logger: silentLogger, stopWhenCaughtUp: true });
  await resumed.done;
  const fresh = createRowsProjection(`${name}_fresh`, `${name}_fresh`);
  await fresh.createTable(db);
  await rebuildProjection({ db, store }, fresh, { logger: silentLogger });
  const order = ["position_commit", "position_prepare"];
  const recovered = await tableContents(db, name, order);
  expect(recovered).toHaveLength(TOTAL);
  expect(recovered).toEqual(await tableContents(db, `${name}_fresh`, order));
  expect((recovered as Array<{ event_id: string }>).map((r) => r.event_id)).toEqual((await store.readAll({ maxCount: 10_000 })).map((e) => e.id));
};

describe("a runner killed with SIGKILL mid-batch, on real PostgreSQL", () => {
  let testDb: TestDatabase | undefined;
  afterAll(async () => {
    await testDb?.drop();
  });

  it("leaves rows and checkpoint consistent, and resumes to exactly a fresh replay", { timeout: 120_000 }, async () => {
    testDb = await createTestDatabase("postgres");
    if (testDb.config.kind !== "postgres") throw new Error("expected a server database");
    const store = await createPostgresEventStore(testDb.database.pool, { pollIntervalMs: 5 });
    const db = createKysely(testDb.database.pool);
    await migrateToLatest(db);
    await seed(store);
    const name = "crash_rows";
    await createRowsProjection(name, name).createTable(db);

    const killedAt: number[] = [];
    for (let round = 0; round < 2; round++) {
      const applicationName = `wl_crash_child_${round}`;
      const url = new URL(testDb.config.url);
      url.searchParams.set("application_name", applicationName);
      const { child } = spawnRunner({ ...testDb.config, url: url.toString() }, name, 3);
      const exited = once(child, "exit");
      // Kill only when the child holds a transaction that has inserted rows it has not committed.
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error("the child never got mid-batch");
        const { rows } = await sql<{ pid: number }>`
          select a.pid from pg_stat_activity a join pg_locks l on l.pid = a.pid
          where a.application_name = ${applicationName} and l.relation = ${name}::regclass and l.mode = 'RowExclusiveLock'`.execute(db);
        const checkpoint = await readCheckpoint(db, name);
        // Round 0 dies past 100 committed events, round 1 past 200: well into the log, never at its end.
        if (rows.length > 0 && (checkpoint?.eventsSeen ?? 0n) >= BigInt((round + 1) * 100)) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      child.kill("SIGKILL");
      const [, signal] = await exited;
      expect(signal).toBe("SIGKILL");
      // The server rolls the dead client's transaction back when it notices the closed socket;
      // ending the backend now only spares the resumed runner a wait on the checkpoint row lock.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${applicationName}`.execute(db);
      const rows = await expectConsistent(db, name);
      expect(rows).toBeGreaterThan(killedAt.at(-1) ?? 0);
      expect(rows).toBeLessThan(TOTAL);
      killedAt.push(rows);
    }
    await finishAndCompareWithFreshReplay(db, store, name);
    console.info(`crash test (postgres): killed mid-batch at ${killedAt.join(" and ")} of ${TOTAL} committed events; resumed to ${TOTAL}, equal to a fresh replay`);
    await store.close();
  });
});

describe("a runner killed with SIGKILL mid-batch, on PGlite (the child owns the directory)", () => {
  let testDb: TestDatabase | undefined;
  afterAll(async () => {
    await testDb?.drop();
  });

  it("reopens with rows and checkpoint consistent, and resumes to exactly a fresh replay", { timeout: 180_000 }, async () => {
    testDb = await createTestDatabase("pglite");
    const config = testDb.config;
    const name = "crash_rows";
    {
      const store = await createPostgresEventStore(testDb.database.pool, { pollIntervalMs: 5 });
      const db = createKysely(testDb.database.pool);
      await migrateToLatest(db);
      await seed(store);
      await createRowsProjection(name, name).createTable(db);
      await store.close();
      await testDb.database.close();
    }

    const { child, lines } = spawnRunner(config, name, 3);
    const exited = once(child, "exit");
    let committed = 0;
    let appliedSinceCommit = 0;
    for await (const line of lines) {
      const message = JSON.parse(line) as { committed?: number; applying?: string };
      if (message.committed !== undefined) {
        committed = message.committed;
        appliedSinceCommit = 0;
      } else if (message.applying !== undefined) appliedSinceCommit++;
      // Some batches are in, and the next one is half applied.
      if (committed >= 3 * BATCH && appliedSinceCommit >= BATCH / 2) break;
    }
    child.kill("SIGKILL");
    const [, signal] = await exited;
    expect(signal).toBe("SIGKILL");

    const database = await openDatabase(config);
    const store = await createPostgresEventStore(database.pool, { pollIntervalMs: 5 });
    const db = createKysely(database.pool);
    try {
      const rows = await expectConsistent(db, name);
      expect(rows).toBeGreaterThanOrEqual(committed);
      expect(rows).toBeLessThan(TOTAL);
      await finishAndCompareWithFreshReplay(db, store, name);
      console.info(`crash test (pglite): killed with ${committed} events committed and a batch half applied; reopened with ${rows}; resumed to ${TOTAL}, equal to a fresh replay`);
    } finally {
      await store.close();
      await database.close();
    }
  });
});
