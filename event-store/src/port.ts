import type { EventMetadata } from "@workledger/event-schemas";
import type { ChainVerification, VerifyChainOptions } from "./postgres/ledger-chain.ts";

/**
 * A point in the global log. PostgreSQL: commit = transaction id (xid8), prepare = global position.
 * KurrentDB: its own commit/prepare positions. Ordered lexicographically by (commit, prepare).
 */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: Position = { commit: 0n, prepare: 0n };

export const comparePositions = (a: Position, b: Position): number =>
  a.commit !== b.commit ? (a.commit < b.commit ? -1 : 1) : a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;

/** Positions travel through HTTP and checkpoints as "commit/prepare". */
export const formatPosition = (p: Position): string => `${p.commit}/${p.prepare}`;

export const parsePosition = (text: string): Position => {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (match === null) throw new Error(`Not a position: ${text}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
};

/** no_stream: must not exist; exists: must exist; any: no check; a number: the stream's last revision. */
export type ExpectedRevision = "no_stream" | "exists" | "any" | bigint;

export interface NewEvent {
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  readonly streamName: string;
  /** 0-based revision of the event within its stream. */
  readonly revision: bigint;
  readonly position: Position;
  readonly recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextExpectedRevision: bigint;
  /** Global position of the last appended event: what read-your-writes waits for. */
  readonly position: Position;
}

export interface ReadStreamOptions {
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Default: the start. */
  readonly after?: Position;
  readonly maxCount?: number;
}

export interface SubscriptionFilter {
  readonly eventTypes?: readonly string[];
  readonly streamPrefix?: string;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint: delivery resumes after it. Default: the start. */
  readonly after?: Position;
  readonly filter?: SubscriptionFilter;
  /**
   * The connection dropped (a transient error) or the server ended the subscription unasked. The
   * subscription does not end: after `retryInMs` it checks the store answers and resubscribes
   * strictly after the last event it delivered. A consumer shows itself as reconnecting.
   */
  readonly onDropped?: (drop: SubscriptionDrop) => void;
  /** The store answers again after a drop and the subscription reads on. */
  readonly onResumed?: () => void;
}

export interface SubscriptionDrop {
  /** The transient error; undefined when the source ended without one. */
  readonly error: unknown;
  /** Drops in a row (1 for the first); the wait doubles with each. */
  readonly attempt: number;
  readonly retryInMs: number;
}

/**
 * Catch-up then live. Iterate with for-await; close() ends the iteration. A dropped connection or
 * an unasked end resumes after the last delivered event (see `SubscribeOptions.onDropped`); only a
 * real fault ends the iteration with an error.
 */
export interface Subscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
  /**
   * True when the event just delivered was the last one the log held when it was read: the next
   * one has to wait for a new append. A consumer grouping events may hand its group out then
   * instead of waiting for more. Optional: without it a consumer cannot tell, and waits.
   */
  atHead?(): boolean;
}

export interface EventStore {
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  appendToStream(streamName: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeOptions): Subscription;
  /** The position of the newest event a reader of the global log can see now (START when empty). */
  headPosition(): Promise<Position>;
  /**
   * Tamper evidence: recomputes each event's hash, chained to the previous event of its stream, and
   * names the first broken link. Only adapters that keep the chain have it (PostgreSQL/PGlite; not
   * KurrentDB, see the README).
   */
  verifyChain?(options?: VerifyChainOptions): Promise<ChainVerification>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = "WrongExpectedRevisionError";
  readonly code = "wrong_expected_revision";
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** -1n when the stream does not exist. */
    readonly actual: bigint,
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, actual ${actual === -1n ? "no stream" : actual}`);
  }
}

/**
 * Re-sent event ids that only partly match an earlier append cannot be deduplicated safely.
 * Guaranteed within one stream on every adapter; PostgreSQL also refuses an id reused in another
 * stream, KurrentDB cannot see that.
 */
export class IdempotencyConflictError extends Error {
  override readonly name = "IdempotencyConflictError";
  readonly code = "idempotency_conflict";
  constructor(
    readonly streamName: string,
    readonly eventIds: readonly string[],
  ) {
    super(`Stream ${streamName}: events ${eventIds.join(", ")} were appended before, but not as this same batch`);
  }
}
