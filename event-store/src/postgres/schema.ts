import type pg from "pg";
import { inTransaction } from "./database.ts";
import { CHAIN_GENESIS } from "./ledger-chain.ts";

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

/**
 * The tamper-evidence chain (see `ledger-chain.ts` and the README): every event's `chain_hash` is
 * SHA-256 over the previous event's hash in its stream and the event's stored bytes. Computed by a
 * BEFORE INSERT trigger, so both append paths (and anything else that inserts) chain alike, and a
 * batch of one statement chains row by row (a VOLATILE row trigger sees the rows inserted before it
 * in the same statement). The input is the JSON array text
 * `[prev, stream_name, stream_revision, event_id, type, schema_version, recorded_at_microseconds, data, metadata]`
 * with data and metadata as PostgreSQL prints the stored jsonb; `chainInput` builds the same text.
 */
const chainStatements = [
  `ALTER TABLE wl_events ADD COLUMN IF NOT EXISTS chain_hash text`,
  `CREATE OR REPLACE FUNCTION wl_chain_hash(prev text, stream_name text, stream_revision bigint, event_id uuid, type text,
     schema_version integer, recorded_at timestamptz, data jsonb, metadata jsonb) RETURNS text
   LANGUAGE sql IMMUTABLE AS $fn$
     SELECT encode(sha256(convert_to(
       '[' || to_json(prev)::text || ', ' || to_json(stream_name)::text || ', ' || stream_revision::text || ', '
           || to_json(event_id::text)::text || ', ' || to_json(type)::text || ', ' || schema_version::text || ', '
           || ((extract(epoch FROM recorded_at) * 1000000)::bigint)::text || ', ' || data::text || ', ' || metadata::text || ']',
       'UTF8')), 'hex')
   $fn$`,
  `CREATE OR REPLACE FUNCTION wl_events_chain() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $fn$
   DECLARE prev text;
   BEGIN
     IF NEW.stream_revision = 0 THEN
       prev := '${CHAIN_GENESIS}';
     ELSE
       SELECT chain_hash INTO prev FROM wl_events WHERE stream_name = NEW.stream_name AND stream_revision = NEW.stream_revision - 1;
       prev := coalesce(prev, 'missing');
     END IF;
     NEW.chain_hash := wl_chain_hash(prev, NEW.stream_name, NEW.stream_revision, NEW.event_id, NEW.type, NEW.schema_version,
                                     NEW.recorded_at, NEW.data, NEW.metadata);
     RETURN NEW;
   END
   $fn$`,
  `CREATE OR REPLACE TRIGGER wl_events_chain BEFORE INSERT ON wl_events FOR EACH ROW EXECUTE FUNCTION wl_events_chain()`,
  // Events recorded before the chain existed are chained once, stream by stream in revision order.
  `DO $fn$
   DECLARE r record; prev text; last_stream text := NULL;
   BEGIN
     FOR r IN SELECT global_position, stream_name, stream_revision, event_id, type, schema_version, recorded_at, data, metadata
              FROM wl_events
              WHERE stream_name IN (SELECT DISTINCT stream_name FROM wl_events WHERE chain_hash IS NULL)
              ORDER BY stream_name, stream_revision
     LOOP
       IF last_stream IS DISTINCT FROM r.stream_name THEN prev := '${CHAIN_GENESIS}'; last_stream := r.stream_name; END IF;
       prev := wl_chain_hash(prev, r.stream_name, r.stream_revision, r.event_id, r.type, r.schema_version, r.recorded_at, r.data, r.metadata);
       UPDATE wl_events SET chain_hash = prev WHERE global_position = r.global_position;
     END LOOP;
   END
   $fn$`,
];

export const ensureEventStoreSchema = (pool: pg.Pool): Promise<void> =>
  inTransaction(pool, async (client) => {
    // Several processes may start at once; one creates, the others wait and find it done.
    await client.query("SELECT pg_advisory_xact_lock(7707001)");
    for (const sql of statements) await client.query(sql);
    const { rows } = await client.query<{ chained: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'wl_events_chain' AND tgrelid = 'wl_events'::regclass) AS chained`,
    );
    if (rows[0]?.chained !== true) for (const sql of chainStatements) await client.query(sql);
  });
