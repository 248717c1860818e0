import { comparePositions, type Position } from "@workledger/event-store";
import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { createStreamLedgerProjection } from "../testing/stream-ledger-projection.ts";
import { projectionStatus, readCheckpoint } from "./checkpoints.queries.ts";
import { listParkedEvents } from "./parked-events.queries.ts";
import { silentLogger, type ProjectionLogger } from "./projection.ts";
import { rebuildProjection } from "./rebuild-projection.ts";
import { retryParkedEvents } from "./retry-parked.ts";
import { startProjection } from "./run-projection.ts";
import { waitForPosition } from "./wait-for-position.ts";

const TOO_BIG = 3_000_000_000; // does not fit the integer column

for (const kind of testDatabaseKinds) {
  describe(`a projection that cannot apply an event, on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
    });
    afterAll(async () => {
      await ctx?.drop();
    });

    const unique = (label: string) => `${label}_${crypto.randomUUID().slice(0, 8)}`;
    const ledgerEvent = (companyId: string, amount: number, type: string) => newTestEvent({ type, companyId, data: { amount } });
    /** Each test books its own event type: a projection of another test's log would meet its poison too. */
    const book = async (stream: string, companyId: string, amounts: readonly number[], type = "AmountBooked"): Promise<Position> =>
      (await ctx.store.appendToStream(stream, amounts.map((a) => ledgerEvent(companyId, a, type)), "any")).position;
    const rowOf = async (table: string, stream: string) =>
      (await tableContents(ctx.db, table, ["company_id", "stream_name"])).find((r) => (r as { stream_name: string }).stream_name === stream) as
        | { amounts: string; applied: number; last_amount: string | number }
        | undefined;

    it("parks the event and the later ones of its stream, keeps applying every other stream and company, and a retry after the fix equals a replay", async () => {
      const name = unique("ledger");
      const projection = createStreamLedgerProjection(name, name, { eventTypes: ["AmountBooked"] });
      await projection.createTable(ctx.db);
      const [a1, a2, b1, b2] = ["a1", "a2", "b1", "b2"].map((s) => `ledger-${s}-${crypto.randomUUID()}`) as [string, string, string, string];
      const errors: string[] = [];
      const logger: ProjectionLogger = { info: () => undefined, error: (message) => errors.push(message) };
      const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, { logger, batchSize: 50 });
      await running.caughtUp;

      // Company A: the poison amount in the middle of stream a1, in one append with good events around it.
      await book(a1, "company-a", [10]);
      await book(a2, "company-a", [1, 2]);
      const poisonAt = await book(a1, "company-a", [TOO_BIG, 30, 40]);
      // Company B's logs keep arriving after it, and so do A's other streams.
      await book(b1, "company-b", [100, 200]);
      await book(a2, "company-a", [3]);
      const bLast = await book(b2, "company-b", [7]);
      await waitForPosition(ctx.db, name, bLast, { timeoutMs: 15_000 });

      expect(comparePositions((await readCheckpoint(ctx.db, name))!.position, poisonAt)).toBeGreaterThan(0);
      expect(await rowOf(name, b1)).toMatchObject({ amounts: "100,200", applied: 2 });
      expect(await rowOf(name, b2)).toMatchObject({ amounts: "7", applied: 1 });
      expect(await rowOf(name, a2)).toMatchObject({ amounts: "1,2,3", applied: 3 });
      expect(await rowOf(name, a1)).toMatchObject({ amounts: "10", applied: 1 });

      // Parked in log order: the failing event with its error, then the two behind it.
      const parked = await listParkedEvents(ctx.db, { projection: name });
      const poisonId = (await ctx.store.readStream(a1))[1]!.id;
      expect(parked.map((p) => [p.streamName, p.streamRevision, p.blockedBy])).toEqual([
        [a1, "1", null],
        [a1, "2", poisonId],
        [a1, "3", poisonId],
      ]);
      expect(parked[0]!.eventId).toBe(poisonId);
      expect(parked[0]!.error).toMatch(/out of range/);
      expect(errors).toContain("projection cannot apply an event: parked it, with the later events of its stream; every other stream goes on");
      const status = (await projectionStatus(ctx.db)).find((s) => s.name === name);
      expect(status).toMatchObject({ status: "running", parked: 3, failedEventId: null });

      // More of a1 while it is parked: held behind too, never applied out of order.
      const a1Later = await book(a1, "company-a", [50]);
      await waitForPosition(ctx.db, name, a1Later, { timeoutMs: 15_000 });
      expect(await rowOf(name, a1)).toMatchObject({ amounts: "10", applied: 1 });

      // A retry before the fix fails again and changes nothing but the record.
      const early = await retryParkedEvents({ db: ctx.db, store: ctx.store }, projection);
      expect(early).toMatchObject({ applied: 0, stillParked: 4 });
      expect((await listParkedEvents(ctx.db, { projection: name }))[0]).toMatchObject({ eventId: poisonId, retries: 1, blockedBy: null });

      // The fix (a migration), then the retry, while the runner keeps running.
      await projection.widenAmount(ctx.db);
      const retried = await retryParkedEvents({ db: ctx.db, store: ctx.store }, projection);
      expect(retried).toMatchObject({ applied: 4, stillParked: 0, streams: [{ streamName: a1, applied: 4, failedEventId: null }] });
      expect(await rowOf(name, a1)).toMatchObject({ amounts: `10,${TOO_BIG},30,40,50`, applied: 5 });
      expect((await projectionStatus(ctx.db)).find((s) => s.name === name)).toMatchObject({ parked: 0 });

      // The stream is clear again: its next event is applied live, after the retried ones.
      const after = await book(a1, "company-a", [60]);
      await waitForPosition(ctx.db, name, after, { timeoutMs: 15_000 });
      await running.stop();
      expect(await rowOf(name, a1)).toMatchObject({ amounts: `10,${TOO_BIG},30,40,50,60`, applied: 6 });

      // Equal to a replay of the whole log by the fixed projection, and every event seen once.
      const replayName = unique("ledger_replay");
      const replay = createStreamLedgerProjection(replayName, replayName, { amountType: "bigint", eventTypes: ["AmountBooked"] });
      await replay.createTable(ctx.db);
      await rebuildProjection({ db: ctx.db, store: ctx.store }, replay, { logger: silentLogger });
      const normalise = (rows: unknown[]) => rows.map((r) => ({ ...(r as object), last_amount: String((r as { last_amount: unknown }).last_amount) }));
      expect(normalise(await tableContents(ctx.db, name, ["company_id", "stream_name"]))).toEqual(
        normalise(await tableContents(ctx.db, replayName, ["company_id", "stream_name"])),
      );
      const logLength = (await ctx.store.readAll({ maxCount: 100_000 })).length;
      expect((await readCheckpoint(ctx.db, name))!.eventsSeen).toBe(BigInt(logLength));
    });

    it("retries a transient error instead of parking the event", async () => {
      const name = unique("transient");
      let failures = 0;
      const type = unique("AmountBooked");
      const base = createStreamLedgerProjection(name, name, { eventTypes: [type] });
      await base.createTable(ctx.db);
      const projection = {
        ...base,
        apply: async (...args: Parameters<typeof base.apply>) => {
          if (failures < 2) {
            failures++;
            throw Object.assign(new Error("could not serialize access due to concurrent update"), { code: "40001" });
          }
          return base.apply(...args);
        },
      };
      const stream = `ledger-t-${crypto.randomUUID()}`;
      const last = await book(stream, "company-a", [1, 2], type);
      const errors: string[] = [];
      const running = await startProjection({ db: ctx.db, store: ctx.store }, projection, {
        logger: { info: () => undefined, error: (message) => errors.push(message) },
      });
      await waitForPosition(ctx.db, name, last, { timeoutMs: 15_000 });
      await running.stop();
      expect(failures).toBe(2);
      expect(errors.filter((m) => m === "projection hit a transient error; retrying from its checkpoint")).toHaveLength(2);
      expect(await listParkedEvents(ctx.db, { projection: name })).toEqual([]);
      expect(await rowOf(name, stream)).toMatchObject({ amounts: "1,2", applied: 2 });
    });

    it("a retry reports a parked event its store does not hold instead of dropping it", async () => {
      const name = unique("foreign");
      const projection = createStreamLedgerProjection(name, name, { eventTypes: [unique("Nothing")] });
      await projection.createTable(ctx.db);
      const stream = `ledger-f-${crypto.randomUUID()}`;
      const stranger = crypto.randomUUID();
      await ctx.db
        .insertInto("projection_parked_events")
        .values({ projection: name, event_id: stranger, stream_name: stream, stream_revision: "0", position_commit: "1", position_prepare: "1", event_type: "AmountBooked", error: "x" })
        .execute();
      const result = await retryParkedEvents({ db: ctx.db, store: ctx.store }, projection);
      expect(result).toMatchObject({ applied: 0, stillParked: 1, streams: [{ streamName: stream, failedEventId: stranger }] });
      expect(result.streams[0]!.error).toMatch(/not in the event store/);
      expect(await listParkedEvents(ctx.db, { projection: name })).toMatchObject([{ eventId: stranger, retries: 1 }]);
    });
  });
}
