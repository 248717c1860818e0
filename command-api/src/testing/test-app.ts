import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import pg from "pg";
import { createInProcessBus, type Bus } from "@workledger/bus";
import { createPostgresEventStore, createPostgresPersonKeyStore, withPersonalDataProtection, type EventStore } from "@workledger/event-store";
import { createTestDatabase, testServerUrl, type TestDatabase, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createKysely, migrateToLatest, type Database, type ProjectionRunner } from "@workledger/projections";
import { noAuthentication, type Authenticator } from "../auth/actor.ts";
import { buildApp, type RouteSlice } from "../build-app.ts";
import { loadConfig, type Config } from "../config.ts";
import { readModelsOf, startProjectionRunner } from "../infrastructure.ts";
import { createLogger } from "../logger.ts";
import type { ReadModels } from "../read-your-writes/read-models.ts";

export interface TestAppOptions {
  /** Extra environment for the config (LOG_LEVEL defaults to silent). */
  readonly env?: Readonly<Record<string, string>>;
  readonly slices?: (deps: TestAppParts) => readonly RouteSlice[];
  readonly authenticate?: Authenticator;
  /** Run the real projection runner in-process, as the embedded default does. */
  readonly runProjections?: boolean;
  /** Receives every log line (JSON) the app writes, whatever LOG_LEVEL says. */
  readonly logLines?: string[];
}

export interface TestAppParts {
  readonly config: Config;
  readonly testDatabase: TestDatabase;
  readonly db: Kysely<Database>;
  readonly eventStore: EventStore;
  readonly readModels: ReadModels;
  readonly bus: Bus;
  readonly clock: () => Date;
}

export interface TestApp extends TestAppParts {
  readonly app: FastifyInstance;
  readonly runner: ProjectionRunner | undefined;
  close(): Promise<void>;
}

/** The real app on a fresh database (PGlite or the local PostgreSQL), real store, bus and runner. */
export const createTestApp = async (kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> => {
  const config = loadConfig("embedded", { LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent/web/dist", ...options.env });
  const lines = options.logLines;
  // The app's own logger (serialisers and redaction included), writing to memory when asked.
  const logger = lines === undefined ? createLogger(config) : createLogger({ ...config, logLevel: "info" }, { write: (line: string) => void lines.push(line) });
  const testDatabase = await createTestDatabase(kind);
  const db = createKysely(testDatabase.database.pool);
  await migrateToLatest(db);
  const eventStore = withPersonalDataProtection(await createPostgresEventStore(testDatabase.database.pool), await createPostgresPersonKeyStore(testDatabase.database.pool));
  const bus = createInProcessBus();
  const readModels = readModelsOf(db);
  const clock = () => new Date();
  const parts: TestAppParts = { config, testDatabase, db, eventStore, readModels, bus, clock };
  const runner = options.runProjections === true ? await startProjectionRunner({ db, eventStore }, logger) : undefined;
  const app = await buildApp({
    config,
    logger,
    eventStore,
    db,
    bus,
    readModels,
    authenticate: options.authenticate ?? noAuthentication,
    clock,
    slices: options.slices?.(parts) ?? [],
  });
  await app.ready();
  return {
    ...parts,
    app,
    runner,
    close: async () => {
      await app.close();
      await runner?.stop().catch(() => undefined);
      await bus.close().catch(() => undefined);
      await eventStore.close().catch(() => undefined);
      await testDatabase.drop().catch(async (error: unknown) => {
        // A test that closed the pool itself makes drop() fail before it drops the database.
        if (testDatabase.config.kind !== "postgres") throw error;
        const name = new URL(testDatabase.config.url).pathname.slice(1);
        const admin = new pg.Client({ connectionString: testServerUrl() });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end());
      });
    },
  };
};
