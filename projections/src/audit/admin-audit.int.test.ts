import { parsePosition } from "@workledger/event-store";
import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { listAdminAuditEvents, type AdminAuditQuery, type AdminAuditRow } from "./admin-audit.queries.ts";
import { auditProjection } from "./audit.projection.ts";

const people = ["p-1", "p-2", "p-3"];

for (const kind of testDatabaseKinds) {
  describe(`admin audit log filters on ${kind}: the index-seeking plans answer exactly what a full scan would`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    let all: AdminAuditRow[];
    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      let last = await ctx.append(1);
      // Events by each person, about each person, both, and neither, over several appends.
      for (let i = 0; i < 60; i++) {
        const actor = people[i % 3]!;
        const subject = i % 4 === 0 ? null : people[(i + (i % 2)) % 3]!;
        const event = newTestEvent({ companyId: i % 5 === 0 ? "co-b" : "co-a", type: i % 3 === 0 ? "WorkPaused" : "WorkStarted", data: subject === null ? { n: i } : { n: i, workerId: subject } });
        last = (await ctx.store.appendToStream(`work-time-co-${i % 7}`, [{ ...event, metadata: { ...event.metadata, actorId: actor } }], "any")).position;
      }
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [auditProjection], { logger: silentLogger, batchSize: 7 });
      await runner.start();
      await waitForPosition(ctx.db, "audit", last, { timeoutMs: 10_000 });
      // The projection keeps each hour's commit range as the aggregate over its rows would give it.
      const marksOf = async (from: "audit_time_marks" | "aggregate") =>
        (
          await (from === "audit_time_marks"
            ? sql<Record<string, unknown>>`SELECT hour, min_commit::text, max_commit::text FROM audit_time_marks ORDER BY hour`
            : sql<Record<string, unknown>>`SELECT date_trunc('hour', recorded_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, min(position_commit)::text AS min_commit, max(position_commit)::text AS max_commit FROM audit_events GROUP BY 1 ORDER BY 1`
          ).execute(ctx.db)
        ).rows;
      const kept = await marksOf("audit_time_marks");
      expect(kept.length).toBeGreaterThan(0);
      expect(kept).toEqual(await marksOf("aggregate"));
      // Spread the recording over three hours, as if appended at different times (marks rebuilt to match).
      await sql`UPDATE audit_events SET recorded_at = timestamptz '2026-11-20T10:00:00Z' + (position_prepare % 3) * interval '1 hour' + (position_prepare % 50) * interval '1 minute'`.execute(ctx.db);
      await sql`DELETE FROM audit_time_marks`.execute(ctx.db);
      await sql`INSERT INTO audit_time_marks SELECT date_trunc('hour', recorded_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', min(position_commit), max(position_commit) FROM audit_events GROUP BY 1`.execute(ctx.db);
      all = await listAdminAuditEvents(ctx.db, { limit: 1000 });
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    const paged = async (query: Omit<AdminAuditQuery, "limit">): Promise<string[]> => {
      const ids: string[] = [];
      let before: AdminAuditQuery["before"];
      for (;;) {
        const page = await listAdminAuditEvents(ctx.db, { ...query, limit: 4, ...(before === undefined ? {} : { before }) });
        ids.push(...page.map((r) => r.eventId));
        if (page.length < 4) return ids;
        before = parsePosition(page.at(-1)!.position);
      }
    };

    it("person: by them or about them, each once, newest first, paged", async () => {
      expect(all).toHaveLength(61);
      for (const p of people) {
        const expected = all.filter((r) => r.actorId === p || r.subjectId === p).map((r) => r.eventId);
        expect(expected.length).toBeGreaterThan(10);
        expect(await paged({ personId: p })).toEqual(expected);
      }
    });

    it("time window (any hour and minute edges), alone and with person, company and type", async () => {
      const windows: [string, string][] = [
        ["2026-11-20T10:00:00Z", "2026-11-20T11:00:00Z"],
        ["2026-11-20T10:30:00Z", "2026-11-20T12:10:00Z"],
        ["2026-11-20T11:59:00Z", "2026-11-20T12:01:00Z"],
        ["2026-11-20T13:00:00Z", "2026-11-20T15:00:00Z"],
      ];
      for (const [f, t] of windows) {
        const from = new Date(f);
        const to = new Date(t);
        const inWindow = (r: AdminAuditRow) => r.recordedAt >= from.toISOString() && r.recordedAt < to.toISOString();
        expect(await paged({ from, to }), `${f}..${t}`).toEqual(all.filter(inWindow).map((r) => r.eventId));
        expect(await paged({ from }), `${f}..`).toEqual(all.filter((r) => r.recordedAt >= from.toISOString()).map((r) => r.eventId));
        expect(await paged({ to }), `..${t}`).toEqual(all.filter((r) => r.recordedAt < to.toISOString()).map((r) => r.eventId));
        expect(await paged({ from, to, personId: "p-2", companyId: "co-a", types: ["WorkStarted"] })).toEqual(
          all.filter((r) => inWindow(r) && (r.actorId === "p-2" || r.subjectId === "p-2") && r.companyId === "co-a" && r.type === "WorkStarted").map((r) => r.eventId),
        );
      }
    });
  });
}
