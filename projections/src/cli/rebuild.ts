/**
 * npm run rebuild-projection -- <name>
 * Empties one projection's tables and replays the whole log into them. The same environment as the
 * app: DATABASE_URL selects a PostgreSQL server, else the embedded PGlite database in
 * DATA_DIR/pglite (default ./data/pglite; stop the app first, a PGlite directory belongs to one
 * process); EVENTSTORE_URL reads the events from KurrentDB instead of that database.
 */
import { formatPosition } from "@workledger/event-store";
import { sql } from "kysely";
import { allProjections } from "../projections.ts";
import { rebuildProjection } from "../runner/rebuild-projection.ts";
import { silentLogger } from "../runner/projection.ts";
import { openFromEnv } from "./open-from-env.ts";

const name = process.argv[2];
const projection = allProjections.find((p) => p.name === name);
if (projection === undefined) {
  console.error(`Usage: npm run rebuild-projection -- <name>\nKnown projections: ${allProjections.map((p) => p.name).join(", ")}`);
  process.exit(2);
}

const { config, db, store, close } = await openFromEnv();
try {
  const head = await store.headPosition();
  console.log(`Rebuilding ${projection.name} on ${config.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"} up to ${formatPosition(head)} ...`);
  const startedAt = Date.now();
  let lastPrint = 0;
  const checkpoint = await rebuildProjection({ db, store }, projection, {
    batchSize: 500,
    logger: silentLogger,
    onBatchCommitted: (p) => {
      if (Date.now() - lastPrint < 1000) return;
      lastPrint = Date.now();
      console.log(`  ${p.runEvents} events, at ${formatPosition(p.position)} of ${formatPosition(p.head)}`);
    },
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`Rebuilt ${projection.name}: ${checkpoint.eventsSeen} events replayed in ${seconds} s, checkpoint ${formatPosition(checkpoint.position)}, status ${checkpoint.status}`);
  for (const table of projection.tables) {
    const { rows } = await sql<{ count: string }>`select count(*)::text as count from ${sql.table(table)}`.execute(db);
    console.log(`  ${table}: ${rows[0]?.count ?? "0"} rows`);
  }
} catch (e) {
  console.error(`Rebuild of ${projection.name} failed:`, e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await close();
}
