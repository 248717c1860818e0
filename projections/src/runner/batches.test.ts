import type { RecordedEvent, Subscription } from "@workledger/event-store";
import { newTestEvent } from "@workledger/event-store/testing";
import { describe, expect, it } from "vitest";
import { batches } from "./batches.ts";

const recorded = (n: number): RecordedEvent => ({
  ...newTestEvent(),
  streamName: "s",
  revision: BigInt(n),
  position: { commit: 1n, prepare: BigInt(n) },
  recordedAt: new Date(0),
});

/** A subscription over a scripted feed: numbers are events, "pause:ms" waits before the next one. */
const scripted = (feed: ReadonlyArray<number | `pause:${number}`>): Subscription => {
  let closed = false;
  async function* iterate(): AsyncGenerator<RecordedEvent> {
    for (const item of feed) {
      if (closed) return;
      if (typeof item === "number") yield recorded(item);
      else await new Promise((resolve) => setTimeout(resolve, Number(item.slice(6))));
    }
  }
  const iterator = iterate();
  return { [Symbol.asyncIterator]: () => iterator, close: async () => void (closed = true) };
};

const collect = async (subscription: Subscription, batchSize: number, maxBatchDelayMs: number, stopped = new Promise(() => undefined)) => {
  const out: number[][] = [];
  for await (const batch of batches(subscription, { batchSize, maxBatchDelayMs, stopped })) out.push(batch.map((e) => Number(e.revision)));
  return out;
};

describe("batches", () => {
  it("cuts a backlog into batches of at most batchSize, in order", async () => {
    expect(await collect(scripted([1, 2, 3, 4, 5, 6, 7]), 3, 1_000)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it("hands out a started batch once its delay has passed, carrying a late event into the next one", async () => {
    expect(await collect(scripted([1, 2, "pause:80", 3, 4]), 10, 20)).toEqual([[1, 2], [3, 4]]);
  });

  it("ends when the subscription ends, and on stop without losing the events in hand", async () => {
    expect(await collect(scripted([]), 10, 20)).toEqual([]);
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const result = collect(scripted([1, 2, "pause:10000", 3]), 10, 5_000, stopped);
    setTimeout(stop, 30);
    expect(await result).toEqual([[1, 2]]);
  });
});
