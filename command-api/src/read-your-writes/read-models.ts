import type { Position } from "@workledger/event-store";

export interface ProjectionHealth {
  readonly name: string;
  readonly status: string;
  readonly error: string | null;
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
