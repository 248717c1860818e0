import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createBus, type Bus } from "@workledger/bus";
import {
  createPostgresEventStore,
  createPostgresPersonKeyStore,
  holdProcessPresence,
  openDatabase,
  withPersonalDataProtection,
  withStartupLock,
  type Database as EventStoreDatabase,
  type EventStore,
} from "@workledger/event-store";
import {
  allProjections,
  createKysely,
  createProjectionRunner,
  migrateToLatest,
  projectionStatus,
  waitForPosition,
  type Database,
  type ProjectionRunner,
} from "@workledger/projections";
import type { Config } from "./config.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { projectionLoggerOf } from "./logger.ts";
import type { ReadModels } from "./read-your-writes/read-models.ts";

/** Everything a process talks to, opened from the config; close() releases it in reverse order. */
export interface Infrastructure {
  readonly database: EventStoreDatabase;
  readonly db: Kysely<Database>;
  readonly eventStore: EventStore;
  readonly bus: Bus;
  readonly readModels: ReadModels;
  close(): Promise<void>;
}

export const readModelsOf = (db: Kysely<Database>): ReadModels => ({
  waitForPosition: (projection, position, options) => waitForPosition(db, projection, position, options),
  statuses: () => projectionStatus(db),
});

const openAdapter = async (config: Config, database: EventStoreDatabase): Promise<EventStore> => {
  if (config.eventStoreUrl === undefined) return createPostgresEventStore(database.pool);
  // Loaded only when asked for, so the embedded default never pulls in the gRPC client.
  const { createKurrentDbEventStore } = await import("@workledger/event-store/kurrentdb/kurrentdb-event-store.ts");
  return createKurrentDbEventStore({ connectionString: config.eventStoreUrl });
};

/**
 * Whichever adapter holds the events, personal fields are sealed with each person's key and the
 * keys live in PostgreSQL/PGlite (`wl_person_keys`), never with the events (SECURITY.md, "Erasure").
 */
const openEventStore = async (config: Config, database: EventStoreDatabase): Promise<EventStore> =>
  withPersonalDataProtection(await openAdapter(config, database), await createPostgresPersonKeyStore(database.pool));

/**
 * PostgreSQL (DATABASE_URL) or PGlite under DATA_DIR/pglite for read models, and for events
 * unless EVENTSTORE_URL names a KurrentDB; NATS when NATS_URL is set, else the in-process bus.
 * Every start creates what is missing (the event store's tables, the person keys) and runs the
 * read-model migrations, all under one start-up lock, so processes started together on an empty
 * database take turns. On PostgreSQL the process also holds its presence lock, by which other
 * processes know its in-progress idempotency claims are still being worked on.
 */
export const openInfrastructure = async (config: Config): Promise<Infrastructure> => {
  let database: EventStoreDatabase;
  let unlock: () => Promise<void> = async () => undefined;
  if (config.databaseUrl !== undefined) {
    database = await openDatabase({ kind: "postgres", url: config.databaseUrl, maxConnections: config.databaseMaxConnections });
  } else {
    const dataDir = join(config.dataDir, "pglite");
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(config.dataDir, "Workledger");
    database = await openDatabase({ kind: "pglite", dataDir }).catch(async (error: unknown) => {
      await unlock();
      throw error;
    });
  }
  const opened: (() => Promise<void>)[] = [unlock, () => database.close()];
  const closeAll = async () => {
    for (const close of opened.reverse()) await close().catch(() => undefined);
  };
  try {
    const db = createKysely(database.pool);
    if (config.databaseUrl !== undefined) {
      const presence = await holdProcessPresence(config.databaseUrl);
      opened.push(() => presence.close());
    }
    const eventStore = await withStartupLock(database, async () => {
      await migrateToLatest(db);
      return openEventStore(config, database);
    });
    opened.push(() => eventStore.close());
    const bus = await createBus({ natsUrl: config.natsUrl, streamName: config.natsStream }, { subjectPrefix: config.natsSubjectPrefix });
    opened.push(() => bus.close());
    return { database, db, eventStore, bus, readModels: readModelsOf(db), close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
};

export const startProjectionRunner = async (infra: Pick<Infrastructure, "db" | "eventStore">, logger: Logger): Promise<ProjectionRunner> => {
  const runner = createProjectionRunner({ db: infra.db, store: infra.eventStore }, allProjections, { logger: projectionLoggerOf(logger) });
  await runner.start();
  for (const projection of allProjections) {
    // An event a projection cannot apply is parked (readiness: degraded); only a broken projection or a
    // second runner stops one, logged loudly and visible in /api/ready as not ready.
    runner.get(projection.name)?.done.catch((error: unknown) => logger.error({ err: error, projection: projection.name }, "projection stopped on failure"));
  }
  return runner;
};
