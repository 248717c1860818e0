import type { RunProjectionDeps } from "../runner/run-projection.ts";
import type { Projection } from "../runner/projection.ts";
import { listParkedEvents, parkedEventCounts } from "../runner/parked-events.queries.ts";
import { retryParkedEvents } from "../runner/retry-parked.ts";

export const parkedUsage = `Usage:
  npm run parked -- list [<projection>] [--stream <name>]   the parked events, in the order a retry applies them
  npm run parked -- retry <projection> [--stream <name>]    apply them again after a fix (exit 1 if some stay parked)`;

/**
 * The operator's view of the dead-letter table: list the parked events, or retry one projection's
 * (all its streams, or one). Prints to `out`; returns the exit code.
 */
export const runParkedCommand = async (
  args: readonly string[],
  deps: RunProjectionDeps,
  projections: readonly Projection[],
  out: (line: string) => void,
): Promise<number> => {
  const [command, ...rest] = args;
  const streamAt = rest.indexOf("--stream");
  const streamName = streamAt === -1 ? undefined : rest[streamAt + 1];
  const positional = rest.filter((_, i) => streamAt === -1 || (i !== streamAt && i !== streamAt + 1));
  if (streamAt !== -1 && streamName === undefined) {
    out(parkedUsage);
    return 2;
  }
  const named = positional[0];
  const projection = named === undefined ? undefined : projections.find((p) => p.name === named);
  if (named !== undefined && projection === undefined) {
    out(`No projection named ${named}; known: ${projections.map((p) => p.name).join(", ")}`);
    return 2;
  }

  if (command === "list") {
    const parked = await listParkedEvents(deps.db, { projection: named, streamName, limit: 10_000 });
    const counts = await parkedEventCounts(deps.db);
    const total = named === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(named) ?? 0);
    out(`${total} parked event(s)${named === undefined ? "" : ` in ${named}`}${total > parked.length ? `, the first ${parked.length} shown` : ""}`);
    for (const p of parked) {
      out(
        `${p.projection}  ${p.streamName}@${p.streamRevision}  ${p.position}  ${p.eventType}  ${p.eventId}  retries ${p.retries}  parked ${p.parkedAt}  ${p.blockedBy === null ? `error: ${p.error}` : p.error}`,
      );
    }
    return 0;
  }
  if (command === "retry" && projection !== undefined) {
    const result = await retryParkedEvents(deps, projection, { streamName });
    for (const s of result.streams) {
      out(
        s.failedEventId === null
          ? `${s.streamName}: ${s.applied} applied`
          : `${s.streamName}: ${s.applied} applied; event ${s.failedEventId} failed again (${s.error}), ${s.stillParked} still parked`,
      );
    }
    out(`${projection.name}: ${result.applied} applied, ${result.stillParked} still parked`);
    return result.stillParked === 0 ? 0 : 1;
  }
  out(parkedUsage);
  return 2;
};
