import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { countRows, createProjectionsTestContext, createRowsProjection, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { readCheckpoint } from "./checkpoints.queries.ts";
import { startProjection } from "./run-projection.ts";
import { waitForPosition } from "./wait-for-position.ts";

describe("a runner whose database connection is killed mid-batch, on real PostgreSQL", () => {
  let ctx: ProjectionsTestContext;
  beforeAll(async () => {
    ctx = await createProjectionsTestContext("postgres");
    // pg emits "error" on a checked-out client whose server connection dies; without a listener
    // that is an uncaught exception that ends the process. openDatabase guards idle clients only
    // (pool "error"), so guard checked-out ones here; the lead is told to move this into openDatabase.
    const guarded = new WeakSet<object>();
    ctx.testDatabase.database.pool.on("acquire", (client) => {
      if (guarded.has(client)) return;
      guarded.add(client);
      client.on("error", () => undefined);
    });
  });
  afterAll(async () => {
    await ctx?.drop();
  });

  it("retries from its checkpoint instead of calling it a poison event, and applies every event once", async () => {
    const name = "transient_rows";
    const projection = createRowsProjection(name, name, { beforeApply: () => new Promise((resolve) => setTimeout(resolve, 2)) });
    await projection.createTable(ctx.db);
    const last = await ctx.append(200);
    const retries: string[] = [];
    const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, {
      batchSize: 20,
      logger: { info: () => undefined, error: (message) => retries.push(message) },
    });

    // The runner's batch transaction is the one holding a row lock on the rows table.
    let killed = 0;
    while (killed === 0) {
      const { rows } = await sql<{ killed: boolean }>`
        select pg_terminate_backend(l.pid) as killed from pg_locks l
        where l.relation = ${name}::regclass and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()`.execute(ctx.db);
      killed = rows.filter((r) => r.killed).length;
      if (killed === 0) await new Promise((resolve) => setTimeout(resolve, 3));
    }

    await waitForPosition(ctx.db, name, last, { timeoutMs: 20_000 });
    await running.stop();
    await expect(running.done).resolves.toBeUndefined();
    expect(retries).toContain("projection hit a transient error; retrying from its checkpoint");
    expect(await countRows(ctx.db, name)).toBe(200);
    expect(await readCheckpoint(ctx.db, name)).toMatchObject({ status: "stopped", eventsSeen: 200n, failedEventId: null, reconnecting: false });
  });
});
