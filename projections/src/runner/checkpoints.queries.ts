import { formatPosition, START, type Position } from "@workledger/event-store";
import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import { parkedEventCounts } from "./parked-events.queries.ts";
import type { ProjectionCheckpointRow, ProjectionStatus } from "./projection-checkpoints.table.ts";

export interface Checkpoint {
  readonly name: string;
  /** The last event applied (inclusive). */
  readonly position: Position;
  readonly status: ProjectionStatus;
  readonly error: string | null;
  readonly failedEventId: string | null;
  readonly eventsSeen: bigint;
  /** Its subscription dropped and it is resubscribing. */
  readonly reconnecting: boolean;
  readonly updatedAt: Date;
}

/** What admins see: one line per projection, JSON-safe. */
export interface ProjectionStatusView {
  readonly name: string;
  readonly position: string;
  readonly status: ProjectionStatus;
  readonly error: string | null;
  readonly failedEventId: string | null;
  readonly eventsSeen: number;
  /** Its subscription dropped and it is resubscribing: reads may lag meanwhile. */
  readonly reconnecting: boolean;
  /** Events held in the dead-letter table (`npm run parked -- list`); more than 0 means degraded. */
  readonly parked: number;
  readonly updatedAt: string;
}

export const toCheckpoint = (row: ProjectionCheckpointRow): Checkpoint => ({
  name: row.name,
  position: { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) },
  status: row.status,
  error: row.error,
  failedEventId: row.failed_event_id,
  eventsSeen: BigInt(row.events_seen),
  reconnecting: row.reconnecting,
  updatedAt: new Date(row.updated_at),
});

export const ensureCheckpoint = async (db: Kysely<Database>, name: string): Promise<void> => {
  await db
    .insertInto("projection_checkpoints")
    .values({ name, position_commit: String(START.commit), position_prepare: String(START.prepare), status: "stopped", events_seen: "0" })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
};

export const readCheckpoint = async (db: Kysely<Database>, name: string): Promise<Checkpoint | undefined> => {
  const row = await db.selectFrom("projection_checkpoints").selectAll().where("name", "=", name).executeTakeFirst();
  return row === undefined ? undefined : toCheckpoint(row);
};

/** Every projection's checkpoint, status and last error: the admin's "is the read side healthy?". */
export const projectionStatus = async (db: Kysely<Database>): Promise<ProjectionStatusView[]> => {
  const [rows, parked] = await Promise.all([db.selectFrom("projection_checkpoints").selectAll().orderBy("name").execute(), parkedEventCounts(db)]);
  return rows.map((row) => {
    const c = toCheckpoint(row);
    return {
      name: c.name,
      position: formatPosition(c.position),
      status: c.status,
      error: c.error,
      failedEventId: c.failedEventId,
      eventsSeen: Number(c.eventsSeen),
      reconnecting: c.reconnecting,
      parked: parked.get(c.name) ?? 0,
      updatedAt: c.updatedAt.toISOString(),
    };
  });
};
