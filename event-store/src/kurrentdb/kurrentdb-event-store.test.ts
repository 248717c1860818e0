import { ANY, NO_STREAM, STREAM_EXISTS, UnavailableError, WrongExpectedVersionError, type ResolvedEvent } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { take } from "../contract/event-store-contract.ts";
import { IdempotencyConflictError, START, WrongExpectedRevisionError, type SubscriptionDrop } from "../port.ts";
import { newTestEvent } from "../testing/new-event.ts";
import { createClientStandIn, storedEvent } from "./kurrentdb-client-stand-in.ts";
import { actualRevisionOf, createKurrentDbEventStore, toStreamState } from "./kurrentdb-event-store.ts";

const fast = { initialDelayMs: 1, maxDelayMs: 4 };
const storeOn = (standIn: ReturnType<typeof createClientStandIn>) => createKurrentDbEventStore({ client: standIn.client, resubscribeBackoff: fast });
const stored = storedEvent;
const wrongVersion = (current: bigint | "no_stream") =>
  new WrongExpectedVersionError(undefined, { streamName: "work-1", expected: 0n, current });

describe("KurrentDB expected-state translation", () => {
  it("maps our expected revisions to KurrentDB's stream states", () => {
    expect(toStreamState("no_stream")).toBe(NO_STREAM);
    expect(toStreamState("exists")).toBe(STREAM_EXISTS);
    expect(toStreamState("any")).toBe(ANY);
    expect(toStreamState(7n)).toBe(7n);
  });

  it("reads the actual state of a refused append as a revision, -1 for no stream", () => {
    expect(actualRevisionOf(wrongVersion(4n))).toBe(4n);
    expect(actualRevisionOf(wrongVersion("no_stream"))).toBe(-1n);
  });

  it("sends the translated state with the events", async () => {
    const standIn = createClientStandIn();
    const event = newTestEvent();
    standIn.appendAnswers.push(() => ({ success: true, nextExpectedRevision: 0n }));
    standIn.streams.set("work-1", [stored(event, "work-1", 0n, 40n) as ResolvedEvent]);
    const result = await storeOn(standIn).appendToStream("work-1", [event], "no_stream");
    const [, events, options] = standIn.calls.find((c) => c.call === "appendToStream")!.args as [string, { id: string }[], { streamState: unknown }];
    expect(events.map((e) => e.id)).toEqual([event.id]);
    expect(options.streamState).toBe(NO_STREAM);
    // The position readers will see is the last event's, read back from the stream.
    expect(result).toEqual({ nextExpectedRevision: 0n, position: { commit: 40n, prepare: 40n } });
  });
});

describe("KurrentDB error translation", () => {
  it("turns a refused append into WrongExpectedRevisionError with the actual revision", async () => {
    const standIn = createClientStandIn();
    standIn.appendAnswers.push(() => {
      throw wrongVersion(4n);
    });
    standIn.streams.set("work-1", [stored(newTestEvent(), "work-1", 4n, 9n) as ResolvedEvent]);
    const error = await storeOn(standIn).appendToStream("work-1", [newTestEvent()], 3n).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamName: "work-1", expected: 3n, actual: 4n, code: "wrong_expected_revision" });
  });

  it("answers a re-sent batch as the first append did, and refuses a partly re-sent one", async () => {
    const standIn = createClientStandIn();
    const [a, b, c] = [newTestEvent(), newTestEvent(), newTestEvent()];
    standIn.streams.set("work-1", [stored(a, "work-1", 0n, 10n), stored(b, "work-1", 1n, 11n)] as ResolvedEvent[]);
    const store = storeOn(standIn);
    standIn.appendAnswers.push(() => {
      throw wrongVersion(1n);
    });
    expect(await store.appendToStream("work-1", [a, b], "no_stream")).toEqual({ nextExpectedRevision: 1n, position: { commit: 11n, prepare: 11n } });
    standIn.appendAnswers.push(() => {
      throw wrongVersion(1n);
    });
    const partly = await store.appendToStream("work-1", [b, c], 0n).catch((e: unknown) => e);
    expect(partly).toBeInstanceOf(IdempotencyConflictError);
    expect((partly as IdempotencyConflictError).eventIds).toEqual([b.id]);
  });

  it("reads a missing stream as empty, and lets other failures through", async () => {
    const standIn = createClientStandIn();
    const store = storeOn(standIn);
    expect(await store.readStream("missing-1")).toEqual([]);
    standIn.appendAnswers.push(() => {
      throw new UnavailableError(undefined, "server restarting");
    });
    await expect(store.appendToStream("work-1", [newTestEvent()], "any")).rejects.toBeInstanceOf(UnavailableError);
  });

  it("reads $all after a position exclusively and without KurrentDB's own events; the head skips them too", async () => {
    const standIn = createClientStandIn();
    const [a, b] = [newTestEvent(), newTestEvent()];
    standIn.all.push(stored(a, "work-1", 0n, 10n), stored(newTestEvent({ type: "$metadata" }), "work-1", 1n, 11n), stored(b, "work-2", 0n, 12n));
    standIn.all.push(stored(newTestEvent({ type: "$statsCollected" }), "$stats-1", 0n, 13n));
    const store = storeOn(standIn);
    expect((await store.readAll({ after: { commit: 10n, prepare: 10n } })).map((e) => e.id)).toEqual([b.id]);
    expect((await store.readAll()).map((e) => e.id)).toEqual([a.id, b.id]);
    expect(await store.headPosition()).toEqual({ commit: 12n, prepare: 12n });
    standIn.all.length = 0;
    expect(await store.headPosition()).toEqual(START);
  });
});

