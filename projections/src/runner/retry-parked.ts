import { isTransientError, type RecordedEvent } from "@workledger/event-store";
import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import { waitsBehind } from "./parked-events.queries.ts";
import { silentLogger, type Projection, type ProjectionLogger } from "./projection.ts";
import type { RunProjectionDeps } from "./run-projection.ts";

export interface RetriedStream {
  readonly streamName: string;
  /** Parked events applied, in log order, and removed from the dead-letter table. */
  readonly applied: number;
  /** The event that failed again (it and the later ones stay parked); null when all applied. */
  readonly failedEventId: string | null;
  readonly error: string | null;
  /** Events of the stream still parked. */
  readonly stillParked: number;
}

export interface RetryParkedResult {
  readonly projection: string;
  readonly applied: number;
  readonly stillParked: number;
  readonly streams: readonly RetriedStream[];
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Applies a projection's parked events again, stream by stream, in log order, after the cause
 * was fixed (a projection change, an upcaster, a wider column). Each stream is one transaction
 * that holds the projection's checkpoint lock, so a runner of the projection (in this process or
 * another) never commits a batch in between: the stream's later events, parked behind, are
 * applied here, and the runner applies the ones after its checkpoint once the stream is clear.
 * An event that fails again stays parked with its new error, and the later ones behind it; the
 * events before it are applied. A transient error aborts the retry (run it again).
 */
export const retryParkedEvents = async (
  deps: RunProjectionDeps,
  projection: Projection,
  options: { readonly streamName?: string; readonly logger?: ProjectionLogger } = {},
): Promise<RetryParkedResult> => {
  const { db } = deps;
  const logger = options.logger ?? silentLogger;
  let streamsQuery = db.selectFrom("projection_parked_events").select("stream_name").distinct().where("projection", "=", projection.name);
  if (options.streamName !== undefined) streamsQuery = streamsQuery.where("stream_name", "=", options.streamName);
  const streamNames = (await streamsQuery.orderBy("stream_name").execute()).map((r) => r.stream_name);

  const streams: RetriedStream[] = [];
  for (const streamName of streamNames) {
    let applied = 0;
    let failure: { eventId: string; error: string } | null = null;
    // A runner may park more events of the stream meanwhile: go round until none is left or one fails.
    for (let round = 0; round < 10 && failure === null; round++) {
      const outcome = await retryStreamOnce(deps, projection, streamName);
      applied += outcome.applied;
      failure = outcome.failure;
      if (outcome.remaining === 0 || (outcome.applied === 0 && failure === null)) break;
    }
    const stillParked = Number(
      (
        await db
          .selectFrom("projection_parked_events")
          .select(sql<string>`count(*)::text`.as("n"))
          .where("projection", "=", projection.name)
          .where("stream_name", "=", streamName)
          .executeTakeFirstOrThrow()
      ).n,
    );
    streams.push({ streamName, applied, failedEventId: failure?.eventId ?? null, error: failure?.error ?? null, stillParked });
    logger.info(failure === null ? "parked events applied" : "a parked event failed again; it and the later ones stay parked", {
      projection: projection.name,
      streamName,
      applied,
      stillParked,
      ...(failure === null ? {} : { failedEventId: failure.eventId, error: failure.error }),
    });
  }
  return {
    projection: projection.name,
    applied: streams.reduce((n, s) => n + s.applied, 0),
    stillParked: streams.reduce((n, s) => n + s.stillParked, 0),
    streams,
  };
};

interface RoundOutcome {
  readonly applied: number;
  readonly failure: { readonly eventId: string; readonly error: string } | null;
  readonly remaining: number;
}

const retryStreamOnce = async (deps: RunProjectionDeps, projection: Projection, streamName: string): Promise<RoundOutcome> => {
  const { db, store } = deps;
  const parkedRows = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom("projection_parked_events")
      .select(["event_id", "stream_revision"])
      .where("projection", "=", projection.name)
      .where("stream_name", "=", streamName)
      .orderBy("position_commit")
      .orderBy("position_prepare");
  const before = await parkedRows().execute();
  const first = before[0];
  if (first === undefined) return { applied: 0, failure: null, remaining: 0 };
  // Read before the transaction: on PGlite the pool has one connection, which the transaction holds.
  const read = await store.readStream(streamName, { fromRevision: BigInt(first.stream_revision) });
  const events = new Map<string, RecordedEvent>(read.map((e) => [e.id, e]));
  /** Parked before the stream was read: the read must hold them. */
  const expected = new Set(before.map((r) => r.event_id));

  return db.transaction().execute(async (trx): Promise<RoundOutcome> => {
    // The lock every batch of the projection's runner takes first.
    await trx.selectFrom("projection_checkpoints").select("name").where("name", "=", projection.name).forUpdate().execute();
    const rows = await parkedRows(trx).execute();
    const appliedIds: string[] = [];
    let failure: RoundOutcome["failure"] = null;
    for (const row of rows) {
      const event = events.get(row.event_id);
      if (event === undefined && !expected.has(row.event_id)) break; // parked after the read: the next round takes it
      if (event === undefined) {
        failure = { eventId: row.event_id, error: `not in the event store at ${streamName}@${row.stream_revision}: is this the store it was parked from?` };
        break;
      }
      await sql`savepoint parked_retry`.execute(trx);
      try {
        await projection.apply(trx, event);
        await sql`release savepoint parked_retry`.execute(trx);
        appliedIds.push(row.event_id);
      } catch (e) {
        if (isTransientError(e)) throw e;
        await sql`rollback to savepoint parked_retry`.execute(trx);
        failure = { eventId: row.event_id, error: errorText(e) };
        break;
      }
    }
    if (appliedIds.length > 0) {
      await trx.deleteFrom("projection_parked_events").where("projection", "=", projection.name).where("event_id", "in", appliedIds).execute();
    }
    const rest = rows.slice(appliedIds.length);
    if (failure !== null) {
      await trx
        .updateTable("projection_parked_events")
        .set({ error: failure.error, blocked_by: null, retries: sql<number>`retries + 1`, last_retried_at: sql<Date>`now()` })
        .where("projection", "=", projection.name)
        .where("event_id", "=", failure.eventId)
        .execute();
      const behind = rest.slice(1).map((r) => r.event_id);
      if (behind.length > 0) {
        await trx
          .updateTable("projection_parked_events")
          .set({ error: waitsBehind(failure.eventId), blocked_by: failure.eventId })
          .where("projection", "=", projection.name)
          .where("event_id", "in", behind)
          .execute();
      }
    }
    return { applied: appliedIds.length, failure, remaining: rest.length };
  });
};
