import {
  comparePositions,
  formatPosition,
  isTransientError,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
  type SubscriptionDrop,
} from "@workledger/event-store";
import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import { ensureCheckpoint, readCheckpoint } from "./checkpoints.queries.ts";
import { batches } from "./batches.ts";
import { consoleLogger, type Projection, type ProjectionLogger } from "./projection.ts";
import { describeParking, hasParkedEvents, parkedStreamsAmong, parkEvents, waitsBehind, type Parking } from "./parked-events.queries.ts";

export interface RunProjectionDeps {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
}

export interface RunProjectionOptions {
  /** Most events applied in one transaction. */
  readonly batchSize?: number;
  /** How long a started batch waits for more events before it commits (bounds read-your-writes latency). */
  readonly maxBatchDelayMs?: number;
  /** Stop (and resolve `done`) once caught up with the log head as of the start: rebuild scripts. */
  readonly stopWhenCaughtUp?: boolean;
  readonly logger?: ProjectionLogger;
  /** Called after each committed batch (progress output, metrics). */
  readonly onBatchCommitted?: (progress: BatchProgress) => void;
}

export interface BatchProgress {
  readonly projection: string;
  readonly position: Position;
  readonly batchEvents: number;
  /** Events this run has moved past, ignored types included. */
  readonly runEvents: number;
  readonly head: Position;
}

export interface RunningProjection {
  readonly name: string;
  /** Resolves once everything in the log at start time is applied; rejects if the projection fails first. */
  readonly caughtUp: Promise<void>;
  /**
   * Resolves when stopped; rejects with the cause when the projection failed: another runner moved
   * its checkpoint, the projection itself is broken (a missing table), or the log could not be
   * read. An event it cannot apply does not fail it: that event is parked.
   */
  readonly done: Promise<void>;
  /** Finishes the batch in flight, then stops. */
  stop(): Promise<void>;
}

export class ProjectionFailedError extends Error {
  override readonly name = "ProjectionFailedError";
  readonly code = "projection_failed";
  constructor(
    readonly projection: string,
    /** The event whose apply threw; null when the failure was not an event's (e.g. the store went away). */
    readonly failedEventId: string | null,
    options: { readonly cause: unknown },
  ) {
    super(`Projection ${projection} failed${failedEventId === null ? "" : ` at event ${failedEventId}`}: ${errorText(options.cause)}`, options);
  }
}

