import { existsSync } from "node:fs";
import { join } from "node:path";
import { createPostgresEventStore, createPostgresPersonKeyStore, openDatabase, withPersonalDataProtection, withStartupLock, type Database as StoreDatabase, type DatabaseConfig, type EventStore } from "@workledger/event-store";
import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import { createKysely } from "../kysely.ts";
import { migrateToLatest } from "../migrations/migrations.ts";

export interface OpenedFromEnv {
  readonly config: DatabaseConfig;
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  close(): Promise<void>;
}

/**
 * The app's storage, from the same environment as the app: DATABASE_URL selects a PostgreSQL
 * server, else the embedded PGlite database in DATA_DIR/pglite (default ./data/pglite; stop the
 * app first, a PGlite directory belongs to one process); EVENTSTORE_URL reads the events from
 * KurrentDB instead of that database. Exits with 2 when there is no database to open.
 */
export const openFromEnv = async (): Promise<OpenedFromEnv> => {
  const url = process.env.DATABASE_URL;
  const config: DatabaseConfig =
    url === undefined || url === "" ? { kind: "pglite", dataDir: join(process.env.DATA_DIR || "./data", "pglite") } : { kind: "postgres", url };
  if (config.kind === "pglite" && !existsSync(config.dataDir)) {
    console.error(`No PGlite database at ${config.dataDir} (set DATA_DIR or DATABASE_URL)`);
    process.exit(2);
  }
  const database: StoreDatabase = await openDatabase(config);
  const eventStoreUrl = process.env.EVENTSTORE_URL;
  const db = createKysely(database.pool);
  // The same start-up lock as the app's processes: a command run beside them never races their migrations.
  const store = await withStartupLock(database, async () => {
    const adapter: EventStore =
      eventStoreUrl === undefined || eventStoreUrl === ""
        ? await createPostgresEventStore(database.pool)
        : (await import("@workledger/event-store/kurrentdb/kurrentdb-event-store.ts")).createKurrentDbEventStore({ connectionString: eventStoreUrl });
    // A rebuild reads what the app reads: personal fields opened, or an erased person's placeholders.
    const opened = withPersonalDataProtection(adapter, await createPostgresPersonKeyStore(database.pool));
    await migrateToLatest(db);
    return opened;
  });
  return {
    config,
    db,
    store,
    close: async () => {
      await store.close();
      await database.close();
    },
  };
};
