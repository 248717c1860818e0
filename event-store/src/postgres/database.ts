import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import pg from "pg";
import { YieldingPGlite } from "./yielding-pglite.ts";

export type DatabaseConfig =
  | { readonly kind: "pglite"; readonly dataDir: string }
  | { readonly kind: "postgres"; readonly url: string; readonly maxConnections?: number };

/** One pg.Pool for both engines, so the same SQL and the same code path serve PGlite and a server. */
export interface Database {
  readonly kind: DatabaseConfig["kind"];
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

export const openDatabase = async (config: DatabaseConfig): Promise<Database> => {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: config.maxConnections ?? 10 });
    // A client losing its server, idle or checked out, must not crash the process with an
    // unhandled "error" event; the query in flight (or the next one) reports the failure.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => client.on("error", () => undefined));
    return { kind: "postgres", pool, close: () => pool.end() };
  }
  // Lets the event loop turn between queries: one long chain of them no longer stalls every request.
  const pglite = new YieldingPGlite(config.dataDir);
  await pglite.waitReady;
  // PGlite is one connection: the pool is size 1, so a transaction holds the whole database.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig);
  let closed = false;
  return {
    kind: "pglite",
    pool,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
      await pglite.close();
    },
  };
};

export type Queryable = Pick<pg.Pool, "query"> | pg.PoolClient;

/** Runs fn in one transaction on one client; rolls back on any error. */
export const inTransaction = async <T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
