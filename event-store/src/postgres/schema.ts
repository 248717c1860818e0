import type pg from "pg";
import { inTransaction } from "./database.ts";

/**
 * transaction_id records the writing transaction (xid8). Readers of the global log only take events
 * whose transaction is older than every transaction still running (snapshot xmin), ordered by
 * (transaction_id, global_position): a transaction that took a lower sequence number but commits
 * late can then never be skipped by a reader that already moved past a higher number.
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS wl_streams (
     stream_name text PRIMARY KEY,
     revision bigint NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS wl_events (
     global_position bigserial PRIMARY KEY,
     transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
     event_id uuid NOT NULL UNIQUE,
     stream_name text NOT NULL,
     stream_revision bigint NOT NULL,
     type text NOT NULL,
     schema_version integer NOT NULL,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL,
     recorded_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (stream_name, stream_revision)
   )`,
  `CREATE INDEX IF NOT EXISTS wl_events_log_order ON wl_events (transaction_id, global_position)`,
  `CREATE INDEX IF NOT EXISTS wl_events_type ON wl_events (type)`,
];

export const ensureEventStoreSchema = (pool: pg.Pool): Promise<void> =>
  inTransaction(pool, async (client) => {
    // Several processes may start at once; one creates, the others wait and find it done.
    await client.query("SELECT pg_advisory_xact_lock(7707001)");
    for (const sql of statements) await client.query(sql);
  });
