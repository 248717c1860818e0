import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventStore } from "../port.ts";
import { newTestEvent } from "../testing/new-event.ts";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { CHAIN_GENESIS, chainHash, verifyLedgerChain } from "./ledger-chain.ts";
import { createPostgresEventStore } from "./postgres-event-store.ts";

for (const kind of testDatabaseKinds) {
  describe(`ledger chain (tamper evidence) on ${kind}`, () => {
    let db: TestDatabase;
    let store: EventStore;
    const sql = <R extends object = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      db.database.pool.query<R & Record<string, unknown>>(text, params).then((r) => r.rows);

    beforeAll(async () => {
      db = await createTestDatabase(kind);
      store = await createPostgresEventStore(db.database.pool, { pollIntervalMs: 10 });
      // A batch in one statement (the fast path), single appends, unicode and odd strings in the payload.
      await store.appendToStream("work-time-a", [newTestEvent({ data: { n: 1, note: "é \"q\" \n\t\u0001 😀" } }), newTestEvent(), newTestEvent()], "no_stream");
      await store.appendToStream("work-time-a", [newTestEvent({ data: { n: 1.5, big: 2 ** 60, tiny: 0.1 + 0.2, neg: -1e-7 } })], 2n);
      await store.appendToStream("work-time-b", [newTestEvent({ type: "Other\nType" })], "no_stream");
      // A re-sent batch goes through the explaining transaction (the second append path).
      const again = newTestEvent();
      await store.appendToStream("work-time-b", [again], "any");
      await store.appendToStream("work-time-b", [again], "any");
    });
    afterAll(async () => {
      await store?.close();
      await db?.drop();
    });

    it("chains each event to the previous one of its stream, and the hash recomputes from the stored bytes outside the database", async () => {
      const rows = await sql<{ stream_name: string; stream_revision: string; chain_hash: string; event_id: string; type: string; schema_version: number; micros: string; d: string; m: string }>(
        `SELECT stream_name, stream_revision::text AS stream_revision, chain_hash, event_id::text AS event_id, type, schema_version,
                ((extract(epoch FROM recorded_at) * 1000000)::bigint)::text AS micros, data::text AS d, metadata::text AS m
         FROM wl_events ORDER BY stream_name, stream_revision`,
      );
      expect(rows).toHaveLength(6);
      let prev = CHAIN_GENESIS;
      let stream = "";
      for (const r of rows) {
        if (r.stream_name !== stream) [prev, stream] = [CHAIN_GENESIS, r.stream_name];
        const expected = chainHash(prev, {
          streamName: r.stream_name,
          revision: BigInt(r.stream_revision),
          eventId: r.event_id,
          type: r.type,
          schemaVersion: r.schema_version,
          recordedAtMicros: BigInt(r.micros),
          dataText: r.d,
          metadataText: r.m,
        });
        expect(r.chain_hash).toBe(expected);
        prev = r.chain_hash;
      }
      const result = await store.verifyChain!();
      expect(result).toMatchObject({ ok: true, eventsChecked: 6, streamsChecked: 2, firstBreak: null });
      expect(result.headsDigest).toMatch(/^[0-9a-f]{64}$/);
      // Paging does not change the answer.
      expect(await verifyLedgerChain(db.database.pool, { pageSize: 2 })).toEqual(result);
      expect(await store.verifyChain!({ streamName: "work-time-b" })).toMatchObject({ ok: true, eventsChecked: 2, streamsChecked: 1 });
    });

    it("catches an event row altered with SQL and names the first broken link; the other stream still verifies", async () => {
      const [target] = await sql<{ event_id: string; global_position: string }>(
        "SELECT event_id::text AS event_id, global_position::text AS global_position FROM wl_events WHERE stream_name = 'work-time-a' AND stream_revision = 1",
      );
      await sql("UPDATE wl_events SET data = jsonb_set(data, '{n}', '2') WHERE stream_name = 'work-time-a' AND stream_revision = 1");
      const whole = await store.verifyChain!();
      expect(whole.ok).toBe(false);
      expect(whole.firstBreak).toMatchObject({ streamName: "work-time-a", revision: "1", eventId: target!.event_id, globalPosition: target!.global_position, reason: "hash_mismatch" });
      expect(whole.firstBreak!.storedHash).not.toBe(whole.firstBreak!.expectedHash);
      expect(whole.headsDigest).toBeNull();
      expect((await store.verifyChain!({ streamName: "work-time-b" })).ok).toBe(true);

      // A forger who also recomputes the altered row's own hash breaks the link to the next event.
      await sql(
        `UPDATE wl_events SET chain_hash = wl_chain_hash((SELECT chain_hash FROM wl_events WHERE stream_name = 'work-time-a' AND stream_revision = 0),
           stream_name, stream_revision, event_id, type, schema_version, recorded_at, data, metadata)
         WHERE stream_name = 'work-time-a' AND stream_revision = 1`,
      );
      expect((await store.verifyChain!({ streamName: "work-time-a" })).firstBreak).toMatchObject({ revision: "2", reason: "hash_mismatch" });

      // Put the bytes back: the chain verifies again.
      await sql("UPDATE wl_events SET data = jsonb_set(data, '{n}', '1') WHERE stream_name = 'work-time-a' AND stream_revision = 1");
      await sql(
        `UPDATE wl_events SET chain_hash = wl_chain_hash((SELECT chain_hash FROM wl_events WHERE stream_name = 'work-time-a' AND stream_revision = 0),
           stream_name, stream_revision, event_id, type, schema_version, recorded_at, data, metadata)
         WHERE stream_name = 'work-time-a' AND stream_revision = 1`,
      );
      expect((await store.verifyChain!()).ok).toBe(true);

      // A changed time of recording is caught too.
      await sql("UPDATE wl_events SET recorded_at = recorded_at - interval '1 day' WHERE stream_name = 'work-time-b' AND stream_revision = 0");
      expect((await store.verifyChain!()).firstBreak).toMatchObject({ streamName: "work-time-b", revision: "0", reason: "hash_mismatch" });
    });

    it("catches a deleted event inside a stream and at its end", async () => {
      const local = await createTestDatabase(kind);
      try {
        const s = await createPostgresEventStore(local.database.pool);
        await s.appendToStream("x", [newTestEvent(), newTestEvent(), newTestEvent(), newTestEvent()], "no_stream");
        await local.database.pool.query("DELETE FROM wl_events WHERE stream_name = 'x' AND stream_revision = 3");
        expect((await s.verifyChain!()).firstBreak).toMatchObject({ streamName: "x", revision: "3", reason: "stream_head_mismatch" });
        await local.database.pool.query("DELETE FROM wl_events WHERE stream_name = 'x' AND stream_revision = 1");
        expect((await s.verifyChain!()).firstBreak).toMatchObject({ streamName: "x", revision: "1", reason: "missing_revision" });
        await s.close();
      } finally {
        await local.drop();
      }
    });

    it("chains events recorded before the chain existed when the store next opens, so old data verifies", async () => {
      const local = await createTestDatabase(kind);
      try {
        const first = await createPostgresEventStore(local.database.pool);
        await first.close();
        // The schema as it was: no chain column, no trigger; events written by the old code.
        await local.database.pool.query("DROP TRIGGER wl_events_chain ON wl_events");
        await local.database.pool.query("ALTER TABLE wl_events DROP COLUMN chain_hash");
        const old = await createPostgresEventStoreWithoutChain(local);
        expect(old).toBe(5);
        const reopened = await createPostgresEventStore(local.database.pool);
        expect(await reopened.verifyChain!()).toMatchObject({ ok: true, eventsChecked: 5, streamsChecked: 2 });
        await reopened.appendToStream("old-1", [newTestEvent()], 2n);
        expect(await reopened.verifyChain!()).toMatchObject({ ok: true, eventsChecked: 6 });
        await reopened.close();
      } finally {
        await local.drop();
      }
    });
  });
}

/** Writes events the way the store did before the chain: straight rows, then reports how many there are. */
const createPostgresEventStoreWithoutChain = async (local: TestDatabase): Promise<number> => {
  const insert = (stream: string, revision: number) => {
    const e = newTestEvent({ data: { revision } });
    return local.database.pool.query(
      `INSERT INTO wl_events (event_id, stream_name, stream_revision, type, schema_version, data, metadata) VALUES ($1, $2, $3, $4, 1, $5, $6)`,
      [e.id, stream, revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)],
    );
  };
  for (const r of [0, 1, 2]) await insert("old-1", r);
  for (const r of [0, 1]) await insert("old-2", r);
  await local.database.pool.query("INSERT INTO wl_streams (stream_name, revision) VALUES ('old-1', 2), ('old-2', 1)");
  const { rows } = await local.database.pool.query<{ n: string }>("SELECT count(*)::text AS n FROM wl_events");
  return Number(rows[0]!.n);
};
