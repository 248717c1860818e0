/**
 * A projection runner in its own process, for the crash tests: it applies a slowed rows
 * projection until caught up, printing one JSON line per event it starts and per batch it commits,
 * so the parent can SIGKILL it in the middle of a batch.
 * Env: WL_DB_CONFIG (a DatabaseConfig as JSON), WL_PROJECTION, WL_TABLE, WL_DELAY_MS, WL_BATCH_SIZE.
 */
import { createPostgresEventStore, formatPosition, openDatabase, type DatabaseConfig } from "@workledger/event-store";
import { createKysely } from "../kysely.ts";
import { silentLogger } from "../runner/projection.ts";
import { startProjection } from "../runner/run-projection.ts";
import { createRowsProjection } from "./rows-projection.ts";

const env = (key: string): string => {
  const value = process.env[key];
  if (value === undefined) throw new Error(`${key} is required`);
  return value;
};

const config = JSON.parse(env("WL_DB_CONFIG")) as DatabaseConfig;
const delayMs = Number(env("WL_DELAY_MS"));
const say = (line: object): void => void process.stdout.write(`${JSON.stringify(line)}\n`);

const database = await openDatabase(config);
const store = await createPostgresEventStore(database.pool, { pollIntervalMs: 5 });
const db = createKysely(database.pool);
const projection = createRowsProjection(env("WL_PROJECTION"), env("WL_TABLE"), {
  beforeApply: async (event) => {
    say({ applying: event.id });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  },
});
const running = await startProjection({ db, store }, projection, {
  batchSize: Number(env("WL_BATCH_SIZE")),
  stopWhenCaughtUp: true,
  logger: silentLogger,
  onBatchCommitted: (p) => say({ committed: p.runEvents, position: formatPosition(p.position) }),
});
say({ started: true });
await running.done;
say({ finished: true });
await store.close();
await database.close();
