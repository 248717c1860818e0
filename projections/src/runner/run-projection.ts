import { comparePositions, formatPosition, type EventStore, type Position, type RecordedEvent, type Subscription } from "@workledger/event-store";
import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import { ensureCheckpoint, readCheckpoint } from "./checkpoints.queries.ts";
import { batches } from "./batches.ts";
import { consoleLogger, type Projection, type ProjectionLogger } from "./projection.ts";
import { isTransientDatabaseError } from "./transient-errors.ts";

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
  /** Resolves when stopped; rejects with the cause when the projection failed (poison event, lost checkpoint). */
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

/**
 * Runs one projection from its checkpoint: catch up, then follow the log live. Every event moves
 * the checkpoint (ignored types too, or read-your-writes on them would wait forever); each batch's
 * rows and checkpoint commit together, so a crash anywhere replays exactly the uncommitted batch.
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
    .set({ status: rebuilding ? "rebuilding" : "running", error: null, failed_event_id: null, updated_at: sql`now()` })
    .where("name", "=", projection.name)
    .execute();
  logger.info("projection started", { projection: projection.name, after: formatPosition(checkpoint), head: formatPosition(target), rebuilding });

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

  const commit = async (batch: readonly RecordedEvent[], eventByEvent = false): Promise<void> => {
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
      await applyAndMove(batch, eventByEvent, checkpointColumns);
    }
    checkpoint = last;
    rebuilding = nowRebuilding;
    runEvents += batch.length;
    options.onBatchCommitted?.({ projection: projection.name, position: last, batchEvents: batch.length, runEvents, head: target });
  };

  const applyAndMove = async (batch: readonly RecordedEvent[], eventByEvent: boolean, checkpointColumns: ReturnType<typeof checkpointAfter>): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("projection_checkpoints")
        .select(["position_commit", "position_prepare"])
        .where("name", "=", projection.name)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const stored = { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) };
      if (comparePositions(stored, checkpoint) !== 0) throw movedFrom(stored);
      const events = wanted === undefined ? batch : batch.filter((event) => wanted.has(event.type));
      if (projection.applyBatch !== undefined && !eventByEvent) {
        if (events.length > 0) {
          try {
            await projection.applyBatch(trx, events);
          } catch (e) {
            throw isTransientDatabaseError(e) ? e : new BatchApplyError(e);
          }
        }
      } else {
        for (const event of events) {
          try {
            await projection.apply(trx, event);
          } catch (e) {
            throw new EventApplyError(event, e);
          }
        }
      }
      await trx.updateTable("projection_checkpoints").set(checkpointColumns).where("name", "=", projection.name).execute();
    });
  };

  const finished = (): boolean => stopping || (options.stopWhenCaughtUp === true && isCaughtUp());

  /** One subscription's life: returns when stopped or caught up (if asked), throws on any failure. */
  const follow = async (): Promise<void> => {
    if (isCaughtUp()) resolveCaughtUp();
    if (finished()) return;
    const subscription: Subscription = store.subscribeToAll({ after: checkpoint });
    try {
      for await (const received of batches(subscription, { batchSize, maxBatchDelayMs, stopped })) {
        // At-least-once stores may redeliver; the checkpoint makes the replay a no-op.
        const batch = received.filter((event) => comparePositions(event.position, checkpoint) > 0);
        if (batch.length > 0) {
          try {
            await commit(batch);
          } catch (e) {
            if (!(e instanceof BatchApplyError)) throw e;
            // Rolled back: replay the same batch event by event to find (and name) the poison event.
            logger.error("projection batch failed; replaying it event by event", { projection: projection.name, error: errorText(e.cause) });
            await commit(batch, true);
          }
          retries = 0;
          if (isCaughtUp()) resolveCaughtUp();
        }
        if (finished()) return;
      }
    } finally {
      await subscription.close().catch(() => undefined);
    }
  };

  let retries = 0;
  /** A transient failure: wait, re-read the checkpoint (a lost COMMIT may have landed) and resubscribe. */
  const recover = async (e: unknown): Promise<void> => {
    retries++;
    const delayMs = Math.min(100 * 2 ** (retries - 1), 30_000);
    logger.error("projection hit a transient database error; retrying from its checkpoint", {
      projection: projection.name,
      attempt: retries,
      retryInMs: delayMs,
      error: errorText(e instanceof EventApplyError ? e.cause : e),
    });
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, delayMs))]);
    const stored = await readCheckpoint(db, projection.name);
    if (stored === undefined) throw new Error(`Checkpoint of ${projection.name} vanished`);
    checkpoint = stored.position;
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
    // A moved checkpoint means another runner is healthy and owns the row: leave its status alone.
    if (!(cause instanceof CheckpointMovedError)) {
      try {
        await db
          .updateTable("projection_checkpoints")
          .set({ status: "failed", error: errorText(cause), failed_event_id: failedEventId, updated_at: sql`now()` })
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
        if (stopping || !isTransientDatabaseError(e)) return fail(e);
        try {
          await recover(e);
        } catch (recoverError) {
          if (!isTransientDatabaseError(recoverError)) return fail(recoverError);
        }
      }
    }
    await db
      .updateTable("projection_checkpoints")
      .set({ status: rebuilding ? "rebuilding" : "stopped", updated_at: sql`now()` })
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
