import {
  ANY,
  BACKWARDS,
  END,
  KurrentDBClient,
  NO_STREAM,
  START as KURRENT_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AppendStreamState,
} from "@kurrent/kurrentdb-client";
import {
  IdempotencyConflictError,
  START,
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from "../port.ts";
import { isSystemEvent, toEventData, toRecordedEvent } from "./kurrentdb-event-mapping.ts";
import { serverFilter, toSubscription } from "./kurrentdb-subscription.ts";
import { createResumingSubscription, type ResubscribeBackoff } from "../resuming-subscription.ts";

/** The calls of the client this adapter makes: a test hands in a stand-in with the same shape. */
export type KurrentDbClientCalls = Pick<KurrentDBClient, "appendToStream" | "readStream" | "readAll" | "subscribeToAll" | "dispose">;

export type KurrentDbEventStoreConfig = (
  | {
      /** e.g. "kurrentdb://localhost:2113?tls=false" (EVENTSTORE_URL). */
      readonly connectionString: string;
    }
  | { readonly client: KurrentDbClientCalls }
) & {
  /** How long a subscription waits before resubscribing after the server went away. */
  readonly resubscribeBackoff?: ResubscribeBackoff;
};

/** Our expected revision in KurrentDB's terms. */
export const toStreamState = (expected: ExpectedRevision): AppendStreamState =>
  expected === "no_stream" ? NO_STREAM : expected === "exists" ? STREAM_EXISTS : expected === "any" ? ANY : expected;

/** KurrentDB's actual stream state in a refused append, as our revision (-1n: no stream). */
export const actualRevisionOf = (error: WrongExpectedVersionError): bigint => (typeof error.actualState === "bigint" ? error.actualState : -1n);

const isStart = (position: Position): boolean => comparePositions(position, START) === 0;

/**
 * The event store on KurrentDB (or EventStoreDB 23+). KurrentDB's own revisions, positions and
 * event-id idempotency do the work; this adapter translates. Creating it does not connect: the
 * client connects on first use, so the module loads without a server.
 *
 * Idempotent append, and its limits:
 * - KurrentDB itself answers a re-sent batch as a success without writing it again when the
 *   expected revision is `no_stream` or a number and the events after that revision carry the
 *   same ids. With `any` or `exists` it only recognises ids in a bounded in-memory cache of recent
 *   writes (lost on restart), so an old batch re-sent with `any` can be written twice.
 * - When KurrentDB refuses the append with a wrong expected version, this adapter reads the
 *   stream (streams are short-lived, so this stays cheap) and answers the earlier append if the
 *   same batch is already there, or throws IdempotencyConflictError if only part of it is.
 * - Ids are unique per stream only: KurrentDB accepts the same event id in two streams, which the
 *   PostgreSQL adapter refuses.
 */
export const createKurrentDbEventStore = (config: KurrentDbEventStoreConfig): EventStore => {
  const client: KurrentDbClientCalls = "client" in config ? config.client : KurrentDBClient.connectionString(config.connectionString);
  let closed = false;

  const readStream = async (streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> => {
    if (options.maxCount === 0) return [];
    const events: RecordedEvent[] = [];
    try {
      const reading = client.readStream(streamName, {
        fromRevision: options.fromRevision ?? KURRENT_START,
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of reading) events.push(toRecordedEvent(resolved));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  };

  /** The $all position of one event of a stream. */
  const positionOf = async (streamName: string, revision: bigint): Promise<Position> => {
    const [event] = await readStream(streamName, { fromRevision: revision, maxCount: 1 });
    if (event === undefined) throw new Error(`Stream ${streamName} has no revision ${revision}`);
    return event.position;
  };

  const findPriorAppend = async (streamName: string, events: readonly NewEvent[]): Promise<AppendResult | undefined> => {
    const ids = events.map((e) => e.id);
    const found = (await readStream(streamName)).filter((e) => ids.includes(e.id));
    if (found.length === 0) return undefined;
    const sameBatch =
      found.length === ids.length &&
      found.every((e, i) => e.id === ids[i] && (i === 0 || e.revision === found[i - 1]!.revision + 1n));
    if (!sameBatch) throw new IdempotencyConflictError(streamName, found.map((e) => e.id));
    const last = found[found.length - 1]!;
    return { nextExpectedRevision: last.revision, position: last.position };
  };

  const refused = async (
    streamName: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    actual: bigint,
  ): Promise<AppendResult> => {
    const prior = await findPriorAppend(streamName, events);
    if (prior !== undefined) return prior;
    throw new WrongExpectedRevisionError(streamName, expected, actual);
  };

  const appendToStream = async (
    streamName: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> => {
    if (events.length === 0) throw new Error("appendToStream needs at least one event");
    let result;
    try {
      result = await client.appendToStream(streamName, events.map(toEventData), { streamState: toStreamState(expected) });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      return refused(streamName, events, expected, actualRevisionOf(error));
    }
    // Only when the connection string sets throwOnAppendFailure=false.
    if (!result.success) return refused(streamName, events, expected, result.nextExpectedRevision);
    // The append answer's position is the write's, not reliably the last event's (and absent when
    // the batch was a re-send), so the last event is read back for the position readers will see.
    return {
      nextExpectedRevision: result.nextExpectedRevision,
      position: await positionOf(streamName, result.nextExpectedRevision),
    };
  };

  const readAll = async (options: ReadAllOptions = {}): Promise<RecordedEvent[]> => {
    const maxCount = options.maxCount ?? 1000;
    if (maxCount <= 0) return [];
    const after = options.after ?? START;
    // KurrentDB reads from a position inclusively; ours is exclusive, so one more is asked for.
    const exclusive = !isStart(after);
    const reading = client.readAll({
      fromPosition: exclusive ? after : KURRENT_START,
      maxCount: maxCount + (exclusive ? 1 : 0),
      filter: excludeSystemEvents(),
    });
    const events: RecordedEvent[] = [];
    for await (const resolved of reading) {
      if (isSystemEvent(resolved)) continue;
      const event = toRecordedEvent(resolved);
      if (exclusive && comparePositions(event.position, after) <= 0) continue;
      events.push(event);
      if (events.length >= maxCount) break;
    }
    return events;
  };

  /** Resumes after the last delivered event when the server goes away (UnavailableError) or ends the stream. */
  const subscribeToAll = (options: SubscribeOptions = {}) =>
    createResumingSubscription({
      after: options.after,
      open: (from) => {
        const after = isStart(from) ? undefined : from;
        const source = client.subscribeToAll({ fromPosition: after ?? KURRENT_START, filter: serverFilter(options.filter) });
        return toSubscription(source, after, options.filter);
      },
      probe: () => headPosition(),
      storeClosed: () => closed,
      backoff: config.resubscribeBackoff,
      onDropped: options.onDropped,
      onResumed: options.onResumed,
    });

  const headPosition = async (): Promise<Position> => {
    const reading = client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 64, filter: excludeSystemEvents() });
    for await (const resolved of reading) {
      if (!isSystemEvent(resolved)) return toRecordedEvent(resolved).position;
    }
    return START;
  };

  return {
    readStream,
    appendToStream,
    readAll,
    subscribeToAll,
    headPosition,
    close: async () => {
      closed = true;
      await client.dispose();
    },
  };
};
