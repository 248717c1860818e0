import { START, type Position, type RecordedEvent, type SubscribeOptions, type Subscription } from "./port.ts";
import { isTransientError } from "./transient-errors.ts";

export interface ResubscribeBackoff {
  /** The first wait after a drop; it doubles on each drop in a row. */
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
}

export const defaultResubscribeBackoff: ResubscribeBackoff = { initialDelayMs: 100, maxDelayMs: 30_000 };

export interface ResumingSubscriptionOptions extends Pick<SubscribeOptions, "onDropped" | "onResumed"> {
  readonly after: Position | undefined;
  /** Opens the adapter's own subscription strictly after `after`. */
  readonly open: (after: Position) => Subscription;
  /** A cheap call that proves the store answers again (the head position) before resubscribing. */
  readonly probe: () => Promise<unknown>;
  /** The store itself was closed: its subscriptions end instead of resuming. */
  readonly storeClosed?: () => boolean;
  readonly backoff?: ResubscribeBackoff;
}

/**
 * Wraps an adapter's subscription so that a dropped connection (a transient error) or a source
 * that ends without being asked to is not the end: it waits (backing off), checks the store
 * answers, and resubscribes strictly after the last event it delivered, so the consumer sees no
 * gap and no duplicate. A real fault (anything not transient) still ends the iteration with it.
 */
export const createResumingSubscription = (options: ResumingSubscriptionOptions): Subscription => {
  const backoff = options.backoff ?? defaultResubscribeBackoff;
  let closed = false;
  let current: Subscription | undefined;
  let wake: (() => void) | undefined;

  const close = async (): Promise<void> => {
    closed = true;
    wake?.();
    await current?.close();
  };

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  let attempt = 0;
  /** Waits out the backoff of one more drop in a row, reporting it; false once closed meanwhile. */
  const dropped = async (error: unknown): Promise<boolean> => {
    attempt++;
    const retryInMs = Math.min(backoff.initialDelayMs * 2 ** (attempt - 1), backoff.maxDelayMs);
    options.onDropped?.({ error, attempt, retryInMs });
    await sleep(retryInMs);
    return !closed;
  };

  async function* iterate(): AsyncGenerator<RecordedEvent> {
    let after = options.after ?? START;
    try {
      while (!closed) {
        if (attempt > 0) {
          try {
            await options.probe();
          } catch (error) {
            if (!isTransientError(error)) throw error;
            if (!(await dropped(error))) return;
            continue;
          }
          options.onResumed?.();
        }
        current = options.open(after);
        if (closed) return;
        let failure: unknown;
        try {
          for await (const event of current) {
            if (closed) return;
            attempt = 0;
            // Delivered once handed out: a resubscription starts after it.
            after = event.position;
            yield event;
          }
        } catch (error) {
          if (closed) return;
          if (!isTransientError(error)) throw error;
          failure = error;
        } finally {
          await current.close().catch(() => undefined);
        }
        if (closed || options.storeClosed?.() === true) return;
        // A transient error, or a source that ended although nobody closed it: resume after `after`.
        if (!(await dropped(failure))) return;
      }
    } finally {
      closed = true;
    }
  }

  const iterator = iterate();
  return {
    [Symbol.asyncIterator]: () => iterator,
    close,
    atHead: () => current?.atHead?.() === true,
  };
};
