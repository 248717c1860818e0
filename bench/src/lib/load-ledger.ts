import type { EventStore, NewEvent } from "@workledger/event-store";
import type { GeneratedEvent } from "../generator/ledger-generator.ts";

/**
 * Appends generated events as the API would: consecutive events of one stream in one append (at
 * most 100), each worker's appends in order (its period streams follow each other), several workers at a time.
 */
export const loadLedger = async (store: EventStore, events: Iterable<GeneratedEvent> | AsyncIterable<GeneratedEvent>, concurrency = 8): Promise<number> => {
  const revisions = new Map<string, bigint>();
  const chains = new Map<string, Promise<unknown>>();
  let inFlight: Promise<unknown>[] = [];
  let count = 0;
  let batch: NewEvent[] = [];
  let stream: string | undefined;
  const flush = async () => {
    if (stream === undefined || batch.length === 0) return;
    const name = stream;
    const events = batch;
    const previous = revisions.get(name) ?? -1n;
    revisions.set(name, previous + BigInt(events.length));
    const worker = name.replace(/-\d{4}-\d{2}$/, "");
    const append = (chains.get(worker) ?? Promise.resolve()).then(() => store.appendToStream(name, events, previous === -1n ? "no_stream" : previous));
    chains.set(worker, append);
    inFlight.push(append);
    batch = [];
    if (inFlight.length >= concurrency * 16) {
      await Promise.all(inFlight);
      inFlight = [];
      chains.clear();
    }
  };
  for await (const g of events) {
    if (g.streamName !== stream || batch.length >= 100) {
      await flush();
      stream = g.streamName;
    }
    batch.push(g.event);
    count++;
  }
  await flush();
  await Promise.all(inFlight);
  return count;
};
