import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { Database } from "./database.ts";

/**
 * Kysely over a pool someone else owns (the event-store's `Database`). Close that owner, not the
 * Kysely instance: `db.destroy()` would end the shared pool underneath it.
 */
export const createKysely = (pool: pg.Pool): Kysely<Database> =>
  new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
