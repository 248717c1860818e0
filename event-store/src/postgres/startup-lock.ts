import pg from "pg";
import type { Database } from "./database.ts";

/** Advisory-lock key of the start-up schema work (table creation and migrations) on a database. */
export const STARTUP_LOCK_KEY = 7_707_000;

/**
 * Runs a process's schema work at start (the event store's tables, the person keys, the read-model
 * migrations) under one session-level advisory lock, held on a connection of its own: processes
 * started at the same moment on an empty database take turns, the first creates, the others wait
 * and find everything done. Concurrent `CREATE TABLE IF NOT EXISTS` is not safe in PostgreSQL on
 * its own (both may pass the check, one fails on `pg_type_typname_nsp_index`). The lock is a
 * session lock so it spans the several transactions of the work; a process killed while holding
 * it drops its connection, and the server frees it. PGlite needs none: one process owns the data
 * directory (the data-directory lock).
 */
export const withStartupLock = async <T>(database: Database, work: () => Promise<T>): Promise<T> => {
  if (database.kind === "pglite") return work();
  const client = new pg.Client({ connectionString: database.pool.options.connectionString, application_name: "workledger-startup" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session frees the lock whether or not the unlock got through.
    await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
};
