import { randomUUID } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessBus, type Bus, type BusMessage } from "@workledger/bus";
import { createPostgresEventStore, type EventStore } from "@workledger/event-store";
import { createTestDatabase, newTestEvent, type TestDatabase } from "@workledger/event-store/testing/index.ts";
import { createKysely, migrateToLatest } from "@workledger/projections";
import { createClientStandIn, serverWentAway, storedEvent } from "@workledger/event-store/kurrentdb/kurrentdb-client-stand-in.ts";
import { createKurrentDbEventStore } from "@workledger/event-store/kurrentdb/kurrentdb-event-store.ts";
import { startForcedLogoutPublisher } from "./forced-logout-publisher.ts";

const until = async (what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe("the forced-logout publisher when its event-store connection is terminated, on real PostgreSQL", () => {
  let database: TestDatabase;
  let store: EventStore;
  let bus: Bus;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    store = await createPostgresEventStore(database.database.pool, { pollIntervalMs: 10, resubscribeBackoff: { initialDelayMs: 10, maxDelayMs: 100 } });
    await migrateToLatest(createKysely(database.database.pool));
    bus = createInProcessBus();
  });
  afterAll(async () => {
    await bus?.close();
    await store?.close();
    await database?.drop();
  });

  it("resumes after the last event it handled: a logout appended while it was cut off is still published, once", async () => {
    const logLines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
    const publisher = await startForcedLogoutPublisher({ eventStore: store, bus, db: createKysely(database.database.pool), logger });
    const received: BusMessage[] = [];
    await bus.subscribe("realtime.users.*", (message) => void received.push(message));
    const deactivate = (userId: string) => store.appendToStream(`user-${userId}`, [newTestEvent({ type: "UserDeactivated" })], "any");
    const [before, during, sentinel] = [randomUUID(), randomUUID(), randomUUID()];
    try {
      await deactivate(before);
      await until("the first logout is published", () => received.length === 1);

      // Hold the log still: the publisher's next poll waits on the lock; end its connection.
      const config = database.config;
      if (config.kind !== "postgres") throw new Error("needs a PostgreSQL server");
      const locker = new pg.Client({ connectionString: config.url });
      await locker.connect();
      let appending: Promise<unknown> | undefined;
      try {
        await locker.query("begin");
        await locker.query("lock table wl_events in access exclusive mode");
        let terminated = 0;
        await until("the publisher's read waits on the lock", async () => {
          const { rows } = await locker.query<{ pid: number }>("select distinct pid from pg_locks where relation = 'wl_events'::regclass and not granted");
          for (const { pid } of rows) terminated += (await locker.query<{ ok: boolean }>("select pg_terminate_backend($1) as ok", [pid])).rows.filter((r) => r.ok).length;
          return terminated > 0;
        });
        // Appended while the publisher is cut off (the append waits for the lock too).
        appending = deactivate(during);
        await until("the drop is logged", () => logLines.some((l) => l.includes("forced logout publisher lost the event store")));
      } finally {
        await locker.query("commit").catch(() => undefined);
        await locker.end();
      }
      await appending;
      await until("the logout appended meanwhile is published", () => received.length >= 2);
      // Delivered in order: a duplicate of the second would arrive before this one.
      await deactivate(sentinel);
      await until("a later logout is published", () => received.some((m) => m.subject.endsWith(sentinel)));
    } finally {
      await publisher.stop();
    }
    expect(received.map((m) => m.subject)).toEqual([before, during, sentinel].map((u) => `realtime.users.${u}`));
    expect(received[1]!.data).toMatchObject({ type: "user-role-changed", channel: `users_${during}` });
    expect(logLines.some((l) => l.includes("forced logout publisher resumed"))).toBe(true);
  });

  it("on KurrentDB (a client stand-in) resumes after a dropped stream and resubscribes after any other failure, publishing each logout once", async () => {
    const standIn = createClientStandIn();
    const kurrent = createKurrentDbEventStore({ client: standIn.client, resubscribeBackoff: { initialDelayMs: 1, maxDelayMs: 4 } });
    const logLines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
    const received: BusMessage[] = [];
    const users = [randomUUID(), randomUUID(), randomUUID()] as const;
    const subscription = await bus.subscribe("realtime.users.*", (message) => void received.push(message));
    const deactivated = (n: number) => storedEvent(newTestEvent({ type: "UserDeactivated" }), `user-${users[n]}`, 0n, BigInt(n + 1));
    const events = [deactivated(0), deactivated(1), deactivated(2)];
    const publisher = await startForcedLogoutPublisher({ eventStore: kurrent, bus, db: createKysely(database.database.pool), logger }, { initialDelayMs: 1, maxDelayMs: 4 });
    try {
      const first = await standIn.sourceNumber(1);
      first.write(events[0]);
      await until("the first logout is published", () => received.length === 1);
      first.destroy(serverWentAway());
      const second = await standIn.sourceNumber(2);
      second.write(events[0]); // the server sends the last handled event again
      second.write(events[1]);
      await until("the second logout is published", () => received.length === 2);
      second.destroy(Object.assign(new Error("access denied"), { type: "access-denied" }));
      const third = await standIn.sourceNumber(3);
      third.write(events[2]);
      await until("the third logout is published", () => received.length === 3);
    } finally {
      await publisher.stop();
      await subscription.unsubscribe();
    }
    expect(received.map((m) => m.subject)).toEqual(users.map((u) => `realtime.users.${u}`));
    expect(standIn.subscribedFrom()).toEqual(["start", { commit: 1n, prepare: 1n }, { commit: 2n, prepare: 2n }]);
    expect(logLines.some((l) => l.includes("forced logout publisher lost the event store"))).toBe(true);
    expect(logLines.some((l) => l.includes("forced logout publisher's subscription failed; resubscribing after its last event"))).toBe(true);
  });
});
