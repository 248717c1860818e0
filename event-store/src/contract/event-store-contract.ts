import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  comparePositions,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from "../port.ts";
import { newTestEvent } from "../testing/new-event.ts";

export interface ContractSubject {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

/** Takes from a subscription until `count` events arrived or the time is up (then fails with what came). */
export const take = async (subscription: Subscription, count: number, timeoutMs = 10_000): Promise<RecordedEvent[]> => {
  const received: RecordedEvent[] = [];
  if (count === 0) return received;
  const iterator = subscription[Symbol.asyncIterator]();
  const deadline = Date.now() + timeoutMs;
  while (received.length < count) {
    const remaining = deadline - Date.now();
    const next = await Promise.race([
      iterator.next(),
      new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), Math.max(remaining, 0))),
    ]);
    if (next === "timeout") throw new Error(`Got ${received.length} of ${count} events before the timeout`);
    if (next.done === true) break;
    received.push(next.value);
  }
  return received;
};

/**
 * An append is in the global log once every transaction that began before it has ended (PostgreSQL
 * holds it back while an older transaction anywhere on the server may still commit before it).
 * Waits, bounded, until the log's head has reached the position.
 */
export const waitForHead = async (store: EventStore, position: Position, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (comparePositions(await store.headPosition(), position) < 0) {
    if (Date.now() > deadline) throw new Error("The global log did not reach the position in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/**
 * The behaviour every event-store adapter must have. Streams are uniquely named per test, and
 * global-log assertions only look past the head taken at the start, so a shared server works.
 */
export const describeEventStoreContract = (name: string, factory: () => Promise<ContractSubject>): void => {
  describe(`event store contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.cleanup();
    });

    const streamOf = (prefix = "contract") => `${prefix}-${randomUUID()}`;
    const events = (n: number, type = "TestHappened"): NewEvent[] =>
      Array.from({ length: n }, (_, i) => newTestEvent({ type, data: { n: i } }));
    const ours = (all: RecordedEvent[], streams: string[]) => all.filter((e) => streams.includes(e.streamName));

    describe("appending and reading a stream", () => {
      it("creates a stream from revision 0 and reads it back in order with data and metadata", async () => {
        const stream = streamOf();
        const batch = events(3);
        const result = await store.appendToStream(stream, batch, "no_stream");
        expect(result.nextExpectedRevision).toBe(2n);
        const read = await store.readStream(stream);
        expect(read.map((e) => e.id)).toEqual(batch.map((e) => e.id));
        expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
        expect(read[1]!.data).toEqual({ n: 1 });
        expect(read[1]!.metadata).toEqual(batch[1]!.metadata);
        expect(read[1]!.schemaVersion).toBe(1);
        expect(read[1]!.streamName).toBe(stream);
        expect(comparePositions(read[2]!.position, result.position)).toBe(0);
      });

      it("reads a missing stream as empty", async () => {
        expect(await store.readStream(streamOf())).toEqual([]);
      });

      it("reads from a revision and at most a count", async () => {
        const stream = streamOf();
        await store.appendToStream(stream, events(5), "no_stream");
        const read = await store.readStream(stream, { fromRevision: 2n, maxCount: 2 });
        expect(read.map((e) => e.revision)).toEqual([2n, 3n]);
      });
    });

    describe("optimistic concurrency", () => {
      it("refuses no_stream when the stream exists, naming the actual revision", async () => {
        const stream = streamOf();
        await store.appendToStream(stream, events(2), "no_stream");
        const error = await store.appendToStream(stream, events(1), "no_stream").catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).actual).toBe(1n);
      });

      it("refuses exists when the stream is missing", async () => {
        const error = await store.appendToStream(streamOf(), events(1), "exists").catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).actual).toBe(-1n);
      });

      it("accepts the current revision and refuses a stale one", async () => {
        const stream = streamOf();
        await store.appendToStream(stream, events(2), "no_stream");
        await expect(store.appendToStream(stream, events(1), 1n)).resolves.toMatchObject({ nextExpectedRevision: 2n });
        await expect(store.appendToStream(stream, events(1), 1n)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(store.appendToStream(stream, events(1), "exists")).resolves.toMatchObject({ nextExpectedRevision: 3n });
        await expect(store.appendToStream(stream, events(1), "any")).resolves.toMatchObject({ nextExpectedRevision: 4n });
        expect(await store.readStream(stream)).toHaveLength(5);
      });

      it("lets exactly one of several racing writers with the same expected revision win", async () => {
        const stream = streamOf();
        await store.appendToStream(stream, events(1), "no_stream");
        const results = await Promise.allSettled(
          Array.from({ length: 5 }, () => store.appendToStream(stream, events(1), 0n)),
        );
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const losers = results.filter((r) => r.status === "rejected");
        expect(losers).toHaveLength(4);
        for (const loser of losers) expect(loser.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it("lets exactly one of several racing creators of a new stream win", async () => {
        const stream = streamOf();
        const results = await Promise.allSettled(
          Array.from({ length: 4 }, () => store.appendToStream(stream, events(2), "no_stream")),
        );
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe("idempotent append", () => {
      it("does not duplicate a re-sent batch and answers as the first time", async () => {
        const stream = streamOf();
        const head = await store.headPosition();
        const batch = events(2);
        const first = await store.appendToStream(stream, batch, "no_stream");
        const again = await store.appendToStream(stream, batch, "no_stream");
        expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
        await waitForHead(store, first.position);
        expect(await store.readStream(stream)).toHaveLength(2);
        const all = ours(await store.readAll({ after: head, maxCount: 10_000 }), [stream]);
        expect(all.map((e) => e.id)).toEqual(batch.map((e) => e.id));
      });
    });

    describe("the global log", () => {
      it("reads appends of several streams in the order they happened, after a position", async () => {
        const head = await store.headPosition();
        const a = streamOf();
        const b = streamOf();
        const e1 = events(2);
        const e2 = events(1);
        const e3 = events(2);
        await store.appendToStream(a, e1, "no_stream");
        await store.appendToStream(b, e2, "no_stream");
        await waitForHead(store, (await store.appendToStream(a, e3, 1n)).position);
        const all = ours(await store.readAll({ after: head, maxCount: 10_000 }), [a, b]);
        expect(all.map((e) => e.id)).toEqual([...e1, ...e2, ...e3].map((e) => e.id));
        for (let i = 1; i < all.length; i++) expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBe(-1);
        const afterSecond = ours(await store.readAll({ after: all[1]!.position, maxCount: 10_000 }), [a, b]);
        expect(afterSecond.map((e) => e.id)).toEqual([...e2, ...e3].map((e) => e.id));
      });

      it("moves its head to an appended event's position, and never backwards", async () => {
        const before = await store.headPosition();
        const result = await store.appendToStream(streamOf(), events(1), "no_stream");
        expect(comparePositions(result.position, before)).toBe(1);
        await waitForHead(store, result.position);
        expect(comparePositions(await store.headPosition(), before)).toBe(1);
      });
    });

    describe("subscriptions", () => {
      it("catches up, then delivers live events", async () => {
        const head = await store.headPosition();
        const stream = streamOf("sub");
        const early = events(3);
        await store.appendToStream(stream, early, "no_stream");
        const subscription = store.subscribeToAll({ after: head, filter: { streamPrefix: stream } });
        try {
          const caughtUp = await take(subscription, 3);
          expect(caughtUp.map((e) => e.id)).toEqual(early.map((e) => e.id));
          const late = events(2);
          await store.appendToStream(stream, late, 2n);
          const live = await take(subscription, 2);
          expect(live.map((e) => e.id)).toEqual(late.map((e) => e.id));
        } finally {
          await subscription.close();
        }
      });

      it("resumes after a checkpoint without repeating or losing an event", async () => {
        const head = await store.headPosition();
        const stream = streamOf("resume");
        const batch = events(5);
        await store.appendToStream(stream, batch, "no_stream");
        const first = store.subscribeToAll({ after: head, filter: { streamPrefix: stream } });
        const firstThree = await take(first, 3);
        await first.close();
        const checkpoint: Position = firstThree[2]!.position;
        const second = store.subscribeToAll({ after: checkpoint, filter: { streamPrefix: stream } });
        try {
          const rest = await take(second, 2);
          expect([...firstThree, ...rest].map((e) => e.id)).toEqual(batch.map((e) => e.id));
        } finally {
          await second.close();
        }
      });

      it("filters by event type", async () => {
        const head = await store.headPosition();
        const stream = streamOf("filter");
        const wanted = `Wanted${randomUUID().slice(0, 8)}`;
        const mixed = [...events(1, "Other"), ...events(2, wanted), ...events(1, "Other")];
        await store.appendToStream(stream, mixed, "no_stream");
        const subscription = store.subscribeToAll({ after: head, filter: { eventTypes: [wanted] } });
        try {
          const got = await take(subscription, 2);
          expect(got.map((e) => e.type)).toEqual([wanted, wanted]);
        } finally {
          await subscription.close();
        }
      });

      it("ends the iteration when closed", async () => {
        const subscription = store.subscribeToAll({ after: await store.headPosition() });
        const iterator = subscription[Symbol.asyncIterator]();
        const pending = iterator.next();
        await subscription.close();
        await expect(pending).resolves.toMatchObject({ done: true });
      });
    });
  });
};
