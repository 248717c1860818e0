import { testDatabaseKinds } from "@workledger/event-store/testing";
import { waitForHead } from "@workledger/event-store/contract/event-store-contract.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProjectionsTestContext, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { readCheckpoint } from "./checkpoints.queries.ts";
import { silentLogger, type Projection } from "./projection.ts";
import { listParkedEvents } from "./parked-events.queries.ts";
import { startProjection } from "./run-projection.ts";

describe.each(testDatabaseKinds)("a projection with applyBatch on %s", (kind) => {
  let t: ProjectionsTestContext;
  beforeAll(async () => {
    t = await createProjectionsTestContext(kind);
  });
  afterAll(async () => t?.drop());

  it("gets whole batches; a failing batch is replayed event by event, and the event that fails is parked with the later ones of its stream", async () => {
    await t.append(5); // one stream
    // Visible once every older transaction on the server has ended (other tests share it).
    await waitForHead(t.store, await t.append(2)); // another stream
    const poison = (await t.store.readAll()).at(3)!;
    const batches: number[] = [];
    const applied: string[] = [];
    const projection: Projection = {
      name: `batched-${crypto.randomUUID()}`,
      tables: [],
      applyBatch: async (_trx, events) => {
        batches.push(events.length);
        if (events.some((e) => e.id === poison.id)) throw new Error("bad batch");
      },
      apply: async (_trx, event) => {
        if (event.id === poison.id) throw new Error("poison");
        applied.push(event.id);
      },
    };
    const running = await startProjection({ db: t.db, store: t.store }, projection, { batchSize: 100, maxBatchDelayMs: 200, logger: silentLogger });
    await running.caughtUp;
    await running.stop();
    await expect(running.done).resolves.toBeUndefined();
    const log = await t.store.readAll();
    expect(batches[0]).toBe(log.length);
    // Event by event: three before the poison event (rolled back when it threw), again on the
    // round that parks it and the next event of its stream, then the other stream.
    expect(applied).toEqual([...log.slice(0, 3), ...log.slice(0, 3), ...log.slice(5)].map((e) => e.id));
    expect(await listParkedEvents(t.db, { projection: projection.name })).toMatchObject([
      { eventId: poison.id, error: "poison", blockedBy: null },
      { eventId: log[4]!.id, error: `waits behind event ${poison.id} of the same stream`, blockedBy: poison.id },
    ]);
    const checkpoint = await readCheckpoint(t.db, projection.name);
    expect(checkpoint).toMatchObject({ status: "stopped", failedEventId: null, eventsSeen: BigInt(log.length) });
  });
});
