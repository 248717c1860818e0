import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { WorkTimeEvent } from "@workledger/event-schemas";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOverlapRows } from "../overlaps/overlaps.queries.ts";
import { workLogLocationsProjection } from "../overlaps/work-log-locations.projection.ts";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { rebuildProjection } from "../runner/rebuild-projection.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { timesheetProjection } from "./timesheet.projection.ts";
import { findTimesheetLog, listWorkLogHistory } from "./timesheet.queries.ts";

const summary = { windowStart: "2026-09-30T21:00:00.000Z", currentWorkId: null, logs: [], deletedWorks: [], nextWorkNumber: 1 };
const opened = (workerId: string): WorkTimeEvent => ({ type: "WorkPeriodOpened", data: { workerId, period: "2026-11", previousPeriod: null, summary } });
const started = (workerId: string, workId: string, startedAt: string, latitude: number, receivedAt?: string): WorkTimeEvent => ({
  type: "WorkStarted",
  data: {
    workerId,
    workId,
    workNumber: 1,
    date: startedAt.slice(0, 10),
    startedAt,
    source: "web",
    workTypeId: null,
    workspaceId: null,
    comment: "",
    location: { latitude, longitude: 24.9 },
    ...(receivedAt === undefined ? {} : { receivedAt }),
  },
});
const stopped = (workerId: string, workId: string, stoppedAt: string, workedSeconds: number, latitude: number): WorkTimeEvent => ({
  type: "WorkStopped",
  data: { workerId, workId, stoppedAt, source: "web", workedSeconds, pauseSeconds: 0, location: { latitude, longitude: 25.1 } },
});

/**
 * Read models keyed by company (and worker) plus the client-chosen work id: timesheet_logs,
 * timesheet_log_history and work_log_locations (and the overlap rows that join them). Another
 * company's, or another worker's, events under the same work id never touch a log.
 */
for (const kind of testDatabaseKinds) {
  describe(`timesheet_logs and work_log_locations keyed by company, worker and work id on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const companyA = `company-a-${crypto.randomUUID()}`;
    const companyB = `company-b-${crypto.randomUUID()}`;
    const append = async (companyId: string, stream: string, events: readonly WorkTimeEvent[]): Promise<Position> =>
      (await ctx.store.appendToStream(stream, events.map((e) => newTestEvent({ companyId, type: e.type, data: e.data })), "any")).position;
    const projections = [timesheetProjection, workLogLocationsProjection];
    const caughtUp = async (position: Position) => {
      for (const p of projections) await waitForPosition(ctx.db, p.name, position, { timeoutMs: 10_000 });
    };

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      // Company A's worker: 8 hours under work id "x", the start back-dated by three hours.
      await append(companyA, `work-time-${companyA}-owner-2026-11`, [
        opened("owner"),
        started("owner", "x", "2026-11-02T06:00:00.000Z", 60.1, "2026-11-02T09:00:00.000Z"),
        stopped("owner", "x", "2026-11-02T14:00:00.000Z", 8 * 3600, 60.2),
      ]);
      // Another company's worker and a co-worker in company A send events under the same work id.
      await append(companyB, `work-time-${companyB}-stranger-2026-11`, [
        opened("stranger"),
        started("stranger", "x", "2026-11-02T13:00:00.000Z", 10.1),
        stopped("stranger", "x", "2026-11-02T13:30:00.000Z", 1800, 10.2),
      ]);
      const last = await append(companyA, `work-time-${companyA}-coworker-2026-11`, [
        opened("coworker"),
        started("coworker", "x", "2026-11-02T13:55:00.000Z", 20.1),
        { type: "WorkPaused", data: { workerId: "coworker", workId: "x", pausedAt: "2026-11-02T13:56:00.000Z", source: "web" } },
        stopped("coworker", "x", "2026-11-02T13:57:00.000Z", 60, 20.2),
      ]);
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, projections, { logger: silentLogger, batchSize: 3 });
      await runner.start();
      await caughtUp(last);
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("keeps each company's log under the same work id, and a co-worker's events change nothing on the owner's", async () => {
      expect(await findTimesheetLog(ctx.db, companyA, "x")).toMatchObject({ worker_id: "owner", status: "stopped", worked_seconds: 8 * 3600, pauses: [], back_dated: true });
      expect(await findTimesheetLog(ctx.db, companyB, "x")).toMatchObject({ worker_id: "stranger", worked_seconds: 1800, back_dated: false });
      expect((await listWorkLogHistory(ctx.db, companyA, "x", "owner")).map((h) => h.event_type)).toEqual(["WorkStarted", "WorkStopped"]);
    });

    it("keys work_log_locations by company, worker and work id, and the overlap rows join their own", async () => {
      const rows = (await tableContents(ctx.db, "work_log_locations", ["company_id", "worker_id"])) as { company_id: string; worker_id: string; coordinates_start: string }[];
      expect(rows.map((r) => [r.company_id, r.worker_id, r.coordinates_start])).toEqual(
        [
          [companyA, "coworker", "20.1,24.9"],
          [companyA, "owner", "60.1,24.9"],
          [companyB, "stranger", "10.1,24.9"],
        ].sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : a[1]! < b[1]! ? -1 : 1)),
      );
      const a = await listOverlapRows(ctx.db, { companyId: companyA, start: "2026-11-02T00:00:00.000Z", end: "2026-11-03T00:00:00.000Z" });
      expect(a.map((r) => [r.worker_id, r.coordinates_start, r.coordinates_end])).toEqual([["owner", "60.1,24.9", "60.2,25.1"]]);
      const b = await listOverlapRows(ctx.db, { companyId: companyB, start: "2026-11-02T00:00:00.000Z", end: "2026-11-03T00:00:00.000Z" });
      expect(b.map((r) => [r.worker_id, r.coordinates_start, r.coordinates_end])).toEqual([["stranger", "10.1,24.9", "10.2,25.1"]]);
    });

    it("rebuilds to the same rows", async () => {
      const before = await tableContents(ctx.db, "timesheet_logs", ["company_id", "work_id"]);
      await runner.stop();
      await rebuildProjection({ db: ctx.db, store: ctx.store }, timesheetProjection, { logger: silentLogger });
      expect(await tableContents(ctx.db, "timesheet_logs", ["company_id", "work_id"])).toEqual(before);
    });
  });
}
