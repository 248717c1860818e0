import {
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type Filter,
} from "@kurrent/kurrentdb-client";
import { comparePositions, type Position, type RecordedEvent, type Subscription, type SubscriptionFilter } from "../port.ts";
import { isSystemEvent, toRecordedEvent } from "./kurrentdb-event-mapping.ts";

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * KurrentDB filters on one thing (event type or stream name), so the server narrows by the event
 * types when given, else by the stream prefix, else drops system events; `accepts` checks the
 * whole filter on our side.
 */
export const serverFilter = (filter: SubscriptionFilter | undefined): Filter => {
  if (filter?.eventTypes !== undefined) {
    return eventTypeFilter({ regex: `^(?:${filter.eventTypes.map(escapeRegex).join("|")})$` });
  }
  if (filter?.streamPrefix !== undefined) return streamNameFilter({ prefixes: [filter.streamPrefix] });
  return excludeSystemEvents();
};

export const accepts = (filter: SubscriptionFilter | undefined, event: RecordedEvent): boolean =>
  (filter?.eventTypes === undefined || filter.eventTypes.includes(event.type)) &&
  (filter?.streamPrefix === undefined || event.streamName.startsWith(filter.streamPrefix));

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * Adapts the client's catch-up subscription (a Node Readable) to our Subscription: system events
 * and anything at or before `after` are skipped, and close() ends a pending next() with done
 * instead of the premature-close error the Readable would raise. An error of the source (the
 * server went away) rejects next(); the source ending ends the iteration: the store's resuming
 * wrapper decides what either means. `atHead()` comes from the client's caught-up signal: after
 * `caughtUp` (and until `fellBehind`) an event delivered with nothing behind it in the buffer was
 * the newest the server had.
 */
export const toSubscription = (
  source: AllStreamSubscription,
  after: Position | undefined,
  filter: SubscriptionFilter | undefined,
): Subscription => {
  let closed = false;
  let signalClosed: () => void = () => {};
  const closedSignal = new Promise<typeof DONE>((resolve) => {
    signalClosed = () => resolve(DONE);
  });
  const inner = source[Symbol.asyncIterator]() as AsyncIterator<AllStreamResolvedEvent>;
  let live = false;
  let atHead = false;
  source.on("caughtUp", () => (live = true));
  source.on("fellBehind", () => (live = false));

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    signalClosed();
    await source.unsubscribe().catch(() => {});
  };

  const iterator: AsyncIterator<RecordedEvent, undefined> = {
    async next() {
      while (!closed) {
        const pending = inner.next();
        pending.catch(() => {}); // once closed, nobody awaits it: its rejection is not an error
        const result = await Promise.race([pending, closedSignal]);
        if (closed || result.done === true) return DONE;
        if (isSystemEvent(result.value)) continue;
        const event = toRecordedEvent(result.value);
        if (after !== undefined && comparePositions(event.position, after) <= 0) continue;
        if (!accepts(filter, event)) continue;
        atHead = live && source.readableLength === 0;
        return { done: false, value: event };
      }
      return DONE;
    },
    async return() {
      await close();
      return DONE;
    },
  };

  return { [Symbol.asyncIterator]: () => iterator, close, atHead: () => atHead };
};
