/**
 * CPU profile of the timesheet projection's catch-up alone (no generation, no append in the
 * profile): `npx tsx bench/src/profile-projection.ts [workers=10] [postgres|pglite]`. Writes
 * bench/tmp/projection-<engine>-<workers>w.cpuprofile (open it in Chrome DevTools).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { createPostgresEventStore } from "@workledger/event-store";
import { createTestDatabase, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createKysely, migrateToLatest, silentLogger, startProjection, timesheetProjection } from "@workledger/projections";
import { ledgerFile, readLedgerFile } from "./lib/ledger-file.ts";
import { loadLedger } from "./lib/load-ledger.ts";

const workers = Number(process.argv[2] ?? "10");
const kind = (process.argv[3] ?? "postgres") as TestDatabaseKind;
const file = await ledgerFile({ seed: 7, companies: 1, workersPerCompany: workers, from: "2025-01-01", days: 365 }, console.error);
const testDb = await createTestDatabase(kind);
try {
  const store = await createPostgresEventStore(testDb.database.pool);
  const db = createKysely(testDb.database.pool);
  await migrateToLatest(db);
  const events = await loadLedger(store, readLedgerFile(file));
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  const started = performance.now();
  const running = await startProjection({ db, store }, timesheetProjection, { batchSize: 1000, logger: silentLogger, stopWhenCaughtUp: true });
  await running.done;
  const seconds = (performance.now() - started) / 1000;
  const { profile } = await session.post("Profiler.stop");
  const dir = new URL("../tmp/", import.meta.url);
  mkdirSync(dir, { recursive: true });
  const out = new URL(`projection-${kind}-${workers}w.cpuprofile`, dir);
  writeFileSync(out, JSON.stringify(profile));
  console.error(`${kind}: caught up ${events} events in ${seconds.toFixed(1)} s (${(events / seconds).toFixed(0)} events/s); profile ${out.pathname}`);
  await store.close();
} finally {
  await testDb.drop();
}
