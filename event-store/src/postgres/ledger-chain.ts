import { createHash } from "node:crypto";
import type { Queryable } from "./database.ts";

/** The "previous hash" of a stream's first event. */
export const CHAIN_GENESIS = "0".repeat(64);

/** The stored bytes of one event, as the chain hashes them (data and metadata as PostgreSQL prints the stored jsonb). */
export interface ChainedEventBytes {
  readonly streamName: string;
  readonly revision: bigint;
  readonly eventId: string;
  readonly type: string;
  readonly schemaVersion: number;
  /** recorded_at as whole microseconds since the epoch. */
  readonly recordedAtMicros: bigint;
  readonly dataText: string;
  readonly metadataText: string;
}

/**
 * The text the SQL function `wl_chain_hash` hashes, built here independently of it: a JSON array in
 * PostgreSQL's own text layout (", " between items). JSON.stringify escapes a string exactly as
 * PostgreSQL's to_json does for any text PostgreSQL can store.
 */
export const chainInput = (prev: string, e: ChainedEventBytes): string =>
  `[${JSON.stringify(prev)}, ${JSON.stringify(e.streamName)}, ${e.revision}, ${JSON.stringify(e.eventId)}, ${JSON.stringify(e.type)}, ${e.schemaVersion}, ${e.recordedAtMicros}, ${e.dataText}, ${e.metadataText}]`;

export const chainHash = (prev: string, e: ChainedEventBytes): string => createHash("sha256").update(chainInput(prev, e), "utf8").digest("hex");

export type ChainBreakReason =
  /** The stored hash is not the hash of the stored bytes and the previous event's hash: a changed row (or a changed predecessor). */
  | "hash_mismatch"
  /** A revision is missing inside the stream: a deleted event. */
  | "missing_revision"
  /** The stream's head (wl_streams.revision) is not its last event: events deleted at the end, or a stream row changed. */
  | "stream_head_mismatch"
  /** The event has no hash at all: written around the trigger, or the hash was wiped. */
  | "missing_hash";

export interface ChainBreak {
  readonly streamName: string;
  /** The revision where the chain first fails (for stream_head_mismatch: the head the stream row claims). */
  readonly revision: string;
  readonly eventId: string | null;
  readonly globalPosition: string | null;
  readonly reason: ChainBreakReason;
  readonly expectedHash: string | null;
  readonly storedHash: string | null;
}

export interface ChainVerification {
  readonly ok: boolean;
  readonly eventsChecked: number;
  readonly streamsChecked: number;
  /** The first broken link in (stream name, revision) order; verification stops there. */
  readonly firstBreak: ChainBreak | null;
  /** SHA-256 over every stream's name and last hash, in stream order: publish it to anchor the ledger (see the README). */
  readonly headsDigest: string | null;
}

export interface VerifyChainOptions {
  /** Only this stream; default the whole ledger. */
  readonly streamName?: string;
  /** Rows per read. */
  readonly pageSize?: number;
}

interface ChainRow {
  global_position: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  type: string;
  schema_version: number;
  recorded_micros: string;
  data_text: string;
  metadata_text: string;
  chain_hash: string | null;
  head: string | null;
}

/**
 * Recomputes every hash from the stored bytes, stream by stream in revision order (keyset pages over
 * the (stream_name, stream_revision) index), and names the first broken link.
 */
export const verifyLedgerChain = async (db: Queryable, options: VerifyChainOptions = {}): Promise<ChainVerification> => {
  const pageSize = Math.max(1, Math.min(options.pageSize ?? 5000, 50_000));
  let after: [string, string] | null = null;
  let events = 0;
  let streams = 0;
  let current: { name: string; revision: bigint; hash: string; head: string | null } | null = null;
  const heads = createHash("sha256");
  const broken = (b: ChainBreak): ChainVerification => ({ ok: false, eventsChecked: events, streamsChecked: streams, firstBreak: b, headsDigest: null });
  const closeStream = (): ChainBreak | null => {
    if (current === null) return null;
    heads.update(`${JSON.stringify(current.name)} ${current.hash}\n`);
    if (current.head === null || BigInt(current.head) !== current.revision) {
      return { streamName: current.name, revision: current.head ?? "none", eventId: null, globalPosition: null, reason: "stream_head_mismatch", expectedHash: null, storedHash: null };
    }
    return null;
  };
  for (;;) {
    const params: unknown[] = [pageSize];
    let where = "";
    if (options.streamName !== undefined) {
      params.push(options.streamName);
      where += ` AND e.stream_name = $${params.length}`;
    }
    if (after !== null) {
      params.push(after[0], after[1]);
      where += ` AND (e.stream_name, e.stream_revision) > ($${params.length - 1}, $${params.length}::bigint)`;
    }
    const { rows } = await db.query<ChainRow>(
      `SELECT e.global_position::text AS global_position, e.stream_name, e.stream_revision::text AS stream_revision, e.event_id::text AS event_id,
              e.type, e.schema_version, ((extract(epoch FROM e.recorded_at) * 1000000)::bigint)::text AS recorded_micros,
              e.data::text AS data_text, e.metadata::text AS metadata_text, e.chain_hash, s.revision::text AS head
       FROM wl_events e LEFT JOIN wl_streams s ON s.stream_name = e.stream_name
       WHERE true${where}
       ORDER BY e.stream_name, e.stream_revision LIMIT $1`,
      params,
    );
    for (const row of rows) {
      const revision = BigInt(row.stream_revision);
      if (current === null || current.name !== row.stream_name) {
        const headBreak = closeStream();
        if (headBreak !== null) return broken(headBreak);
        streams++;
        current = { name: row.stream_name, revision: -1n, hash: CHAIN_GENESIS, head: row.head };
      }
      const at = { streamName: row.stream_name, revision: row.stream_revision, eventId: row.event_id, globalPosition: row.global_position };
      if (revision !== current.revision + 1n) {
        return broken({ ...at, revision: String(current.revision + 1n), reason: "missing_revision", expectedHash: null, storedHash: null });
      }
      const expected = chainHash(current.hash, {
        streamName: row.stream_name,
        revision,
        eventId: row.event_id,
        type: row.type,
        schemaVersion: row.schema_version,
        recordedAtMicros: BigInt(row.recorded_micros),
        dataText: row.data_text,
        metadataText: row.metadata_text,
      });
      if (row.chain_hash === null) return broken({ ...at, reason: "missing_hash", expectedHash: expected, storedHash: null });
      if (row.chain_hash !== expected) return broken({ ...at, reason: "hash_mismatch", expectedHash: expected, storedHash: row.chain_hash });
      current.revision = revision;
      current.hash = expected;
      events++;
    }
    if (rows.length < pageSize) break;
    const last = rows[rows.length - 1]!;
    after = [last.stream_name, last.stream_revision];
  }
  const headBreak = closeStream();
  if (headBreak !== null) return broken(headBreak);
  return { ok: true, eventsChecked: events, streamsChecked: streams, firstBreak: null, headsDigest: streams === 0 ? null : heads.digest("hex") };
};
