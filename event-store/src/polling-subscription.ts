import type { EventEmitter } from "node:events";
import type { Position, RecordedEvent, Subscription } from "./port.ts";

export interface PollingSubscriptionOptions {
  readonly after: Position;
  readonly readBatch: (after: Position) => Promise<RecordedEvent[]>;
  readonly pollIntervalMs: number;
  /** The most events readBatch returns: a shorter batch reached the head of the log. */
  readonly pageSize?: number;
  /** Emits "appended" to cut a poll short, "closed" to end every subscription. */
  readonly wakeUps?: EventEmitter;
}

/**
 * Catch-up then live over a log that can be read in order from a position: read batches until
 * one comes back empty, then wait for a wake-up or the poll interval and read again.
 */
export const createPollingSubscription = (options: PollingSubscriptionOptions): Subscription => {
  let closed = false;
  let wake: (() => void) | undefined;
  const onWake = () => wake?.();
  const onClosed = () => {
    closed = true;
    wake?.();
  };
  options.wakeUps?.on("appended", onWake);
  options.wakeUps?.on("closed", onClosed);

  const close = async () => {
    onClosed();
    options.wakeUps?.off("appended", onWake);
    options.wakeUps?.off("closed", onClosed);
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  let atHead = false;
  async function* iterate(): AsyncGenerator<RecordedEvent> {
    let after = options.after;
    try {
      while (!closed) {
        const batch = await options.readBatch(after);
        const short = options.pageSize !== undefined && batch.length < options.pageSize;
        for (const [i, event] of batch.entries()) {
          if (closed) return;
          atHead = short && i === batch.length - 1;
          yield event;
          atHead = false;
          after = event.position;
        }
        if (batch.length === 0 && !closed) await sleep();
      }
    } finally {
      await close();
    }
  }

  const iterator = iterate();
  return { [Symbol.asyncIterator]: () => iterator, close, atHead: () => atHead };
};
