import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { take } from "../contract/event-store-contract.ts";
import { comparePositions, type EventStore, IdempotencyConflictError, type RecordedEvent } from "../port.ts";
import { newTestEvent } from "../testing/new-event.ts";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { createPostgresEventStore } from "./postgres-event-store.ts";

describe("global log on a real server: a transaction that commits late is never skipped", () => {
  let db: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    db = await createTestDatabase("postgres");
    store = await createPostgresEventStore(db.database.pool, { pollIntervalMs: 10 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it("holds back later commits until the earlier transaction ends, then delivers it first", async () => {
    const stream = `late-${randomUUID()}`;
    const subscription = store.subscribeToAll({ after: await store.headPosition(), filter: { streamPrefix: "late-" } });
    // A slow writer takes the lower sequence number and stays open.
    const slow = await db.database.pool.connect();
    await slow.query("BEGIN");
    const slowEvent = newTestEvent();
    await slow.query(
      `INSERT INTO wl_events (event_id, stream_name, stream_revision, type, schema_version, data, metadata)
       VALUES ($1, $2, 0, 'TestHappened', 1, '{}', $3)`,
      [slowEvent.id, `${stream}-slow`, JSON.stringify(slowEvent.metadata)],
    );
    // A fast writer takes a higher number and commits first.
    const fast = await store.appendToStream(`${stream}-fast`, [newTestEvent()], "no_stream");
    const seenWhileOpen = (await store.readAll({ maxCount: 10_000 })).filter((e) => e.streamName.startsWith(stream));
    expect(seenWhileOpen).toEqual([]);
    expect(comparePositions(await store.headPosition(), fast.position)).toBe(-1);

    await slow.query("COMMIT");
    slow.release();
    const delivered = await take(subscription, 2);
    await subscription.close();
    expect(delivered.map((e) => e.streamName)).toEqual([`${stream}-slow`, `${stream}-fast`]);
    expect(delivered[0]!.position.prepare < delivered[1]!.position.prepare).toBe(true);
  });
});

for (const kind of testDatabaseKinds) {
  describe(`PostgreSQL adapter on ${kind}`, () => {
    let db: TestDatabase;
    let store: EventStore;
    beforeAll(async () => {
      db = await createTestDatabase(kind);
      store = await createPostgresEventStore(db.database.pool, { pollIntervalMs: 5 });
    });
    afterAll(async () => {
      await store.close();
      await db.drop();
    });

    it("delivers every event of concurrent appenders to a live subscriber exactly once, in log order", async () => {
      const prefix = `gap-${randomUUID()}-`;
      const writers = 8;
      const appendsPerWriter = 25;
      const subscription = store.subscribeToAll({ after: await store.headPosition(), filter: { streamPrefix: prefix } });
      const written: string[] = [];
      const writing = Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < appendsPerWriter; i++) {
          const batch = Array.from({ length: 1 + (i % 3) }, () => newTestEvent());
          // Two writers share each stream, so their transactions queue on the same stream row.
          const stream = `${prefix}${w % 4}`;
          await store.appendToStream(stream, batch, "any");
          written.push(...batch.map((e) => e.id));
        }
      });
      await Promise.all(writing);
      const delivered: RecordedEvent[] = await take(subscription, written.length, 30_000);
      // A sentinel appended after every writer finished comes next in log order: a duplicate
      // (or anything else) delivered after the last written event would show up before it.
      const sentinel = newTestEvent();
      await store.appendToStream(`${prefix}sentinel`, [sentinel], "no_stream");
      const next = await take(subscription, 1, 10_000);
      await subscription.close();
      expect(next.map((e) => e.id)).toEqual([sentinel.id]);
      expect(delivered).toHaveLength(written.length);
      expect(new Set(delivered.map((e) => e.id))).toEqual(new Set(written));
      for (let i = 1; i < delivered.length; i++) {
        expect(comparePositions(delivered[i - 1]!.position, delivered[i]!.position)).toBe(-1);
      }
      // Per stream, revisions come without holes.
      const byStream = new Map<string, RecordedEvent[]>();
      for (const e of delivered) byStream.set(e.streamName, [...(byStream.get(e.streamName) ?? []), e]);
      for (const [, list] of byStream) expect(list.map((e) => Number(e.revision))).toEqual(list.map((_, i) => i));
    });

    it("refuses a batch whose ids only partly match an earlier append", async () => {
      const stream = `partial-${randomUUID()}`;
      const first = [newTestEvent(), newTestEvent()];
      await store.appendToStream(stream, first, "no_stream");
      const error = await store.appendToStream(stream, [first[0]!, newTestEvent()], "any").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdempotencyConflictError);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it("answers a re-sent batch as before even when the stream moved on", async () => {
      const stream = `resend-${randomUUID()}`;
      const batch = [newTestEvent()];
      const first = await store.appendToStream(stream, batch, "no_stream");
      await store.appendToStream(stream, [newTestEvent()], 0n);
      const again = await store.appendToStream(stream, batch, "no_stream");
      expect(again).toEqual(first);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it("orders the global log by transaction id as a number, not as the text it is selected as", async () => {
      const prefix = `order-${randomUUID()}-`;
      const { rows } = await db.database.pool.query<{ xmin: string }>("SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin");
      const below = BigInt(rows[0]!.xmin) - 1n;
      // Transaction ids of older writers crossing digit boundaries, inserted out of order (as text
      // they would sort 109, 18, 187, 31, 44, 5).
      const ids = [109n, 18n, 5n, 44n, 187n, 31n, below].filter((x) => x <= below);
      expect(ids.length).toBeGreaterThan(6);
      for (const [i, id] of ids.entries()) {
        const e = newTestEvent();
        await db.database.pool.query(
          `INSERT INTO wl_events (transaction_id, event_id, stream_name, stream_revision, type, schema_version, data, metadata)
           VALUES ($1, $2, $3, 0, $4, 1, $5, $6)`,
          [String(id), e.id, `${prefix}${i}`, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata ?? {})],
        );
      }
      const read = (await store.readAll({ maxCount: 100_000 })).filter((e) => e.streamName.startsWith(prefix));
      expect(read.map((e) => e.position.commit)).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
      expect((await store.headPosition()).commit).toBe(below);
      const live = store.subscribeToAll({ filter: { streamPrefix: prefix } });
      const delivered = await take(live, ids.length, 10_000);
      await live.close();
      expect(delivered.map((e) => e.position.commit)).toEqual(read.map((e) => e.position.commit));
    });

    it("writes nothing for a refused append: no stream row, no sequence number taken", async () => {
      const stream = `refused-${randomUUID()}`;
      const first = await store.appendToStream(`${stream}-a`, [newTestEvent()], "no_stream");
      for (const expected of ["exists", 0n, 5n] as const) {
        await expect(store.appendToStream(stream, [newTestEvent(), newTestEvent()], expected)).rejects.toThrow();
      }
      await expect(store.appendToStream(`${stream}-a`, [newTestEvent()], "no_stream")).rejects.toThrow();
      await expect(store.appendToStream(`${stream}-a`, [newTestEvent()], 3n)).rejects.toThrow();
      const { rows } = await db.database.pool.query("SELECT 1 FROM wl_streams WHERE stream_name = $1", [stream]);
      expect(rows).toEqual([]);
      // The refused appends took no global position: the next one follows the first directly.
      const next = await store.appendToStream(stream, [newTestEvent()], "no_stream");
      expect(next.position.prepare).toBe(first.position.prepare + 1n);
      expect(next.nextExpectedRevision).toBe(0n);
    });

    it("appends with every kind of expected revision, keeping data byte for byte and positions in batch order", async () => {
      const stream = `kinds-${randomUUID()}`;
      const awkward = { text: 'quote " backslash \\ brace } comma , ' + "emoji \u{1F600} newline \n tab \t", nested: [{ a: null }, 1.5, true], empty: "" };
      const batch = [newTestEvent({ data: awkward }), newTestEvent({ data: null }), newTestEvent({ data: [1, "{2}"] })];
      const created = await store.appendToStream(stream, batch, "any");
      expect(created.nextExpectedRevision).toBe(2n);
      expect((await store.appendToStream(stream, [newTestEvent()], "exists")).nextExpectedRevision).toBe(3n);
      expect((await store.appendToStream(stream, [newTestEvent(), newTestEvent()], 3n)).nextExpectedRevision).toBe(5n);
      expect((await store.appendToStream(stream, [newTestEvent()], "any")).nextExpectedRevision).toBe(6n);
      const read = await store.readStream(stream);
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n]);
      expect(read.slice(0, 3).map((e) => e.data)).toEqual([awkward, null, [1, "{2}"]]);
      expect(read.slice(0, 3).map((e) => e.id)).toEqual(batch.map((e) => e.id));
      expect(read[0]!.metadata).toEqual(batch[0]!.metadata);
      for (let i = 1; i < read.length; i++) expect(read[i]!.position.prepare > read[i - 1]!.position.prepare).toBe(true);
      expect(read[2]!.position).toEqual(created.position);
    });

    /** The test database's pool, counting the global-log reads it is asked for and those answered. */
    const countingLogReads = () => {
      const counter = { reads: 0, answered: 0 };
      const pool = new Proxy(db.database.pool, {
        get(target, key, receiver) {
          if (key !== "query") return Reflect.get(target, key, receiver);
          return (...args: unknown[]) => {
            const text = typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string }).text ?? "");
            const logRead = text.includes("(transaction_id, global_position) >");
            if (logRead) counter.reads++;
            const result = (target.query as (...a: unknown[]) => unknown).apply(target, args);
            if (logRead && result instanceof Promise) void result.finally(() => counter.answered++).catch(() => undefined);
            return result;
          };
        },
      });
      return { pool, counter };
    };

    it("polls once per interval for all its live subscribers at the same position, not once each", async () => {
      const { pool, counter } = countingLogReads();
      const polling = await createPostgresEventStore(pool, { pollIntervalMs: 50 });
      const prefix = `polls-${randomUUID()}-`;
      const head = await polling.headPosition();
      const subscriptions = Array.from({ length: 6 }, () => polling.subscribeToAll({ after: head, filter: { streamPrefix: prefix } }));
      try {
        const received = subscriptions.map((subscription) => take(subscription, 1, 10_000));
        // Every subscriber has read the empty tail once (one shared read, answered).
        await expect.poll(() => counter.answered > 0 && counter.answered === counter.reads).toBe(true);
        const before = counter.reads;
        await new Promise((r) => setTimeout(r, 1_000));
        const polls = counter.reads - before;
        // About 20 ticks in a second; six subscribers polling on their own would read about 120 times.
        expect(polls).toBeGreaterThan(5);
        expect(polls).toBeLessThanOrEqual(30);
        // An append by another process (written here past the store) is found by the next poll.
        await db.database.pool.query(
          `INSERT INTO wl_events (event_id, stream_name, stream_revision, type, schema_version, data, metadata) VALUES ($1, $2, 0, 'TestHappened', 1, '{}', '{}')`,
          [randomUUID(), `${prefix}other-process`],
        );
        for (const events of await Promise.all(received)) expect(events.map((e) => e.streamName)).toEqual([`${prefix}other-process`]);
      } finally {
        await Promise.all(subscriptions.map((s) => s.close()));
        await polling.close();
      }
    });

    it("serves live subscribers woken by one append with one shared read, each getting every event", async () => {
      const { pool, counter } = countingLogReads();
      const shared = await createPostgresEventStore(pool, { pollIntervalMs: 60_000 });
      const prefix = `shared-${randomUUID()}-`;
      const head = await shared.headPosition();
      const subscriptions = Array.from({ length: 6 }, () => shared.subscribeToAll({ after: head, filter: { streamPrefix: prefix } }));
      const received = subscriptions.map((subscription) => take(subscription, 3, 10_000));
      // Every subscriber has read the empty tail (its read answered) and sleeps until a wake-up.
      await expect.poll(() => counter.answered > 0 && counter.answered === counter.reads).toBe(true);
      const before = counter.reads;
      const batch = [newTestEvent(), newTestEvent(), newTestEvent()];
      await shared.appendToStream(`${prefix}a`, batch, "no_stream");
      const delivered = await Promise.all(received);
      for (const events of delivered) expect(events.map((e) => e.id)).toEqual(batch.map((e) => e.id));
      // Six subscribers, one read for the wake-up (plus, at most, one more when the page was short).
      expect(counter.reads - before).toBeLessThanOrEqual(2);
      await Promise.all(subscriptions.map((s) => s.close()));
      await shared.close();
    });

    it("tells a subscriber when the event it got was the last one the log held", async () => {
      const prefix = `head-${randomUUID()}-`;
      const subscription = store.subscribeToAll({ after: await store.headPosition(), filter: { streamPrefix: prefix } });
      await store.appendToStream(`${prefix}a`, [newTestEvent(), newTestEvent(), newTestEvent()], "no_stream");
      const iterator = subscription[Symbol.asyncIterator]();
      const heads: boolean[] = [];
      for (let i = 0; i < 3; i++) {
        await iterator.next();
        heads.push(subscription.atHead?.() ?? false);
      }
      expect(heads).toEqual([false, false, true]);
      await subscription.close();
    });

    it("keeps events across a reopen of the same database", async () => {
      const stream = `durable-${randomUUID()}`;
      await store.appendToStream(stream, [newTestEvent()], "no_stream");
      const reopened = await createPostgresEventStore(db.database.pool);
      expect(await reopened.readStream(stream)).toHaveLength(1);
    });
  });
}
