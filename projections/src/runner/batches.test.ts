import type { RecordedEvent, Subscription } from "@workledger/event-store";
import { newTestEvent } from "@workledger/event-store/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

/** Fake time starts at 0; each batch is listed with the fake time it was handed out at. */
const collectTimed = async (subscription: Subscription, batchSize: number, maxBatchDelayMs: number, stopped = new Promise(() => undefined)) => {
  const out: { events: number[]; at: number }[] = [];
  const work = (async () => {
    for await (const batch of batches(subscription, { batchSize, maxBatchDelayMs, stopped })) out.push({ events: batch.map((e) => Number(e.revision)), at: Date.now() });
    return out;
  })();
  // Time is the subject: fire the timers one after another, each once everything else has settled.
  let settled = false;
  void work.finally(() => (settled = true));
  for (let i = 0; !settled && i < 1_000; i++) await vi.advanceTimersToNextTimerAsync();
  return work;
};
const collect = async (...args: Parameters<typeof collectTimed>) => (await collectTimed(...args)).map((b) => b.events);

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
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands a batch out at once at the head after a quiet spell, and still groups a steady stream", async () => {
    // 1, 2: the first batch, at the head, at once. 3 comes after a quiet spell longer than the
    // delay: alone, at once. 4 comes soon after a batch: it waits the delay and 5 joins it. Fake
    // time, so the handing-out times are exact.
    const feed = [1, 2, "pause:600", 3, "pause:20", 4, "pause:20", 5, "pause:1000", 6] as const;
    expect(await collectTimed(withHeads(feed, [2, 3, 4, 5, 6]), 10, 400)).toEqual([
      { events: [1, 2], at: 0 },
      { events: [3], at: 600 },
      // 4 comes 20 ms after a batch: it waits the full delay (400 ms), and 5 joins it.
      { events: [4, 5], at: 1_020 },
      { events: [6], at: 1_640 },
    ]);
    // Without the head signal the first batch waits its delay and 3, 4, 5 end up together.
    vi.setSystemTime(0);
    expect(await collectTimed(scripted(feed), 10, 400)).toEqual([
      { events: [1, 2], at: 400 },
      { events: [3, 4, 5], at: 1_000 },
      { events: [6], at: 1_640 },
    ]);
  });

  it("cuts a backlog into batches of at most batchSize, in order", async () => {
    expect(await collect(scripted([1, 2, 3, 4, 5, 6, 7]), 3, 1_000)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it("hands out a started batch once its delay has passed, carrying a late event into the next one", async () => {
    expect(await collectTimed(scripted([1, 2, "pause:80", 3, 4]), 10, 20)).toEqual([
      { events: [1, 2], at: 20 },
      { events: [3, 4], at: 80 },
    ]);
  });

  it("ends when the subscription ends, and on stop without losing the events in hand", async () => {
    expect(await collect(scripted([]), 10, 20)).toEqual([]);
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    setTimeout(stop, 30);
    expect(await collectTimed(scripted([1, 2, "pause:10000", 3]), 10, 5_000, stopped)).toEqual([{ events: [1, 2], at: 30 }]);
  });
});
