import type { EventStore, NewEvent } from "@workledger/event-store";
import type { GeneratedEvent } from "../generator/ledger-generator.ts";

/** Appends generated events stream by stream as the API would (consecutive events of one stream in one append). */
export const loadLedger = async (store: EventStore, events: Iterable<GeneratedEvent>, concurrency = 4): Promise<number> => {
  const revisions = new Map<string, bigint>();
  let count = 0;
  let pending: Promise<unknown>[] = [];
  let batch: NewEvent[] = [];
  let stream: string | undefined;
  const flush = () => {
    if (stream === undefined || batch.length === 0) return;
    const previous = revisions.get(stream) ?? -1n;
    revisions.set(stream, previous + BigInt(batch.length));
    pending.push(store.appendToStream(stream, batch, previous === -1n ? "no_stream" : previous));
    batch = [];
  };
  for (const g of events) {
    // Different workers' streams interleave only across appends, never within one.
    if (g.streamName !== stream || batch.length >= 100) {
      flush();
      if (pending.length >= concurrency) {
        await Promise.all(pending);
        pending = [];
      }
      stream = g.streamName;
    }
    batch.push(g.event);
    count++;
  }
  flush();
  await Promise.all(pending);
  return count;
};
