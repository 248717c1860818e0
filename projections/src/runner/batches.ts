import type { RecordedEvent, Subscription } from "@workledger/event-store";

export interface BatchOptions {
  readonly batchSize: number;
  /** How long a started batch waits for more events before it is handed out. */
  readonly maxBatchDelayMs: number;
  /** Resolves when the consumer wants to stop; the batch in hand is still handed out. */
  readonly stopped: Promise<unknown>;
}

const STOPPED = Symbol("stopped");
const TIMED_OUT = Symbol("timed out");

/**
 * Groups a subscription's events into batches bounded by size and by time since the batch's first
 * event, so catch-up commits big batches and live events are not held back for long (not at all
 * after a quiet spell when the subscription says it reached the head of the log). An event
 * requested but not yet delivered when a batch closes is carried into the next one.
 */
export async function* batches(subscription: Subscription, options: BatchOptions): AsyncGenerator<readonly RecordedEvent[]> {
  const iterator = subscription[Symbol.asyncIterator]();
  const stopped = options.stopped.then((): typeof STOPPED => STOPPED);
  let pending: Promise<IteratorResult<RecordedEvent>> | undefined;
  const next = (): Promise<IteratorResult<RecordedEvent> | typeof STOPPED> => Promise.race([(pending ??= iterator.next()), stopped]);

  let lastHandedOut = Number.NEGATIVE_INFINITY;
  for (;;) {
    const batch: RecordedEvent[] = [];
    let ended = false;
    const take = (result: IteratorResult<RecordedEvent> | typeof STOPPED): void => {
      if (result === STOPPED) {
        ended = true;
        return;
      }
      pending = undefined;
      if (result.done === true) ended = true;
      else batch.push(result.value);
    };
    take(await next());
    const deadline = Date.now() + options.maxBatchDelayMs;
    // At the head of the log, after a quiet spell (no batch handed out within the delay), the
    // next event waits for a new append: hand the batch out now, so a lone live event is not held
    // back. Under a steady stream of appends the batch still waits, so events share a commit.
    const quiet = Date.now() - lastHandedOut >= options.maxBatchDelayMs;
    while (!ended && batch.length > 0 && batch.length < options.batchSize && !(quiet && subscription.atHead?.() === true)) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      const result = await raceTimeout(next(), remaining);
      if (result === TIMED_OUT) break;
      take(result);
    }
    if (batch.length > 0) {
      yield batch;
      lastHandedOut = Date.now();
    }
    if (ended) return;
  }
}

const raceTimeout = async <T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)))]);
  } finally {
    clearTimeout(timer);
  }
};
