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
 * one comes back empty (or short of a full page), then wait for a wake-up or the poll interval
 * and read again.
 */
export const createPollingSubscription = (options: PollingSubscriptionOptions): Subscription => {
  let closed = false;
  let wake: (() => void) | undefined;
  /** An append happened since the last read began: that read may not hold it, so read again. */
  let woken = false;
  const onWake = () => {
    woken = true;
    wake?.();
  };
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
      // On a grid shared by every subscription of the process: those at the same position poll
      // at the same moment, and the store serves them with one read.
      const timer = setTimeout(done, options.pollIntervalMs - (Date.now() % options.pollIntervalMs));
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
        woken = false;
        const batch = await options.readBatch(after);
        const short = options.pageSize !== undefined && batch.length < options.pageSize;
        for (const [i, event] of batch.entries()) {
          if (closed) return;
          atHead = short && i === batch.length - 1;
          yield event;
          atHead = false;
          after = event.position;
        }
        // A short page reached the head when it was read: unless an append came since, the next
        // read would come back empty, so wait for a wake-up or the next poll instead.
        const reachedHead = batch.length === 0 || short;
        if (reachedHead && !closed && !woken) await sleep();
      }
    } finally {
      await close();
    }
  }

  const iterator = iterate();
  return { [Symbol.asyncIterator]: () => iterator, close, atHead: () => atHead };
};
