import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from "../port.ts";
import { newTestEvent } from "../testing/new-event.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../testing/test-database.ts";
import { APPEND_SLICE, createPostgresEventStore } from "./postgres-event-store.ts";

const events = (n: number): NewEvent[] => Array.from({ length: n }, (_, i) => newTestEvent({ data: { n: i } }));
const big = APPEND_SLICE * 2 + 50;

/**
 * An append bigger than one statement is written slice by slice (no statement holds the embedded
 * database's thread long) in one transaction: all of it or none of it, at the expected revision.
 */
describe.each(testDatabaseKinds)("appends bigger than one statement (%s)", (kind) => {
  let db: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    store = await createPostgresEventStore(db.database.pool, { pollIntervalMs: 10 });
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  it("writes every event in order with contiguous revisions, and a re-sent batch answers as the first time", async () => {
    const stream = `big-${randomUUID()}`;
    await store.appendToStream(stream, events(3), "no_stream");
    const batch = events(big);
    const first = await store.appendToStream(stream, batch, 2n);
    expect(first.nextExpectedRevision).toBe(BigInt(2 + big));
    const read = await store.readStream(stream);
    expect(read.slice(3).map((e) => e.id)).toEqual(batch.map((e) => e.id));
    expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 3 + big }, (_, i) => BigInt(i)));
    expect(new Set(read.slice(3).map((e) => e.position.commit)).size).toBe(1);
    const again = await store.appendToStream(stream, batch, 2n);
    expect(again).toEqual(first);
    expect(await store.readStream(stream)).toHaveLength(3 + big);
  });

  it("refuses a stale expected revision before writing any slice", async () => {
    const stream = `big-${randomUUID()}`;
    await store.appendToStream(stream, events(2), "no_stream");
    await expect(store.appendToStream(stream, events(big), 0n)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it("writes nothing when its last slice fails: the earlier slices roll back with it", async () => {
    const stream = `big-${randomUUID()}`;
    const batch = events(big);
    // The last event repeats the first one's id: the unique index refuses it in the last statement.
    const broken = [...batch.slice(0, -1), { ...batch.at(-1)!, id: batch[0]!.id }];
    await expect(store.appendToStream(stream, broken, "no_stream")).rejects.toThrow();
    expect(await store.readStream(stream)).toEqual([]);
    await expect(store.appendToStream(stream, batch, "no_stream")).resolves.toMatchObject({ nextExpectedRevision: BigInt(big - 1) });
  });
});

describe("the embedded PGlite lets the event loop turn during a chain of queries", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("pglite");
  });
  afterAll(async () => db?.drop());

  it("fires timers while one awaited query follows another", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    // About a second of queries, each awaited before the next: on a bare PGlite no timer fires
    // until the chain ends, because every answer resolves as a microtask.
    const until = performance.now() + 1_000;
    let queries = 0;
    let ticksDuring = 0;
    while (performance.now() < until) {
      await db.database.pool.query("SELECT count(*) FROM generate_series(1, 2000)");
      queries += 1;
      ticksDuring = ticks;
    }
    clearInterval(timer);
    expect(queries).toBeGreaterThan(1);
    expect(ticksDuring).toBeGreaterThan(0);
  });
});
