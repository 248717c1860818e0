import { formatPosition, START } from "@workledger/event-store";
import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import { ensureCheckpoint, readCheckpoint, type Checkpoint } from "./checkpoints.queries.ts";
import type { Projection } from "./projection.ts";
import { startProjection, type RunProjectionDeps, type RunProjectionOptions } from "./run-projection.ts";

const tableName = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/**
 * Empties the projection's tables and its parked events and puts its checkpoint back to the start, in one transaction,
 * so readers see either the old read model or an empty one that is `rebuilding`. Stop the
 * projection's runner first: a runner still holding the old checkpoint would refuse to commit.
 */
export const resetProjection = async (db: Kysely<Database>, projection: Projection): Promise<void> => {
  for (const table of projection.tables) {
    if (!tableName.test(table)) throw new Error(`Projection ${projection.name}: not a table name: ${table}`);
  }
  await ensureCheckpoint(db, projection.name);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom("projection_checkpoints").select("name").where("name", "=", projection.name).forUpdate().execute();
    if (projection.tables.length > 0) {
      await sql`truncate table ${sql.join(projection.tables.map((t) => sql.table(t)))}`.execute(trx);
    }
    // The replay meets the parked events again, and parks them again if they still fail.
    await trx.deleteFrom("projection_parked_events").where("projection", "=", projection.name).execute();
    await trx
      .updateTable("projection_checkpoints")
      .set({
        position_commit: String(START.commit),
        position_prepare: String(START.prepare),
        status: "rebuilding",
        error: null,
        failed_event_id: null,
        events_seen: "0",
        reconnecting: false,
        updated_at: sql`now()`,
      })
      .where("name", "=", projection.name)
      .execute();
  });
};

/** Reset, then replay from zero up to the log head as of now, then stop (the CLI's rebuild). */
export const rebuildProjection = async (
  deps: RunProjectionDeps,
  projection: Projection,
  options: Omit<RunProjectionOptions, "stopWhenCaughtUp"> = {},
): Promise<Checkpoint> => {
  await resetProjection(deps.db, projection);
  const running = await startProjection(deps, projection, { ...options, stopWhenCaughtUp: true });
  await running.done;
  const checkpoint = await readCheckpoint(deps.db, projection.name);
  if (checkpoint === undefined) throw new Error(`Checkpoint of ${projection.name} vanished`);
  options.logger?.info("projection rebuilt", { projection: projection.name, checkpoint: formatPosition(checkpoint.position) });
  return checkpoint;
};
