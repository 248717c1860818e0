import { comparePositions, formatPosition, type Position } from "@workledger/event-store";
import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import { readCheckpoint } from "./checkpoints.queries.ts";

export class WaitForPositionTimeoutError extends Error {
  override readonly name = "WaitForPositionTimeoutError";
  readonly code = "projection_wait_timeout";
  constructor(
    readonly projection: string,
    readonly position: Position,
    /** Where the projection was when we gave up; null if it never ran. */
    readonly reached: Position | null,
    readonly timeoutMs: number,
  ) {
    super(
      `Projection ${projection} did not reach ${formatPosition(position)} within ${timeoutMs} ms (at ${reached === null ? "nothing" : formatPosition(reached)})`,
    );
  }
}

/** Waiting is pointless: the projection stopped on a poison event and will not move until fixed. */
export class ProjectionStoppedOnFailureError extends Error {
  override readonly name = "ProjectionStoppedOnFailureError";
  readonly code = "projection_failed";
  constructor(
    readonly projection: string,
    readonly failedEventId: string | null,
    readonly error: string | null,
  ) {
    super(`Projection ${projection} is failed${failedEventId === null ? "" : ` at event ${failedEventId}`}: ${error ?? "unknown error"}`);
  }
}

export interface WaitForPositionOptions {
  readonly timeoutMs: number;
  /** First poll interval; it doubles up to 100 ms. */
  readonly pollIntervalMs?: number;
}

/**
 * Read-your-writes: resolves once the projection has applied (or moved past) the event at
 * `position`, e.g. the position an append returned to the API. Polls the checkpoint, so it works
 * from any process that can read the database.
 */
export const waitForPosition = async (
  db: Kysely<Database>,
  projection: string,
  position: Position,
  options: WaitForPositionOptions,
): Promise<void> => {
  const deadline = Date.now() + options.timeoutMs;
  let interval = options.pollIntervalMs ?? 5;
  for (;;) {
    const checkpoint = await readCheckpoint(db, projection);
    if (checkpoint !== undefined && comparePositions(checkpoint.position, position) >= 0) return;
    if (checkpoint?.status === "failed") throw new ProjectionStoppedOnFailureError(projection, checkpoint.failedEventId, checkpoint.error);
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new WaitForPositionTimeoutError(projection, position, checkpoint?.position ?? null, options.timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, Math.min(interval, remaining)));
    interval = Math.min(interval * 2, 100);
  }
};
