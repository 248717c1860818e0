import { EventEmitter } from "node:events";
import type pg from "pg";
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  IdempotencyConflictError,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  type SubscribeOptions,
  type SubscriptionFilter,
  WrongExpectedRevisionError,
} from "../port.ts";
import { createPollingSubscription } from "../polling-subscription.ts";
import { createResumingSubscription, type ResubscribeBackoff } from "../resuming-subscription.ts";
import { inTransaction } from "./database.ts";
import { verifyLedgerChain } from "./ledger-chain.ts";
import { ensureEventStoreSchema } from "./schema.ts";

export interface PostgresEventStoreOptions {
  /** How often a live subscription looks for events appended by other processes. */
  readonly pollIntervalMs?: number;
  /** How many times an append that lost a race on a new stream or an event id is retried. */
  readonly maxRaceRetries?: number;
  /** How long a subscription waits before resubscribing after a dropped connection. */
  readonly resubscribeBackoff?: ResubscribeBackoff;
}

interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: NewEvent["metadata"];
  recorded_at: Date;
}

/**
 * The selected transaction_id is text (it travels as a decimal string), under the column's own name:
 * an ORDER BY must therefore name `wl_events.transaction_id`, or PostgreSQL sorts the text alias
 * (109 before 18) and the global log goes out of order once transaction ids cross a digit boundary.
 */
const COLUMNS =
  "global_position, transaction_id::text AS transaction_id, event_id, stream_name, stream_revision, type, schema_version, data, metadata, recorded_at";

/**
 * Most events one INSERT writes. A bigger append is written in several statements within its one
 * transaction (still all or nothing): on the embedded PGlite a statement runs on the event loop's
 * thread, and 100 events with their hash chain are about the most one may take there at once.
 */
export const APPEND_SLICE = 100;

/** Events per read of a subscription. */
const PAGE = 500;

/** Only transactions older than every running one: a late commit can never land behind a reader. */
const VISIBLE = "transaction_id < pg_snapshot_xmin(pg_current_snapshot())";

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  streamName: row.stream_name,
  revision: BigInt(row.stream_revision),
  position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  recordedAt: row.recorded_at,
});

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";

const checkExpected = (streamName: string, expected: ExpectedRevision, actual: bigint): void => {
  const ok =
    expected === "any" ||
    (expected === "no_stream" && actual === -1n) ||
    (expected === "exists" && actual >= 0n) ||
    (typeof expected === "bigint" && expected === actual);
  if (!ok) throw new WrongExpectedRevisionError(streamName, expected, actual);
};

const filterSql = (filter: SubscriptionFilter | undefined, params: unknown[]): string => {
  let sql = "";
  if (filter?.eventTypes !== undefined) {
    params.push(filter.eventTypes);
    sql += ` AND type = ANY($${params.length}::text[])`;
  }
  if (filter?.streamPrefix !== undefined) {
    params.push(filter.streamPrefix.replace(/[\\%_]/g, "\\$&") + "%");
    sql += ` AND stream_name LIKE $${params.length}`;
  }
  return sql;
};

