import { parsePosition } from "@workledger/event-store";
import { testDatabaseKinds } from "@workledger/event-store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCheckpoint } from "../runner/checkpoints.queries.ts";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { auditProjection } from "./audit.projection.ts";
import { listAuditEvents } from "./audit.queries.ts";

for (const kind of testDatabaseKinds) {
  describe(`audit log on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const companyA = `company-a-${crypto.randomUUID()}`;
    const companyB = `company-b-${crypto.randomUUID()}`;
    const streamA1 = `work-time-${companyA}-1`;

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await ctx.append(4, { companyId: companyA, stream: streamA1, type: "WorkStarted" });
      await ctx.append(3, { companyId: companyB, stream: `work-time-${companyB}-1` });
      await ctx.append(2, { companyId: companyA, stream: `work-time-${companyA}-2`, type: "WorkPaused" });
      const last = await ctx.append(1, { companyId: companyB, stream: `work-time-${companyB}-2` });
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [auditProjection], { logger: silentLogger, batchSize: 3 });
      await runner.start();
      await waitForPosition(ctx.db, "audit", last, { timeoutMs: 10_000 });
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("records every event with its envelope, newest first, only ever for the asked company", async () => {
      const page = await listAuditEvents(ctx.db, { companyId: companyA, limit: 100 });
      expect(page).toHaveLength(6);
      expect(new Set(page.map((e) => e.companyId))).toEqual(new Set([companyA]));
      const positions = page.map((e) => parsePosition(e.position));
      for (let i = 1; i < positions.length; i++) {
        const [newer, older] = [positions[i - 1]!, positions[i]!];
        expect(newer.commit > older.commit || (newer.commit === older.commit && newer.prepare > older.prepare)).toBe(true);
      }
      const original = (await ctx.store.readStream(streamA1))[0]!;
      const row = page.find((e) => e.eventId === original.id);
      expect(row).toEqual({
        position: `${original.position.commit}/${original.position.prepare}`,
        eventId: original.id,
        streamName: streamA1,
        revision: 0,
        type: "WorkStarted",
        schemaVersion: 1,
        companyId: companyA,
        actorId: original.metadata.actorId,
        persona: original.metadata.persona,
        source: original.metadata.source,
        commandId: original.metadata.commandId,
        correlationId: original.metadata.correlationId,
        causationId: null,
        occurredAt: original.metadata.occurredAt,
        recordedAt: original.recordedAt.toISOString(),
        data: original.data,
      });
      expect(await listAuditEvents(ctx.db, { companyId: companyB, limit: 100 })).toHaveLength(4);
      expect(await listAuditEvents(ctx.db, { companyId: "someone-else", limit: 100 })).toEqual([]);
    });

    it("filters by stream within the company and pages with `before`", async () => {
      const stream = await listAuditEvents(ctx.db, { companyId: companyA, streamName: streamA1, limit: 100 });
      expect(stream.map((e) => e.revision)).toEqual([3, 2, 1, 0]);
      // Another company's stream name never leaks through the stream filter.
      expect(await listAuditEvents(ctx.db, { companyId: companyB, streamName: streamA1, limit: 100 })).toEqual([]);

      const first = await listAuditEvents(ctx.db, { companyId: companyA, limit: 4 });
      const second = await listAuditEvents(ctx.db, { companyId: companyA, limit: 4, before: parsePosition(first.at(-1)!.position) });
      expect(first).toHaveLength(4);
      expect(second).toHaveLength(2);
      expect([...first, ...second]).toEqual(await listAuditEvents(ctx.db, { companyId: companyA, limit: 100 }));
    });

    it("rebuilds to exactly the first build", async () => {
      const columns = ["position_commit", "position_prepare"];
      const firstBuild = await tableContents(ctx.db, "audit_events", columns);
      const checkpointBefore = await readCheckpoint(ctx.db, "audit");
      expect(firstBuild).toHaveLength(10);
      const rebuilt = await runner.rebuild("audit");
      expect(await tableContents(ctx.db, "audit_events", columns)).toEqual(firstBuild);
      expect(rebuilt.position).toEqual(checkpointBefore!.position);
      expect(rebuilt.eventsSeen).toBe(10n);
      expect(rebuilt.status).toBe("running");
      // Still live after the rebuild.
      const next = await ctx.append(1, { companyId: companyA });
      await waitForPosition(ctx.db, "audit", next, { timeoutMs: 5_000 });
      expect(await listAuditEvents(ctx.db, { companyId: companyA, limit: 100 })).toHaveLength(7);
    });
  });
}
