import { PassThrough } from "node:stream";
import {
  StreamNotFoundError,
  UnavailableError,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendResult,
  type JSONEventData,
  type ResolvedEvent,
} from "@kurrent/kurrentdb-client";
import type { NewEvent } from "../port.ts";
import { toEventData } from "./kurrentdb-event-mapping.ts";
import type { KurrentDbClientCalls } from "./kurrentdb-event-store.ts";
import { recorded } from "./kurrentdb-test-events.ts";

/** What the client raises when the server restarts or the leader moves (gRPC 14). */
export const serverWentAway = (message = "14 UNAVAILABLE: Connection dropped"): Error => new UnavailableError(undefined, message);

/** An event as KurrentDB hands it back: in `streamId` at `revision`, at $all position `commit`. */
export const storedEvent = (event: NewEvent, streamId: string, revision: bigint, commit: bigint): AllStreamResolvedEvent =>
  recorded(toEventData(event) as JSONEventData, { streamId, revision, commit, prepare: commit });

/** Stands in for the client's catch-up subscription: a Node object stream with unsubscribe(). */
export const fakeSource = () => {
  const stream = new PassThrough({ objectMode: true });
  return Object.assign(stream, {
    unsubscribe: async () => {
      stream.destroy();
    },
  }) as unknown as AllStreamSubscription & PassThrough;
};

type Source = ReturnType<typeof fakeSource>;

/**
 * Stands in for `KurrentDBClient` in the adapter's tests that need no server: each call is
 * recorded; reads answer from `streams` and `all` (what the server would hold); appends answer
 * with the next of `appendAnswers`; each subscribeToAll hands out a new fake source the test
 * drives (events, caught-up, errors, end).
 */
export const createClientStandIn = () => {
  const streams = new Map<string, ResolvedEvent[]>();
  const all: AllStreamResolvedEvent[] = [];
  const appendAnswers: (() => AppendResult)[] = [];
  const sources: Source[] = [];
  const calls: { readonly call: string; readonly args: unknown[] }[] = [];
  let waitingForSource: (() => void) | undefined;
  /** While true, reads fail as they do while the server restarts. */
  let down = false;

  const client = {
    appendToStream: async (...args: unknown[]) => {
      calls.push({ call: "appendToStream", args });
      const answer = appendAnswers.shift();
      if (answer === undefined) throw new Error("stand-in: no append answer queued");
      return answer();
    },
    readStream: (streamName: string, options: { fromRevision?: bigint | "start"; maxCount?: number } = {}) => {
      calls.push({ call: "readStream", args: [streamName, options] });
      return (async function* () {
        const events = streams.get(streamName);
        if (events === undefined) throw new StreamNotFoundError(undefined, streamName);
        const from = typeof options.fromRevision === "bigint" ? options.fromRevision : 0n;
        yield* events.filter((e) => e.event!.revision >= from).slice(0, options.maxCount ?? Number.MAX_SAFE_INTEGER);
      })();
    },
    readAll: (options: { direction?: string; maxCount?: number; fromPosition?: unknown } = {}) => {
      calls.push({ call: "readAll", args: [options] });
      return (async function* () {
        if (down) throw serverWentAway();
        const ordered = options.direction === "backwards" ? [...all].reverse() : all;
        const from = typeof options.fromPosition === "object" && options.fromPosition !== null ? (options.fromPosition as { commit: bigint }).commit : undefined;
        yield* ordered.filter((e) => from === undefined || e.event!.position!.commit >= from).slice(0, options.maxCount ?? Number.MAX_SAFE_INTEGER);
      })();
    },
    subscribeToAll: (options: unknown) => {
      calls.push({ call: "subscribeToAll", args: [options] });
      const source = fakeSource();
      sources.push(source);
      waitingForSource?.();
      return source;
    },
    dispose: async () => {
      calls.push({ call: "dispose", args: [] });
    },
  };

  return {
    client: client as unknown as KurrentDbClientCalls,
    streams,
    all,
    appendAnswers,
    sources,
    calls,
    /** The server goes away (reads fail with UnavailableError) or comes back. */
    setDown: (value: boolean) => {
      down = value;
    },
    /** The fromPosition of each subscribeToAll, in order. */
    subscribedFrom: () => calls.filter((c) => c.call === "subscribeToAll").map((c) => (c.args[0] as { fromPosition: unknown }).fromPosition),
    /** Resolves once the adapter has opened its `count`-th subscription. */
    sourceNumber: async (count: number, timeoutMs = 5_000): Promise<Source> => {
      const deadline = Date.now() + timeoutMs;
      while (sources.length < count) {
        if (Date.now() > deadline) throw new Error(`stand-in: only ${sources.length} of ${count} subscriptions opened`);
        await new Promise<void>((resolve) => {
          waitingForSource = resolve;
          setTimeout(resolve, 20);
        });
      }
      return sources[count - 1]!;
    },
  };
};