export const createPostgresEventStore = async (
  pool: pg.Pool,
  options: PostgresEventStoreOptions = {},
): Promise<EventStore> => {
  await ensureEventStoreSchema(pool);
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  const maxRaceRetries = options.maxRaceRetries ?? 5;
  // Wakes live subscriptions of this process at once; other processes' appends are found by polling.
  const appended = new EventEmitter();
  appended.setMaxListeners(0);
  /** Appends this process has made (names the prepared append statements; keys shared reads). */
  let appends = 0;

  /** Re-sent ids: the same batch again answers as the first time; a partial match is refused. */
  const findPriorAppend = async (
    client: pg.PoolClient,
    streamName: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> => {
    const ids = events.map((e) => e.id);
    const { rows } = await client.query<EventRow>(
      `SELECT ${COLUMNS} FROM wl_events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
      [ids],
    );
    if (rows.length === 0) return undefined;
    const sameBatch =
      rows.length === ids.length &&
      rows.every((row, i) => row.event_id === ids[i] && row.stream_name === streamName) &&
      rows.every((row, i) => i === 0 || BigInt(row.stream_revision) === BigInt(rows[i - 1]!.stream_revision) + 1n);
    if (!sameBatch) throw new IdempotencyConflictError(streamName, rows.map((r) => r.event_id));
    const last = toRecorded(rows[rows.length - 1]!);
    return { nextExpectedRevision: last.revision, position: last.position };
  };

  const appendOnce = (streamName: string, events: readonly NewEvent[], expected: ExpectedRevision) =>
    inTransaction(pool, async (client): Promise<AppendResult> => {
      const current = await client.query<{ revision: string }>(
        "SELECT revision FROM wl_streams WHERE stream_name = $1 FOR UPDATE",
        [streamName],
      );
      const prior = await findPriorAppend(client, streamName, events);
      if (prior !== undefined) return prior;
      const actual = current.rows[0] === undefined ? -1n : BigInt(current.rows[0].revision);
      // The expected revision is checked before any sequence number is taken.
      checkExpected(streamName, expected, actual);
      const last = actual + BigInt(events.length);
      if (actual === -1n) {
        await client.query("INSERT INTO wl_streams (stream_name, revision) VALUES ($1, $2)", [streamName, String(last)]);
      } else {
        await client.query("UPDATE wl_streams SET revision = $2 WHERE stream_name = $1", [streamName, String(last)]);
      }
      // In slices of at most APPEND_SLICE events, one statement each, all in this transaction: the
      // append stays all or nothing while no single statement holds an embedded database's thread long.
      let lastRow: { global_position: string; transaction_id: string } | undefined;
      for (let from = 0; from < events.length; from += APPEND_SLICE) {
        const slice = events.slice(from, from + APPEND_SLICE);
        const params: unknown[] = [];
        const values = slice.map((event, i) => {
          params.push(
            event.id,
            streamName,
            String(actual + 1n + BigInt(from + i)),
            event.type,
            event.schemaVersion,
            JSON.stringify(event.data ?? null),
            JSON.stringify(event.metadata),
          );
          const b = i * 7;
          return `($${b + 1}::uuid, $${b + 2}, $${b + 3}::bigint, $${b + 4}, $${b + 5}::int, $${b + 6}::jsonb, $${b + 7}::jsonb)`;
        });
        const inserted = await client.query<{ global_position: string; transaction_id: string }>(
          `INSERT INTO wl_events (event_id, stream_name, stream_revision, type, schema_version, data, metadata)
           VALUES ${values.join(", ")}
           RETURNING global_position, transaction_id::text AS transaction_id`,
          params,
        );
        lastRow = inserted.rows[inserted.rows.length - 1]!;
      }
      return {
        nextExpectedRevision: last,
        position: { commit: BigInt(lastRow!.transaction_id), prepare: BigInt(lastRow!.global_position) },
      };
    });

  /**
   * A named (prepared) statement saves planning on every append, but PostgreSQL keeps its generic
   * plan for the connection's life and PGlite never re-plans (no autovacuum ANALYZE to invalidate
   * it). Planned on a near-empty table, the idempotency probe becomes a sequential scan of
   * wl_events, and appends slow down as the log grows (PGlite, 100-event appends: 16,500 ->
   * 5,400 events/s over the first 18,000 events). So the first 1,000 appends of a process are
   * planned one by one, and the name changes with each power of ten of this process's appends
   * (at least as many events are in the table then), so the plan is remade as the log grows.
   */
  const preparedName = (shape: string): { name?: string } => (appends < 1000 ? {} : { name: `${shape}_e${Math.floor(Math.log10(appends))}` });

  /**
   * The common case in one statement (one round trip, its own transaction): when none of the ids is
   * recorded yet and the stream is where the caller expects it, move the stream row and insert the
   * events. The stream statement locks the stream row and checks the expected revision against its
   * latest committed version (READ COMMITTED waits for a concurrent writer, then re-checks), before
   * any sequence number is taken: the events are selected from the stream statement's row, so no
   * row means nothing written. Undefined means "not the common case" (a re-sent batch, a wrong
   * expected revision, a lost race): the full transaction then decides and explains.
   */
  const appendFast = async (streamName: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult | undefined> => {
    const n = String(events.length);
    const unseen = "NOT EXISTS (SELECT 1 FROM prior)";
    const moveStream =
      expected === "no_stream"
        ? `INSERT INTO wl_streams (stream_name, revision) SELECT $1, $7::bigint - 1 WHERE ${unseen}
           ON CONFLICT (stream_name) DO NOTHING RETURNING revision`
        : expected === "any"
          ? `INSERT INTO wl_streams AS s (stream_name, revision) SELECT $1, $7::bigint - 1 WHERE ${unseen}
             ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + $7::bigint RETURNING s.revision`
          : `UPDATE wl_streams SET revision = revision + $7::bigint
             WHERE stream_name = $1 AND ${unseen}${expected === "exists" ? "" : " AND revision = $8::bigint"} RETURNING revision`;
    const params: unknown[] = [
      streamName,
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => e.schemaVersion),
      events.map((e) => JSON.stringify(e.data ?? null)),
      events.map((e) => JSON.stringify(e.metadata)),
      n,
    ];
    if (typeof expected === "bigint") params.push(String(expected));
    const { rows } = await pool.query<{ global_position: string | null; transaction_id: string | null; revision: string | null }>({
      ...preparedName(`wl_append_${typeof expected === "bigint" ? "revision" : expected}`),
      text: `WITH prior AS (
         SELECT 1 FROM wl_events WHERE event_id = ANY($2::uuid[]) LIMIT 1
       ), stream AS (
         ${moveStream}
       ), inserted AS (
         INSERT INTO wl_events (event_id, stream_name, stream_revision, type, schema_version, data, metadata)
         SELECT e.id, $1, stream.revision - $7::bigint + e.ord, e.type, e.schema_version, e.data, e.metadata
         FROM stream
         CROSS JOIN unnest($2::uuid[], $3::text[], $4::int[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY
           AS e(id, type, schema_version, data, metadata, ord)
         ORDER BY e.ord
         RETURNING global_position, transaction_id
       )
       SELECT max(global_position)::text AS global_position, max(transaction_id::text) AS transaction_id,
              (SELECT revision FROM stream)::text AS revision
       FROM inserted`,
      values: params,
    });
    const row = rows[0];
    if (row === undefined || row.global_position === null || row.transaction_id === null || row.revision === null) return undefined;
    return { nextExpectedRevision: BigInt(row.revision), position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) } };
  };

  const appendToStream: EventStore["appendToStream"] = async (streamName, events, expected) => {
    if (events.length === 0) throw new Error("appendToStream needs at least one event");
    for (let attempt = 0; ; attempt++) {
      try {
        // The one-statement path takes one slice; more go through the transaction, slice by slice.
        const fast = attempt === 0 && events.length <= APPEND_SLICE ? await appendFast(streamName, events, expected) : undefined;
        const result = fast ?? (await appendOnce(streamName, events, expected));
        appends++;
        appended.emit("appended");
        return result;
      } catch (error) {
        // A concurrent first append of the stream, or of the same event ids, committed first:
        // run again so the expected revision or idempotency check sees it.
        if (isUniqueViolation(error) && attempt < maxRaceRetries) continue;
        throw error;
      }
    }
  };

  const readStream = async (streamName: string, opts: ReadStreamOptions = {}): Promise<RecordedEvent[]> => {
    const { rows } = await pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM wl_events
       WHERE stream_name = $1 AND stream_revision >= $2
       ORDER BY stream_revision LIMIT $3`,
      [streamName, String(opts.fromRevision ?? 0n), opts.maxCount ?? null],
    );
    return rows.map(toRecorded);
  };

  /**
   * Reads of the same page that are in flight at once share one query: every projection of a
   * process is woken by the same append and asks for the same page from the same checkpoint. A
   * read joins only one that began after the latest append of this process, so it never misses
   * what woke it.
   */
  const inFlight = new Map<string, Promise<RecordedEvent[]>>();
  const readAllShared = (after: Position, maxCount: number, filter?: SubscriptionFilter): Promise<RecordedEvent[]> => {
    const key = `${appends}/${after.commit}/${after.prepare}/${maxCount}/${JSON.stringify(filter ?? null)}`;
    const running = inFlight.get(key);
    if (running !== undefined) return running;
    // Kept to the end of this turn of the event loop: on PGlite a read can finish before the next
    // subscriber's timer of the same tick fires.
    const read = readAllFiltered(after, maxCount, filter).finally(() => setImmediate(() => inFlight.delete(key)));
    inFlight.set(key, read);
    return read;
  };

  const readAllFiltered = async (after: Position, maxCount: number, filter?: SubscriptionFilter) => {
    const params: unknown[] = [String(after.commit), String(after.prepare), maxCount];
    const { rows } = await pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM wl_events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND ${VISIBLE}${filterSql(filter, params)}
       ORDER BY wl_events.transaction_id, wl_events.global_position LIMIT $3`,
      params,
    );
    return rows.map(toRecorded);
  };

  const readAll = (opts: ReadAllOptions = {}) => readAllFiltered(opts.after ?? START, opts.maxCount ?? 1000);

  let closed = false;
  const subscribeToAll = (opts: SubscribeOptions = {}) =>
    createResumingSubscription({
      after: opts.after,
      open: (after) =>
        createPollingSubscription({ after, readBatch: (from) => readAllShared(from, PAGE, opts.filter), pageSize: PAGE, pollIntervalMs, wakeUps: appended }),
      probe: () => headPosition(),
      storeClosed: () => closed,
      backoff: options.resubscribeBackoff,
      onDropped: opts.onDropped,
      onResumed: opts.onResumed,
    });

  const headPosition = async (): Promise<Position> => {
    const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM wl_events WHERE ${VISIBLE}
       ORDER BY wl_events.transaction_id DESC, wl_events.global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row === undefined ? START : { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) };
  };

  return {
    readStream,
    appendToStream,
    readAll,
    subscribeToAll,
    headPosition,
    verifyChain: (opts) => verifyLedgerChain(pool, opts),
    close: async () => {
      closed = true;
      appended.emit("closed");
    },
  };
};
