import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConflictError } from "@workledger/domain";
import type { EventMetadata } from "@workledger/event-schemas";
import { makeUpcasterRegistry } from "@workledger/event-schemas";
import { createPostgresEventStore, parsePosition, type EventStore } from "@workledger/event-store";
import { createTestDatabase, type TestDatabase } from "@workledger/event-store/testing/index.ts";
import { counterDecider } from "../testing/test-counter.slice.ts";
import { handleCommand } from "./handle-command.ts";

const metadata: EventMetadata = {
  companyId: "company-a",
  actorId: "user-1",
  persona: "worker",
  source: "web",
  commandId: "cmd-1",
  correlationId: "req-1",
  causationId: null,
  occurredAt: "2026-11-22T10:00:00.000Z",
};

describe("handleCommand on PostgreSQL", () => {
  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    store = await createPostgresEventStore(database.database.pool);
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  const increment = (streamName: string, by: number, maxRetries?: number) =>
    handleCommand({ store, streamName, decider: counterDecider, command: { type: "Increment", by }, metadata, ...(maxRetries === undefined ? {} : { maxRetries }) });

  it("creates the stream, then appends at the revision it read, returning the position", async () => {
    const stream = `test_counter-${randomUUID()}`;
    const first = await increment(stream, 2);
    expect(first.nextExpectedRevision).toBe(0n);
    const second = await increment(stream, 3);
    expect(second.nextExpectedRevision).toBe(1n);
    expect(parsePosition(second.position)).toEqual((await store.readStream(stream))[1]?.position);
    expect((await store.readStream(stream)).map((e) => e.metadata.commandId)).toEqual(["cmd-1", "cmd-1"]);
  });

  it("decides again on the new history when another writer got there first", async () => {
    const stream = `test_counter-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 8 }, () => increment(stream, 1, 20)));
    expect(results.map((r) => r.nextExpectedRevision).sort()).toEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n]);
    expect(await store.readStream(stream)).toHaveLength(8);
  });

  it("gives up with a 409 ConflictError once the retries are spent", async () => {
    const stream = `test_counter-${randomUUID()}`;
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => increment(stream, 1, 0)));
    const rejected = outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason);
    expect(rejected.length).toBeGreaterThan(0);
    for (const reason of rejected) {
      expect(reason).toBeInstanceOf(ConflictError);
      expect(reason.code).toBe("concurrent_modification");
    }
    expect(await store.readStream(stream)).toHaveLength(outcomes.length - rejected.length);
  });

  it("throws a broken rule before anything is written", async () => {
    const stream = `test_counter-${randomUUID()}`;
    await expect(increment(stream, 1001)).rejects.toMatchObject({ code: "counter_limit" });
    expect(await store.readStream(stream)).toEqual([]);
  });

  it("lifts old event versions before evolve and stamps new events with the newest version", async () => {
    const stream = `test_counter-${randomUUID()}`;
    // v1 said { amount }, v2 says { by }.
    await store.appendToStream(stream, [{ id: randomUUID(), type: "TestCounterIncremented", schemaVersion: 1, data: { amount: 999 }, metadata }], "no_stream");
    const upcasters = makeUpcasterRegistry([{ type: "TestCounterIncremented", fromVersion: 1, upcast: (d) => ({ by: (d as { amount: number }).amount }) }]);
    await expect(
      handleCommand({ store, streamName: stream, decider: counterDecider, command: { type: "Increment", by: 2 }, metadata, upcasters }),
    ).rejects.toMatchObject({ code: "counter_limit" });
    await handleCommand({ store, streamName: stream, decider: counterDecider, command: { type: "Increment", by: 1 }, metadata, upcasters });
    expect((await store.readStream(stream)).map((e) => e.schemaVersion)).toEqual([1, 2]);
  });
});
