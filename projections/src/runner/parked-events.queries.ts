import { formatPosition, type RecordedEvent } from "@workledger/event-store";
import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { ProjectionParkedEventRow } from "./parked-events.table.ts";

/** What an operator sees of one parked event (JSON-safe). */
export interface ParkedEventView {
  readonly projection: string;
  readonly eventId: string;
  readonly streamName: string;
  readonly streamRevision: string;
  readonly position: string;
  readonly eventType: string;
  readonly error: string;
  /** Null for the event that failed; else the event of the same stream it waits behind. */
  readonly blockedBy: string | null;
  readonly retries: number;
  readonly parkedAt: string;
  readonly lastRetriedAt: string | null;
}

export const toParkedEventView = (row: ProjectionParkedEventRow): ParkedEventView => ({
  projection: row.projection,
  eventId: row.event_id,
  streamName: row.stream_name,
  streamRevision: String(row.stream_revision),
  position: `${row.position_commit}/${row.position_prepare}`,
  eventType: row.event_type,
  error: row.error,
  blockedBy: row.blocked_by,
  retries: row.retries,
  parkedAt: new Date(row.parked_at).toISOString(),
  lastRetriedAt: row.last_retried_at === null ? null : new Date(row.last_retried_at).toISOString(),
});

/** An event to hold back: `blockedBy` null for the one that failed (with its error). */
export interface Parking {
  readonly event: RecordedEvent;
  readonly error: string;
  readonly blockedBy: string | null;
}

export const waitsBehind = (eventId: string): string => `waits behind event ${eventId} of the same stream`;

/** Of `streams`, those with parked events, each with the first of them (later events wait behind it). */
export const parkedStreamsAmong = async (db: Kysely<Database>, projection: string, streams: readonly string[]): Promise<Map<string, string>> => {
  if (streams.length === 0) return new Map();
  const rows = await db
    .selectFrom("projection_parked_events")
    .select(["stream_name", "event_id"])
    .distinctOn("stream_name")
    .where("projection", "=", projection)
    .where("stream_name", "in", streams)
    .orderBy("stream_name")
    .orderBy("position_commit")
    .orderBy("position_prepare")
    .execute();
  return new Map(rows.map((r) => [r.stream_name, r.event_id]));
};

export const hasParkedEvents = async (db: Kysely<Database>, projection: string): Promise<boolean> =>
  (await db.selectFrom("projection_parked_events").select("event_id").where("projection", "=", projection).limit(1).executeTakeFirst()) !== undefined;

export const parkEvents = async (db: Kysely<Database>, projection: string, parkings: readonly Parking[]): Promise<void> => {
  if (parkings.length === 0) return;
  await db
    .insertInto("projection_parked_events")
    .values(
      parkings.map(({ event, error, blockedBy }) => ({
        projection,
        event_id: event.id,
        stream_name: event.streamName,
        stream_revision: String(event.revision),
        position_commit: String(event.position.commit),
        position_prepare: String(event.position.prepare),
        event_type: event.type,
        error,
        blocked_by: blockedBy,
      })),
    )
    // A batch replayed after a lost COMMIT parks the same events again: keep the first record.
    .onConflict((oc) => oc.columns(["projection", "event_id"]).doNothing())
    .execute();
};

/** Parked events in the order a retry applies them (stream by stream, in log order). */
export const listParkedEvents = async (
  db: Kysely<Database>,
  filter: { readonly projection?: string; readonly streamName?: string; readonly limit?: number } = {},
): Promise<ParkedEventView[]> => {
  let query = db.selectFrom("projection_parked_events").selectAll();
  if (filter.projection !== undefined) query = query.where("projection", "=", filter.projection);
  if (filter.streamName !== undefined) query = query.where("stream_name", "=", filter.streamName);
  const rows = await query
    .orderBy("projection")
    .orderBy("stream_name")
    .orderBy("position_commit")
    .orderBy("position_prepare")
    .limit(filter.limit ?? 1000)
    .execute();
  return rows.map(toParkedEventView);
};

/** How many events each projection holds parked (projections with none are absent). */
export const parkedEventCounts = async (db: Kysely<Database>): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom("projection_parked_events")
    .select(["projection", sql<string>`count(*)::text`.as("parked")])
    .groupBy("projection")
    .execute();
  return new Map(rows.map((r) => [r.projection, Number(r.parked)]));
};

export const describeParking = (p: Parking): Record<string, unknown> => ({
  eventId: p.event.id,
  eventType: p.event.type,
  streamName: p.event.streamName,
  position: formatPosition(p.event.position),
  blockedBy: p.blockedBy,
});