describe("KurrentDB subscription that loses its server", () => {
  const event = (n: bigint) => stored(newTestEvent({ data: { n: Number(n) } }), "work-1", n, n);

  it("resumes after the last delivered position when the stream drops (UnavailableError) and when it ends, with no gap and no duplicate", async () => {
    const standIn = createClientStandIn();
    const drops: SubscriptionDrop[] = [];
    let resumed = 0;
    const subscription = storeOn(standIn).subscribeToAll({ onDropped: (d) => drops.push(d), onResumed: () => resumed++ });
    const written = [1n, 2n, 3n, 4n, 5n, 6n].map(event);

    const taking = take(subscription, 3); // the subscription opens when first read
    const first = await standIn.sourceNumber(1);
    for (const e of written.slice(0, 3)) first.write(e);
    const got = await taking;
    // KurrentDB restarts: the call ends with gRPC UNAVAILABLE.
    first.destroy(new UnavailableError(undefined, "14 UNAVAILABLE: Connection dropped"));
    const takingMore = take(subscription, 2);
    const second = await standIn.sourceNumber(2);
    for (const e of written.slice(2, 5)) second.write(e); // the last delivered one again, as an inclusive server would
    got.push(...(await takingMore));
    // The server ends the subscription without an error (a leader change, a shutdown).
    second.end();
    const takingLast = take(subscription, 1);
    const third = await standIn.sourceNumber(3);
    third.write(written[5]!);
    got.push(...(await takingLast));
    await subscription.close();

    expect(got.map((e) => e.position.commit)).toEqual([1n, 2n, 3n, 4n, 5n, 6n]);
    expect(got.map((e) => e.id)).toEqual(written.map((e) => e.event!.id));
    expect(standIn.subscribedFrom()).toEqual(["start", { commit: 3n, prepare: 3n }, { commit: 5n, prepare: 5n }]);
    expect(drops.map((d) => [d.attempt, (d.error as { type?: string } | undefined)?.type])).toEqual([
      [1, "unavailable"],
      [1, undefined],
    ]);
    expect(resumed).toBe(2);
    // It checked the server answers (the head) before each resubscription.
    expect(standIn.calls.filter((c) => c.call === "readAll")).toHaveLength(2);
    expect(third.destroyed).toBe(true);
  });

  it("backs off longer while the server stays away, and ends with a real fault", async () => {
    const standIn = createClientStandIn();
    const drops: SubscriptionDrop[] = [];
    const subscription = storeOn(standIn).subscribeToAll({ onDropped: (d) => drops.push(d) });
    const iterator = subscription[Symbol.asyncIterator]();
    const pending = iterator.next();
    for (let n = 1; n <= 3; n++) (await standIn.sourceNumber(n)).destroy(new UnavailableError());
    (await standIn.sourceNumber(4)).destroy(Object.assign(new Error("access denied"), { type: "access-denied" }));
    await expect(pending).rejects.toThrow("access denied");
    expect(drops.map((d) => [d.attempt, d.retryInMs])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
    ]);
  });

  it("stops resuming once the store is closed", async () => {
    const standIn = createClientStandIn();
    const store = storeOn(standIn);
    const subscription = store.subscribeToAll();
    const pending = subscription[Symbol.asyncIterator]().next();
    const source = await standIn.sourceNumber(1);
    await store.close();
    source.end();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(standIn.sources).toHaveLength(1);
  });

  it("tells a consumer it is at the head from the client's caught-up signal", async () => {
    const standIn = createClientStandIn();
    const subscription = storeOn(standIn).subscribeToAll();
    const taking = take(subscription, 1);
    const source = await standIn.sourceNumber(1);
    source.write(event(1n));
    source.write(event(2n));
    await taking;
    expect(subscription.atHead?.()).toBe(false); // catching up, and more in hand
    source.emit("caughtUp", { position: { commit: 2n, prepare: 2n } });
    await take(subscription, 1);
    expect(subscription.atHead?.()).toBe(true); // live, nothing behind it
    source.write(event(3n));
    source.write(event(4n));
    await take(subscription, 1);
    expect(subscription.atHead?.()).toBe(false); // live, but the next is already here
    await take(subscription, 1);
    expect(subscription.atHead?.()).toBe(true);
    source.emit("fellBehind", {});
    source.write(event(5n));
    await take(subscription, 1);
    expect(subscription.atHead?.()).toBe(false); // catching up again
    await subscription.close();
  });
});
