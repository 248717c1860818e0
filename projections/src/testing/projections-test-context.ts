import { createPostgresEventStore, createPostgresPersonKeyStore, withPersonalDataProtection, type EventStore, type NewEvent, type Position } from "@workledger/event-store";
import { createTestDatabase, newTestEvent, type TestDatabase, type TestDatabaseKind } from "@workledger/event-store/testing";
import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import { createKysely } from "../kysely.ts";
import { migrateToLatest } from "../migrations/migrations.ts";
export { createRowsProjection } from "./rows-projection.ts";

export interface ProjectionsTestContext {
  readonly kind: TestDatabaseKind;
  readonly testDatabase: TestDatabase;
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  /** Appends `count` events (one stream per call unless given) and returns the last position. */
  append(count: number, overrides?: Partial<NewEvent> & { readonly companyId?: string; readonly stream?: string }): Promise<Position>;
  drop(): Promise<void>;
}

/** A fresh database (PGlite dir or server database) with the event store and read-model schema in it. */
export const createProjectionsTestContext = async (kind: TestDatabaseKind): Promise<ProjectionsTestContext> => {
  const testDatabase = await createTestDatabase(kind);
  const store = withPersonalDataProtection(
    await createPostgresEventStore(testDatabase.database.pool, { pollIntervalMs: 5 }),
    await createPostgresPersonKeyStore(testDatabase.database.pool),
  );
  const db = createKysely(testDatabase.database.pool);
  await migrateToLatest(db);
  let streams = 0;
  return {
    kind,
    testDatabase,
    store,
    db,
    append: async (count, overrides = {}) => {
      const { stream = `test-${++streams}-${crypto.randomUUID()}`, ...eventOverrides } = overrides;
      const events = Array.from({ length: count }, (_, i) => newTestEvent({ data: { n: i }, ...eventOverrides }));
      return (await store.appendToStream(stream, events, "any")).position;
    },
    drop: async () => {
      await store.close();
      await testDatabase.drop();
    },
  };
};

export const countRows = async (db: Kysely<Database>, table: string): Promise<number> => {
  const { rows } = await sql<{ count: string }>`select count(*)::text as count from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
};

/** Full table contents in a stable order, for "rebuild equals first build" comparisons. */
export const tableContents = async (db: Kysely<Database>, table: string, orderBy: readonly string[]): Promise<unknown[]> => {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.join(orderBy.map((c) => sql.ref(c)))}`.execute(db);
  return rows;
};
