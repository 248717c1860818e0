import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, type DatabaseConfig, openDatabase } from "../postgres/database.ts";

/** The server tests create their databases on; CI and this machine: the local PostgreSQL. */
export const testServerUrl = (database = "postgres"): string => {
  const base = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  base.pathname = `/${database}`;
  return base.toString();
};

export interface TestDatabase {
  readonly config: DatabaseConfig;
  readonly database: Database;
  /** Closes the pool and removes the database (or the PGlite directory). */
  drop(): Promise<void>;
}

export type TestDatabaseKind = DatabaseConfig["kind"];
export const testDatabaseKinds: readonly TestDatabaseKind[] = ["pglite", "postgres"];

const adminQuery = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** A fresh, uniquely named database: on the real server, or PGlite in a temporary directory. */
export const createTestDatabase = async (kind: TestDatabaseKind): Promise<TestDatabase> => {
  if (kind === "pglite") {
    const dataDir = await mkdtemp(join(tmpdir(), "wl-pglite-"));
    const config: DatabaseConfig = { kind, dataDir };
    const database = await openDatabase(config);
    return {
      config,
      database,
      drop: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `wl_test_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const config: DatabaseConfig = { kind, url: testServerUrl(name), maxConnections: 20 };
  const database = await openDatabase(config);
  return {
    config,
    database,
    drop: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
