import type { BusHandler } from "./port.ts";

/** Remembers which message ids were handled. Async so a consumer can keep it in its own database. */
export interface SeenStore {
  has(id: string): boolean | Promise<boolean>;
  add(id: string): void | Promise<void>;
}

/** Bounded memory of recent ids: the oldest is forgotten first (a Map keeps insertion order). */
export const createLruSeenStore = (capacity = 10_000): SeenStore => {
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`LRU capacity must be a positive integer: ${capacity}`);
  const seen = new Map<string, true>();
  return {
    has: (id) => {
      if (!seen.has(id)) return false;
      seen.delete(id);
      seen.set(id, true);
      return true;
    },
    add: (id) => {
      seen.delete(id);
      seen.set(id, true);
      if (seen.size > capacity) seen.delete(seen.keys().next().value as string);
    },
  };
};

/**
 * Wraps a handler so a redelivered message id is skipped. An id is remembered only after the
 * handler resolves, so a failed attempt is retried for real. With the default in-memory store the
 * guarantee lasts as long as the process and the LRU window; keep ids in the consumer's own
 * transaction when the effect must happen exactly once.
 */
export const idempotent = <T>(handler: BusHandler<T>, seen: SeenStore = createLruSeenStore()): BusHandler<T> => {
  const inFlight = new Set<string>();
  return async (message) => {
    // A duplicate arriving while the first copy is still being handled is skipped too; the id is
    // claimed before the first await so two copies cannot both pass the check.
    if (inFlight.has(message.id)) return;
    inFlight.add(message.id);
    try {
      if (await seen.has(message.id)) return;
      await handler(message);
      await seen.add(message.id);
    } finally {
      inFlight.delete(message.id);
    }
  };
};
