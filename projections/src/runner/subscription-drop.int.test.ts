import pg from "pg";
import { waitForHead } from "@workledger/event-store/contract/event-store-contract.ts";
import { newTestEvent } from "@workledger/event-store/testing";
import { createClientStandIn, serverWentAway, storedEvent } from "@workledger/event-store/kurrentdb/kurrentdb-client-stand-in.ts";
import { createKurrentDbEventStore } from "@workledger/event-store/kurrentdb/kurrentdb-event-store.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, createProjectionsTestContext, createRowsProjection, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { readCheckpoint } from "./checkpoints.queries.ts";
import { silentLogger } from "./projection.ts";
import { rebuildProjection } from "./rebuild-projection.ts";
import { startProjection } from "./run-projection.ts";
import { waitForPosition } from "./wait-for-position.ts";

const until = async (what: string, condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe("a runner whose subscription's connection drops", () => {
  let ctx: ProjectionsTestContext;
  beforeAll(async () => {
    ctx = await createProjectionsTestContext("postgres");
  });
  afterAll(async () => {
    await ctx?.drop();
  });

  it("on PostgreSQL, terminated mid-catch-up: shows the projection as reconnecting, resumes after its last event, and its table equals a replay", async () => {
    const name = "dropped_rows";
    // The subscription reads the log 500 events at a time. The runner is held at the 450th event
    // until the log is locked, so its read of the second page is the one that waits on the lock.
    let applying = 0;
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let atGate = false;
    const projection = createRowsProjection(name, name, {
      beforeApply: async () => {
        if (++applying !== 450) return;
        atGate = true;
        await gate;
      },
    });
    await projection.createTable(ctx.db);
    for (let i = 0; i < 3; i++) await ctx.append(300);
    const last = await ctx.append(300);
    // Visible once every older transaction on the server has ended (other tests share it).
    await waitForHead(ctx.store, last, 30_000);
    const total = (await ctx.store.readAll({ maxCount: 100_000 })).length;
    expect(total).toBe(1200);
    const logged: string[] = [];
    const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, {
      batchSize: 50,
      logger: { info: (message) => logged.push(message), error: (message) => logged.push(message) },
    });
    const seen = async () => (await readCheckpoint(ctx.db, name))?.eventsSeen ?? 0n;
    await until("the catch-up is under way", async () => atGate);

    // Hold the log still, so the subscription's next read waits on the lock; then end that
    // read's connection from the server side.
    const config = ctx.testDatabase.config;
    if (config.kind !== "postgres") throw new Error("needs a PostgreSQL server");
    const locker = new pg.Client({ connectionString: config.url });
    await locker.connect();
    let terminated = 0;
    try {
      await locker.query("begin");
      await locker.query("lock table wl_events in access exclusive mode");
      openGate();
      await until("the subscription's read waits on the lock", async () => {
        // pg_stat_activity's query text lags for extended-protocol queries: ask pg_locks who waits for the log.
        const { rows } = await locker.query<{ pid: number }>("select distinct pid from pg_locks where relation = 'wl_events'::regclass and not granted");
        for (const { pid } of rows) {
          const { rows: done } = await locker.query<{ ok: boolean }>("select pg_terminate_backend($1) as ok", [pid]);
          terminated += done.filter((r) => r.ok).length;
        }
        return terminated > 0;
      });
      // While the log cannot be read, the runner says so (readiness reads this flag).
      await until("the checkpoint says reconnecting", async () => (await readCheckpoint(ctx.db, name))?.reconnecting === true);
      expect(await seen()).toBeLessThan(BigInt(total));
    } finally {
      openGate();
      await locker.query("commit").catch(() => undefined);
      await locker.end();
    }

    await waitForPosition(ctx.db, name, last, { timeoutMs: 30_000 });
    await running.stop();
    await expect(running.done).resolves.toBeUndefined();
    expect(terminated).toBe(1);
    expect(logged).toContain("projection subscription dropped; resubscribing after its last event");
    expect(logged).toContain("projection subscription resumed");
    // The primary key would have refused a duplicate; a gap shows as a missing row.
    expect(await countRows(ctx.db, name)).toBe(total);
    expect(await readCheckpoint(ctx.db, name)).toMatchObject({ status: "stopped", reconnecting: false, eventsSeen: BigInt(total), failedEventId: null });

    const replayName = "dropped_rows_replay";
    const replay = createRowsProjection(replayName, replayName);
    await replay.createTable(ctx.db);
    await rebuildProjection({ db: ctx.db, store: ctx.store }, replay, { logger: silentLogger });
    const order = ["position_commit", "position_prepare"];
    expect(await tableContents(ctx.db, name, order)).toEqual(await tableContents(ctx.db, replayName, order));
  });

  it("on KurrentDB (a client stand-in) stays running when the server goes away or ends the stream, and applies every event once", async () => {
    const standIn = createClientStandIn();
    const store = createKurrentDbEventStore({ client: standIn.client, resubscribeBackoff: { initialDelayMs: 1, maxDelayMs: 4 } });
    const name = "kurrent_rows";
    const projection = createRowsProjection(name, name);
    await projection.createTable(ctx.db);
    const events = [1n, 2n, 3n, 4n].map((n) => storedEvent(newTestEvent({ data: { n: Number(n) } }), "work-1", n - 1n, n));
    const running = await startProjection({ db: ctx.db, store }, projection, { logger: silentLogger });
    const checkpoint = () => readCheckpoint(ctx.db, name);
    const seen = async () => (await checkpoint())?.eventsSeen ?? 0n;

    const first = await standIn.sourceNumber(1);
    first.write(events[0]);
    first.write(events[1]);
    await until("two events applied", async () => (await seen()) === 2n);
    // KurrentDB restarts: the stream fails with UnavailableError and reads fail until it is back.
    standIn.setDown(true);
    first.destroy(serverWentAway());
    await until("the checkpoint says reconnecting", async () => (await checkpoint())?.reconnecting === true);
    expect(await checkpoint()).toMatchObject({ status: "running" });
    standIn.setDown(false);
    const second = await standIn.sourceNumber(2);
    await until("the reconnecting flag is cleared", async () => (await checkpoint())?.reconnecting === false);
    second.write(events[1]); // sent again from the resume position: dropped, not applied twice
    second.write(events[2]);
    await until("three events applied", async () => (await seen()) === 3n);
    // The server ends the subscription without an error: the runner does not call that stopped.
    second.end();
    const third = await standIn.sourceNumber(3);
    third.write(events[3]);
    await until("four events applied", async () => (await seen()) === 4n);
    expect(await checkpoint()).toMatchObject({ status: "running", reconnecting: false });
    await running.stop();
    await expect(running.done).resolves.toBeUndefined();

    expect(standIn.subscribedFrom()).toEqual(["start", { commit: 2n, prepare: 2n }, { commit: 3n, prepare: 3n }]);
    const rows = await tableContents(ctx.db, name, ["position_commit"]);
    expect(rows.map((r) => (r as { event_id: string }).event_id)).toEqual(events.map((e) => e.event!.id));
    expect(await checkpoint()).toMatchObject({ status: "stopped", reconnecting: false, eventsSeen: 4n });
  });
});