/** Another runner moved this checkpoint: two active consumers of one projection would apply events twice. */
export class CheckpointMovedError extends Error {
  override readonly name = "CheckpointMovedError";
  readonly code = "checkpoint_moved";
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

class EventApplyError extends Error {
  constructor(
    readonly event: RecordedEvent,
    cause: unknown,
  ) {
    super(errorText(cause), { cause });
  }
}

/** A projection's `applyBatch` threw (not transiently): the batch is replayed event by event. */
class BatchApplyError extends Error {
  constructor(cause: unknown) {
    super(errorText(cause), { cause });
  }
}

/** The subscription ended although nobody stopped it: like a dropped connection, back off and resubscribe. */
class SubscriptionEndedError extends Error {
  override readonly name = "SubscriptionEndedError";
}

/** Worth another try from the checkpoint after a backoff. */
const isRetryable = (e: unknown): boolean => isTransientError(e) || e instanceof SubscriptionEndedError;

/**
 * SQL states that say the projection itself is broken, not the event: a missing table or column,
 * a syntax error, a missing schema or privilege (classes 42 and 3F). Every event would fail the
 * same way, so parking them would only empty the read model into the dead-letter table: the
 * projection fails loudly instead, as before.
 */
export const isProjectionDefect = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; typeof e === "object" && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(42|3F)[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
};

/** An apply error that parks its event: neither transient (retry the batch) nor a defect of the projection (fail). */
const isPoison = (e: unknown): e is EventApplyError => e instanceof EventApplyError && !isTransientError(e.cause) && !isProjectionDefect(e.cause);

/**
 * Runs one projection from its checkpoint: catch up, then follow the log live. Every event moves
 * the checkpoint (ignored types too, or read-your-writes on them would wait forever); each batch's
 * rows and checkpoint commit together, so a crash anywhere replays exactly the uncommitted batch.
 * An event `apply` cannot take is parked with the later events of its stream (in the same commit),
 * and every other stream goes on.
 */
export const startProjection = async (
  deps: RunProjectionDeps,
  projection: Projection,
  options: RunProjectionOptions = {},
): Promise<RunningProjection> => {
  const { db, store } = deps;
  const batchSize = options.batchSize ?? 200;
  const maxBatchDelayMs = options.maxBatchDelayMs ?? 20;
  const logger = options.logger ?? consoleLogger;
  const wanted = projection.eventTypes === undefined ? undefined : new Set(projection.eventTypes);

  await ensureCheckpoint(db, projection.name);
  const start = await readCheckpoint(db, projection.name);
  if (start === undefined) throw new Error(`Checkpoint of ${projection.name} vanished`);
  let rebuilding = start.status === "rebuilding";
  let checkpoint = start.position;
  const target = await store.headPosition();
  const isCaughtUp = (): boolean => comparePositions(checkpoint, target) >= 0;
  if (rebuilding && isCaughtUp()) rebuilding = false;
  // A restart retries whatever failed before: the fix may have been deployed.
  await db
    .updateTable("projection_checkpoints")
    .set({ status: rebuilding ? "rebuilding" : "running", error: null, failed_event_id: null, reconnecting: false, updated_at: sql`now()` })
    .where("name", "=", projection.name)
    .execute();
  /** Streams parked earlier (or by this runner) may hold back events of the batch; checked only while any are parked. */
  let mayHaveParked = await hasParkedEvents(db, projection.name);
  logger.info("projection started", { projection: projection.name, after: formatPosition(checkpoint), head: formatPosition(target), rebuilding, parked: mayHaveParked });

  let resolveCaughtUp!: () => void;
  let rejectCaughtUp!: (e: unknown) => void;
  const caughtUp = new Promise<void>((resolve, reject) => {
    resolveCaughtUp = resolve;
    rejectCaughtUp = reject;
  });
  caughtUp.catch(() => undefined); // `done` carries the failure; this one may be ignored
  let resolveStopped!: () => void;
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));
  let stopping = false;
  let runEvents = 0;

  const movedFrom = (stored: Position): CheckpointMovedError =>
    new CheckpointMovedError(`Checkpoint of ${projection.name} is ${formatPosition(stored)}, this runner expected ${formatPosition(checkpoint)}: is another runner active?`);
  const movedError = async (): Promise<CheckpointMovedError> => {
    const row = await db.selectFrom("projection_checkpoints").select(["position_commit", "position_prepare"]).where("name", "=", projection.name).executeTakeFirstOrThrow();
    return movedFrom({ commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) });
  };

  /** Status writes of the reconnect signals, in order, so a late "dropped" never overwrites "resumed". */
  let reconnectingWrites = Promise.resolve();
  const markReconnecting = (reconnecting: boolean): void => {
    reconnectingWrites = reconnectingWrites.then(() =>
      db
        .updateTable("projection_checkpoints")
        .set({ reconnecting, updated_at: sql`now()` })
        .where("name", "=", projection.name)
        .execute()
        .then(
          () => undefined,
          // The database may be what went away; readiness says so through its own check.
          (e: unknown) => logger.error("could not record the connection state", { projection: projection.name, reconnecting, error: errorText(e) }),
        ),
    );
  };

  /** The checkpoint row after a batch ending at `last` (the same update on both commit paths). */
  const checkpointAfter = (last: Position, batchEvents: number, nowRebuilding: boolean) => ({
    position_commit: String(last.commit),
    position_prepare: String(last.prepare),
    events_seen: sql<string>`events_seen + ${batchEvents}`,
    status: nowRebuilding ? ("rebuilding" as const) : ("running" as const),
    error: null,
    failed_event_id: null,
    updated_at: sql<Date>`now()`,
  });

  /**
   * Commits one batch. `eventByEvent` replays it through `apply` (after `applyBatch` failed);
   * `poisoned` maps a stream to the event of this batch that failed in it, with its error: that
   * event and the later ones of its stream are parked instead of applied.
   */
  const commit = async (batch: readonly RecordedEvent[], eventByEvent: boolean, poisoned: ReadonlyMap<string, Parking>): Promise<void> => {
    const last = batch.at(-1)!.position;
    const nowRebuilding = rebuilding && comparePositions(last, target) < 0;
    const checkpointColumns = checkpointAfter(last, batch.length, nowRebuilding);
    if (wanted !== undefined && !batch.some((event) => wanted.has(event.type))) {
      // Nothing to apply: one statement moves the checkpoint on, if it is still where this runner
      // left it (the compare-and-set that the transaction's SELECT ... FOR UPDATE does below).
      const moved = await db
        .updateTable("projection_checkpoints")
        .set(checkpointColumns)
        .where("name", "=", projection.name)
        .where("position_commit", "=", String(checkpoint.commit))
        .where("position_prepare", "=", String(checkpoint.prepare))
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) throw await movedError();
    } else {
      await applyAndMove(batch, eventByEvent, poisoned, checkpointColumns);
    }
    checkpoint = last;
    rebuilding = nowRebuilding;
    runEvents += batch.length;
    options.onBatchCommitted?.({ projection: projection.name, position: last, batchEvents: batch.length, runEvents, head: target });
  };

  const applyAndMove = async (
    batch: readonly RecordedEvent[],
    eventByEvent: boolean,
    poisoned: ReadonlyMap<string, Parking>,
    checkpointColumns: ReturnType<typeof checkpointAfter>,
  ): Promise<void> => {
    const parked: Parking[] = [];
    await db.transaction().execute(async (trx) => {
      parked.length = 0;
      const row = await trx
        .selectFrom("projection_checkpoints")
        .select(["position_commit", "position_prepare"])
        .where("name", "=", projection.name)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const stored = { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) };
      if (comparePositions(stored, checkpoint) !== 0) throw movedFrom(stored);
      const events = wanted === undefined ? batch : batch.filter((event) => wanted.has(event.type));
      // Read under the checkpoint lock, which a retry of parked events takes too.
      const parkedBefore = mayHaveParked ? await parkedStreamsAmong(trx, projection.name, [...new Set(events.map((e) => e.streamName))]) : new Map<string, string>();
      const toApply: RecordedEvent[] = [];
      for (const event of events) {
        const earlier = parkedBefore.get(event.streamName);
        const poison = poisoned.get(event.streamName);
        if (earlier !== undefined) parked.push({ event, error: waitsBehind(earlier), blockedBy: earlier });
        else if (poison !== undefined && poison.event.id === event.id) parked.push(poison);
        else if (poison !== undefined && comparePositions(event.position, poison.event.position) > 0) {
          parked.push({ event, error: waitsBehind(poison.event.id), blockedBy: poison.event.id });
        } else toApply.push(event);
      }
      if (projection.applyBatch !== undefined && !eventByEvent) {
        if (toApply.length > 0) {
          try {
            await projection.applyBatch(trx, toApply);
          } catch (e) {
            throw isTransientError(e) ? e : new BatchApplyError(e);
          }
        }
      } else {
        for (const event of toApply) {
          try {
            await projection.apply(trx, event);
          } catch (e) {
            throw new EventApplyError(event, e);
          }
        }
      }
      await parkEvents(trx, projection.name, parked);
      await trx.updateTable("projection_checkpoints").set(checkpointColumns).where("name", "=", projection.name).execute();
    });
    if (parked.length > 0) {
      mayHaveParked = true;
      for (const p of parked) {
        logger.error(
          p.blockedBy === null
            ? "projection cannot apply an event: parked it, with the later events of its stream; every other stream goes on"
            : "projection parked an event behind an earlier parked event of its stream",
          { projection: projection.name, ...describeParking(p), error: p.error },
        );
      }
    } else if (mayHaveParked && !(await hasParkedEvents(db, projection.name))) {
      mayHaveParked = false; // an operator retried them all
    }
  };

  /**
   * Commits a batch, working out which events to park: a failing `applyBatch` is replayed event by
   * event to name the event that fails; that event's stream is then parked from it on and the
   * batch is tried again (each round parks one more stream, so this ends).
   */
  const commitParkingPoison = async (batch: readonly RecordedEvent[]): Promise<void> => {
    let eventByEvent = false;
    const poisoned = new Map<string, Parking>();
    for (;;) {
      try {
        await commit(batch, eventByEvent, poisoned);
        return;
      } catch (e) {
        if (e instanceof BatchApplyError) {
          // Rolled back: replay the same batch event by event to find (and name) the poison event.
          logger.error("projection batch failed; replaying it event by event", { projection: projection.name, error: errorText(e.cause) });
          eventByEvent = true;
        } else if (isPoison(e)) {
          poisoned.set(e.event.streamName, { event: e.event, error: errorText(e.cause), blockedBy: null });
        } else {
          throw e;
        }
      }
    }
  };

  const finished = (): boolean => stopping || (options.stopWhenCaughtUp === true && isCaughtUp());

  const onDropped = (drop: SubscriptionDrop): void => {
    logger.error("projection subscription dropped; resubscribing after its last event", {
      projection: projection.name,
      attempt: drop.attempt,
      retryInMs: drop.retryInMs,
      error: drop.error === undefined ? "the stream ended unasked" : errorText(drop.error),
    });
    markReconnecting(true);
  };
  const onResumed = (): void => {
    logger.info("projection subscription resumed", { projection: projection.name, checkpoint: formatPosition(checkpoint) });
    markReconnecting(false);
  };

  /** One subscription's life: returns when stopped or caught up (if asked), throws on any failure. */
  const follow = async (): Promise<void> => {
    if (isCaughtUp()) resolveCaughtUp();
    if (finished()) return;
    const subscription: Subscription = store.subscribeToAll({ after: checkpoint, onDropped, onResumed });
    try {
      for await (const received of batches(subscription, { batchSize, maxBatchDelayMs, stopped })) {
        // At-least-once stores may redeliver; the checkpoint makes the replay a no-op.
        const batch = received.filter((event) => comparePositions(event.position, checkpoint) > 0);
        if (batch.length > 0) {
          await commitParkingPoison(batch);
          retries = 0;
          if (isCaughtUp()) resolveCaughtUp();
        }
        if (finished()) return;
      }
    } finally {
      await subscription.close().catch(() => undefined);
    }
    if (!finished()) throw new SubscriptionEndedError(`The subscription of ${projection.name} ended unasked`);
  };

  let retries = 0;
  /**
   * A transient failure: show the projection as reconnecting, wait, re-read the checkpoint (a lost
   * COMMIT may have landed), check the store answers, and resubscribe from there.
   */
  const recover = async (e: unknown): Promise<void> => {
    retries++;
    const delayMs = Math.min(100 * 2 ** (retries - 1), 30_000);
    logger.error("projection hit a transient error; retrying from its checkpoint", {
      projection: projection.name,
      attempt: retries,
      retryInMs: delayMs,
      error: errorText(e instanceof EventApplyError ? e.cause : e),
    });
    markReconnecting(true);
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, delayMs))]);
    const stored = await readCheckpoint(db, projection.name);
    if (stored === undefined) throw new Error(`Checkpoint of ${projection.name} vanished`);
    checkpoint = stored.position;
    await store.headPosition();
    markReconnecting(false);
  };

  const fail = async (e: unknown): Promise<never> => {
    const failedEventId = e instanceof EventApplyError ? e.event.id : null;
    const cause = e instanceof EventApplyError ? e.cause : e;
    const error = new ProjectionFailedError(projection.name, failedEventId, { cause });
    logger.error("projection failed and stopped; fix the cause, then restart or rebuild it", {
      projection: projection.name,
      failedEventId,
      failedEventType: e instanceof EventApplyError ? e.event.type : undefined,
      failedEventPosition: e instanceof EventApplyError ? formatPosition(e.event.position) : undefined,
      checkpoint: formatPosition(checkpoint),
      error: errorText(cause),
    });
    await reconnectingWrites;
    // A moved checkpoint means another runner is healthy and owns the row: leave its status alone.
    if (!(cause instanceof CheckpointMovedError)) {
      try {
        await db
          .updateTable("projection_checkpoints")
          .set({ status: "failed", error: errorText(cause), failed_event_id: failedEventId, reconnecting: false, updated_at: sql`now()` })
          .where("name", "=", projection.name)
          .execute();
      } catch (statusError) {
        logger.error("could not record the failure", { projection: projection.name, error: errorText(statusError) });
      }
    }
    throw error;
  };

  const done = (async () => {
    for (;;) {
      try {
        await follow();
        break;
      } catch (e) {
        if (stopping || !isRetryable(e)) return fail(e);
        try {
          await recover(e);
        } catch (recoverError) {
          if (!isRetryable(recoverError)) return fail(recoverError);
        }
      }
    }
    await reconnectingWrites;
    await db
      .updateTable("projection_checkpoints")
      .set({ status: rebuilding ? "rebuilding" : "stopped", reconnecting: false, updated_at: sql`now()` })
      .where("name", "=", projection.name)
      .execute()
      .catch((e: unknown) => logger.error("could not record the stop", { projection: projection.name, error: errorText(e) }));
    logger.info("projection stopped", { projection: projection.name, checkpoint: formatPosition(checkpoint) });
  })();
  done.catch((e: unknown) => rejectCaughtUp(e));

  return {
    name: projection.name,
    caughtUp,
    done,
    stop: async () => {
      stopping = true;
      resolveStopped();
      // A failure was already reported through `done` and the log; stopping a failed projection is fine.
      await done.catch(() => undefined);
    },
  };
};
