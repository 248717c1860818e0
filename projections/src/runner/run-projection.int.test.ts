import { comparePositions, formatPosition, START, type Position } from "@workledger/event-store";
import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countRows,
  createProjectionsTestContext,
  createRowsProjection,
  type ProjectionsTestContext,
} from "../testing/projections-test-context.ts";
import { projectionStatus, readCheckpoint } from "./checkpoints.queries.ts";
import { listParkedEvents } from "./parked-events.queries.ts";
import { silentLogger } from "./projection.ts";
import { CheckpointMovedError, ProjectionFailedError, startProjection } from "./run-projection.ts";
import { ProjectionStoppedOnFailureError, waitForPosition, WaitForPositionTimeoutError } from "./wait-for-position.ts";

const quiet = { logger: silentLogger };
let tables = 0;
const uniqueName = (label: string) => `${label}_${++tables}_${Date.now().toString(36)}`;

for (const kind of testDatabaseKinds) {
  describe(`projection runner on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
    });
    afterAll(async () => {
      await ctx?.drop();
    });

    const newRowsProjection = async (label: string, options?: Parameters<typeof createRowsProjection>[2]) => {
      const name = uniqueName(label);
      const projection = createRowsProjection(name, name, options);
      await projection.createTable(ctx.db);
      return projection;
    };

    it("commits each batch's rows and checkpoint together: an observer never sees one without the other", async () => {
      const projection = await newRowsProjection("atomic", { beforeApply: () => new Promise((r) => setTimeout(r, 1)) });
      const last = await ctx.append(60);
      const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, { ...quiet, batchSize: 7 });
      const observations: Array<{ rows: number; seen: number }> = [];
      let finished = false;
      const observing = (async () => {
        while (!finished) {
          // One statement, one snapshot: rows and checkpoint as a reader sees them together.
          const { rows } = await sql<{ rows: string; seen: string }>`
            select (select count(*) from ${sql.table(projection.name)})::text as rows,
                   (select events_seen from projection_checkpoints where name = ${projection.name})::text as seen`.execute(ctx.db);
          observations.push({ rows: Number(rows[0]!.rows), seen: Number(rows[0]!.seen ?? 0) });
          await new Promise((r) => setTimeout(r, 2));
        }
      })();
      await running.caughtUp;
      await waitForPosition(ctx.db, projection.name, last, { timeoutMs: 10_000 });
      finished = true;
      await observing;
      await running.stop();
      const logLength = (await ctx.store.readAll({ maxCount: 100_000 })).length;
      const checkpoint = await readCheckpoint(ctx.db, projection.name);
      expect(await countRows(ctx.db, projection.name)).toBe(logLength);
      expect(checkpoint?.eventsSeen).toBe(BigInt(logLength));
      expect(comparePositions(checkpoint!.position, last)).toBe(0);
      expect(checkpoint?.status).toBe("stopped");
      expect(observations.length).toBeGreaterThan(1);
      for (const o of observations) expect(o.rows).toBe(o.seen);
      expect(new Set(observations.map((o) => o.rows)).size).toBeGreaterThan(1);
    });

    it("resumes after a restart from its checkpoint, applying every event exactly once", async () => {
      const projection = await newRowsProjection("resume");
      const firstLast = await ctx.append(15);
      const first = await startProjection({ db: ctx.db, store: ctx.store }, projection, { ...quiet, batchSize: 4 });
      // Not `caughtUp`: on a busy server the head it aims at may still lag behind these appends.
      await waitForPosition(ctx.db, projection.name, firstLast, { timeoutMs: 10_000 });
      await first.stop();
      const afterFirst = await countRows(ctx.db, projection.name);
      const last = await ctx.append(12);
      const second = await startProjection({ db: ctx.db, store: ctx.store }, projection, { ...quiet, batchSize: 4 });
      await waitForPosition(ctx.db, projection.name, last, { timeoutMs: 10_000 });
      await second.stop();
      const all = await ctx.store.readAll({ maxCount: 100_000 });
      // A primary-key violation would have failed the projection on any duplicate.
      expect(await countRows(ctx.db, projection.name)).toBe(all.length);
      expect(afterFirst).toBe(all.length - 12);
    });

    it("follows the log live and serves read-your-writes through waitForPosition", async () => {
      const projection = await newRowsProjection("live");
      const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      await running.caughtUp;
      for (let i = 0; i < 5; i++) {
        const position = await ctx.append(2, { type: "LiveHappened" });
        await waitForPosition(ctx.db, projection.name, position, { timeoutMs: 5_000 });
        const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(projection.name)}
          where position_commit = ${String(position.commit)} and position_prepare = ${String(position.prepare)}`.execute(ctx.db);
        expect(rows[0]!.n).toBe("1");
      }
      await running.stop();
    });

    it("moves a filtered projection's checkpoint past events it ignores", async () => {
      const projection = await newRowsProjection("filtered", { eventTypes: ["WantedHappened"] });
      const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      await ctx.append(3, { type: "WantedHappened" });
      const last = await ctx.append(4, { type: "IgnoredHappened" });
      await waitForPosition(ctx.db, projection.name, last, { timeoutMs: 5_000 });
      await running.stop();
      const { rows } = await sql<{ type: string }>`select distinct type from ${sql.table(projection.name)}`.execute(ctx.db);
      expect(rows).toEqual([{ type: "WantedHappened" }]);
      expect(await countRows(ctx.db, projection.name)).toBe(3);
    });

    it("times out waitForPosition with a typed error when the projection is behind", async () => {
      const position: Position = { commit: (await ctx.store.headPosition()).commit + 1000n, prepare: 0n };
      const error = await waitForPosition(ctx.db, "never-started", position, { timeoutMs: 60 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WaitForPositionTimeoutError);
      expect((error as WaitForPositionTimeoutError).code).toBe("projection_wait_timeout");
      expect((error as WaitForPositionTimeoutError).reached).toBeNull();
    });

    it("parks a poison event instead of stopping: the rest of its batch commits and read-your-writes moves past it", async () => {
      const poisonStream = `poison-${crypto.randomUUID()}`;
      const projection = await newRowsProjection("poison", {
        beforeApply: (event) => {
          if (event.type === "PoisonHappened") throw new Error("cannot read this event");
        },
      });
      const healthy = await ctx.append(5);
      const runningHealthy = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      await waitForPosition(ctx.db, projection.name, healthy, { timeoutMs: 5_000 });
      await runningHealthy.stop();
      const rowsBefore = await countRows(ctx.db, projection.name);

      // Good events before and after the poison one, all in the same batch.
      await ctx.append(3);
      const poison = await ctx.store.appendToStream(poisonStream, [newTestEvent({ type: "PoisonHappened" })], "no_stream");
      const after = await ctx.append(3);
      const errors: string[] = [];
      const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, {
        batchSize: 100,
        maxBatchDelayMs: 200,
        logger: { info: () => undefined, error: (message) => errors.push(message) },
      });
      await waitForPosition(ctx.db, projection.name, poison.position, { timeoutMs: 5_000 });
      await waitForPosition(ctx.db, projection.name, after, { timeoutMs: 5_000 });
      await running.stop();
      await expect(running.done).resolves.toBeUndefined();
      const poisonEvent = (await ctx.store.readStream(poisonStream))[0]!;

      expect(await countRows(ctx.db, projection.name)).toBe(rowsBefore + 6);
      expect(errors).toEqual(["projection cannot apply an event: parked it, with the later events of its stream; every other stream goes on"]);
      expect(await listParkedEvents(ctx.db, { projection: projection.name })).toMatchObject([
        { eventId: poisonEvent.id, streamName: poisonStream, eventType: "PoisonHappened", error: "cannot read this event", blockedBy: null, retries: 0 },
      ]);
      const status = (await projectionStatus(ctx.db)).find((s) => s.name === projection.name);
      expect(status).toMatchObject({ status: "stopped", failedEventId: null, parked: 1, position: formatPosition(after) });
    });

    it("stops loudly when the projection itself is broken (a missing table), parking nothing, and a restart after the fix resumes", async () => {
      const name = uniqueName("broken");
      const projection = createRowsProjection(name, name); // its table is not created yet
      const first = (await ctx.store.readAll({ maxCount: 1 }))[0]!;
      const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      const failure = await running.done.then(() => undefined, (e: unknown) => e);
      expect(failure).toBeInstanceOf(ProjectionFailedError);
      expect((failure as ProjectionFailedError).failedEventId).toBe(first.id);
      await expect(running.caughtUp).rejects.toBeInstanceOf(ProjectionFailedError);
      const checkpoint = (await readCheckpoint(ctx.db, name))!;
      expect(checkpoint).toMatchObject({ status: "failed", failedEventId: first.id, position: START });
      expect(checkpoint.error).toMatch(/does not exist/);
      expect(await listParkedEvents(ctx.db, { projection: name })).toEqual([]);
      await expect(waitForPosition(ctx.db, name, first.position, { timeoutMs: 1_000 })).rejects.toBeInstanceOf(ProjectionStoppedOnFailureError);

      await projection.createTable(ctx.db);
      const fixed = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      const head = await ctx.store.headPosition();
      await waitForPosition(ctx.db, name, head, { timeoutMs: 10_000 });
      await fixed.stop();
      expect(await countRows(ctx.db, name)).toBe((await ctx.store.readAll({ maxCount: 100_000 })).length);
      expect(await readCheckpoint(ctx.db, name)).toMatchObject({ status: "stopped", error: null, failedEventId: null });
    });

    it("moves its checkpoint over batches it has nothing to apply from, still refusing a second runner", async () => {
      const projection = await newRowsProjection("skipping", { eventTypes: ["Wanted"] });
      const wantedType = await ctx.append(2, { type: "Wanted" });
      const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, { ...quiet, batchSize: 3 });
      await waitForPosition(ctx.db, projection.name, wantedType, { timeoutMs: 10_000 });
      const before = (await readCheckpoint(ctx.db, projection.name))!.eventsSeen;
      // Only unwanted events: no row, yet the checkpoint reaches them (read-your-writes waits for it).
      const unwanted = await ctx.append(5, { type: "Unwanted" });
      await waitForPosition(ctx.db, projection.name, unwanted, { timeoutMs: 10_000 });
      const checkpoint = await readCheckpoint(ctx.db, projection.name);
      expect(comparePositions(checkpoint!.position, unwanted)).toBe(0);
      expect(checkpoint!.eventsSeen).toBe(before + 5n);
      expect((await sql<{ type: string }>`select type from ${sql.table(projection.name)}`.execute(ctx.db)).rows.map((r) => r.type)).toEqual(["Wanted", "Wanted"]);
      // A second runner at the same checkpoint: the compare-and-set of the skip path refuses one.
      const second = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      await second.caughtUp;
      await ctx.append(4, { type: "Unwanted" });
      const outcome = await Promise.race([running.done.then(() => "first stopped", (e: unknown) => e), second.done.then(() => "second stopped", (e: unknown) => e)]);
      expect(outcome).toBeInstanceOf(ProjectionFailedError);
      expect((outcome as ProjectionFailedError).cause).toBeInstanceOf(CheckpointMovedError);
      await running.stop();
      await second.stop();
    });

    it("refuses a second active runner of the same projection instead of applying twice", async () => {
      const projection = await newRowsProjection("single");
      const first = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      await first.caughtUp;
      const second = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      await second.caughtUp;
      const last = await ctx.append(3);
      const outcomes = await Promise.race([
        first.done.then(() => "first stopped", (e: unknown) => e),
        second.done.then(() => "second stopped", (e: unknown) => e),
      ]);
      expect(outcomes).toBeInstanceOf(ProjectionFailedError);
      expect((outcomes as ProjectionFailedError).cause).toBeInstanceOf(CheckpointMovedError);
      await first.stop();
      await second.stop();
      // The survivor applied each event once (the primary key would have failed a duplicate).
      const survivor = await startProjection({ db: ctx.db, store: ctx.store }, projection, quiet);
      await waitForPosition(ctx.db, projection.name, last, { timeoutMs: 5_000 });
      await survivor.stop();
      expect(await countRows(ctx.db, projection.name)).toBe((await ctx.store.readAll({ maxCount: 100_000 })).length);
      expect(comparePositions((await readCheckpoint(ctx.db, projection.name))!.position, START)).toBe(1);
    });
  });
}
