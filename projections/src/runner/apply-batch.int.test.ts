import { testDatabaseKinds } from "@workledger/event-store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProjectionsTestContext, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { readCheckpoint } from "./checkpoints.queries.ts";
import { silentLogger, type Projection } from "./projection.ts";
import { ProjectionFailedError, startProjection } from "./run-projection.ts";

describe.each(testDatabaseKinds)("a projection with applyBatch on %s", (kind) => {
  let t: ProjectionsTestContext;
  beforeAll(async () => {
    t = await createProjectionsTestContext(kind);
  });
  afterAll(async () => t?.drop());

  it("gets whole batches, and a failing batch is replayed event by event to name the poison event", async () => {
    await t.append(5);
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
    const failure = await running.done.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ProjectionFailedError);
    expect((failure as ProjectionFailedError).failedEventId).toBe(poison.id);
    expect(batches[0]).toBeGreaterThan(1);
    expect(applied).toHaveLength(3); // rolled back with the batch
    const checkpoint = await readCheckpoint(t.db, projection.name);
    expect(checkpoint?.status).toBe("failed");
    expect(checkpoint?.failedEventId).toBe(poison.id);
  });
});
