import type { Checkpoint } from "./checkpoints.queries.ts";
import { readCheckpoint } from "./checkpoints.queries.ts";
import type { Projection } from "./projection.ts";
import { resetProjection } from "./rebuild-projection.ts";
import { retryParkedEvents, type RetryParkedResult } from "./retry-parked.ts";
import { startProjection, type RunningProjection, type RunProjectionDeps, type RunProjectionOptions } from "./run-projection.ts";

export interface ProjectionRunner {
  /** Starts every projection from its checkpoint; each then follows the log until stopped or failed. */
  start(): Promise<void>;
  /** The running handle (its `done` rejects on failure); undefined before start or after stop. */
  get(name: string): RunningProjection | undefined;
  /** Stops one projection, empties its tables, resets its checkpoint and replays from zero; resolves once caught up, leaving it running live. */
  rebuild(name: string): Promise<Checkpoint>;
  /** Restarts one stopped or failed projection from its checkpoint (after a fix for its defect). */
  restart(name: string): Promise<RunningProjection>;
  /** Applies one projection's parked events again, in order (after a fix); it keeps running meanwhile. */
  retryParked(name: string, streamName?: string): Promise<RetryParkedResult>;
  stop(): Promise<void>;
}

/** One process runs each projection as its single active consumer (the checkpoint lock refuses a second). */
export const createProjectionRunner = (
  deps: RunProjectionDeps,
  projections: readonly Projection[],
  options: Omit<RunProjectionOptions, "stopWhenCaughtUp"> = {},
): ProjectionRunner => {
  const byName = new Map(projections.map((p) => [p.name, p]));
  if (byName.size !== projections.length) throw new Error("Projection names must be unique");
  const running = new Map<string, RunningProjection>();

  const projectionNamed = (name: string): Projection => {
    const projection = byName.get(name);
    if (projection === undefined) throw new Error(`No projection named ${name}; known: ${[...byName.keys()].join(", ")}`);
    return projection;
  };

  const startOne = async (projection: Projection): Promise<RunningProjection> => {
    const handle = await startProjection(deps, projection, options);
    running.set(projection.name, handle);
    return handle;
  };

  const stopOne = async (name: string): Promise<void> => {
    await running.get(name)?.stop();
    running.delete(name);
  };

  return {
    start: async () => {
      for (const projection of projections) if (!running.has(projection.name)) await startOne(projection);
    },
    get: (name) => running.get(name),
    rebuild: async (name) => {
      const projection = projectionNamed(name);
      await stopOne(name);
      await resetProjection(deps.db, projection);
      const handle = await startOne(projection);
      await handle.caughtUp;
      const checkpoint = await readCheckpoint(deps.db, name);
      if (checkpoint === undefined) throw new Error(`Checkpoint of ${name} vanished`);
      return checkpoint;
    },
    restart: async (name) => {
      const projection = projectionNamed(name);
      await stopOne(name);
      return startOne(projection);
    },
    retryParked: (name, streamName) =>
      retryParkedEvents(deps, projectionNamed(name), { streamName, logger: options.logger }),
    stop: async () => {
      await Promise.all([...running.keys()].map(stopOne));
    },
  };
};
