import type { Position } from "@workledger/event-store";

export interface ProjectionHealth {
  readonly name: string;
  readonly status: string;
  readonly error: string | null;
  /** Its subscription dropped and it is resubscribing. */
  readonly reconnecting: boolean;
  /** Events it could not apply, held in the dead-letter table. */
  readonly parked: number;
}

/** What the API needs from the read side (projections' waitForPosition and projectionStatus, bound to a db). */
export interface ReadModels {
  /**
   * Resolves once `projection` has applied every event up to `position`. Rejects with an error
   * whose code is "projection_wait_timeout" when `timeoutMs` passes first.
   */
  waitForPosition(projection: string, position: Position, options: { readonly timeoutMs: number }): Promise<void>;
  statuses(): Promise<readonly ProjectionHealth[]>;
}
