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

/** A scripted feed that says it is at the head after each event listed in `heads`. */
const withHeads = (feed: ReadonlyArray<number | `pause:${number}`>, heads: readonly number[]): Subscription => {
  const inner = scripted(feed);
  const iterator = inner[Symbol.asyncIterator]();
  let last: number | undefined;
  const tracking: AsyncIterator<RecordedEvent> = {
    next: async () => {
      const result = await iterator.next();
      last = result.done === true ? undefined : Number(result.value.revision);
      return result;
    },
  };
  return { [Symbol.asyncIterator]: () => tracking, close: inner.close, atHead: () => last !== undefined && heads.includes(last) };
};

describe("batches", () => {
  it("hands a batch out at once at the head after a quiet spell, and still groups a steady stream", async () => {
    // 1, 2: the first batch, at the head, at once. 3 comes after a quiet spell longer than the
    // delay: alone, at once. 4 comes soon after a batch: it waits the delay and 5 joins it.
    const feed = [1, 2, "pause:600", 3, "pause:20", 4, "pause:20", 5] as const;
    expect(await collect(withHeads(feed, [2, 3, 4, 5]), 10, 400)).toEqual([[1, 2], [3], [4, 5]]);
    // Without the head signal the first batch waits its delay and 3, 4, 5 end up together.
    expect(await collect(scripted(feed), 10, 400)).toEqual([[1, 2], [3, 4, 5]]);
  });

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
