import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { WorkTimeEvent } from "@workledger/event-schemas";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMissingWorks } from "../missing-works/missing-works.queries.ts";
import { listOverlapRows } from "../overlaps/overlaps.queries.ts";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { listRunningWorks, findWorkTimer } from "../work-timer/work-timer.queries.ts";
import { workTimerProjection } from "../work-timer/work-timer.projection.ts";
import { timesheetProjection } from "./timesheet.projection.ts";
import {
  countLogsPerWorkerDay,
  findTimesheetLog,
  findWorkTimeSettings,
  listTimesheetLogs,
  listWorkLogHistory,
  timesheetTotalsPerWorker,
  workRoundGroupsOf,
} from "./timesheet.queries.ts";
import { workTimeSettingsProjection } from "./work-time-settings.projection.ts";

const W = "worker-1";
const summary = { windowStart: "2026-09-30T21:00:00.000Z", currentWorkId: null, logs: [], deletedWorks: [], nextWorkNumber: 1 };
const values = (start: string, end: string, comment = "") => ({
  start,
  end,
  pauses: [],
  workTypeId: null,
  workspaceId: "ws-1",
  comment,
  workerComment: "",
  bonus: null,
  tags: [],
  files: [],
});

/** November and December streams of one worker, with every kind of work-time event. */
const november: WorkTimeEvent[] = [
  { type: "WorkPeriodOpened", data: { workerId: W, period: "2026-11", previousPeriod: null, summary } },
  { type: "WorkStarted", data: { workerId: W, workId: "a", workNumber: 1, date: "2026-11-02", startedAt: "2026-11-02T06:00:00.000Z", source: "door", workTypeId: "wt", workspaceId: "ws-1", comment: "" } },
  { type: "WorkPaused", data: { workerId: W, workId: "a", pausedAt: "2026-11-02T10:00:00.000Z", source: "web" } },
  { type: "WorkResumed", data: { workerId: W, workId: "a", resumedAt: "2026-11-02T10:30:00.000Z", pauseSeconds: 1800, source: "web" } },
  { type: "WorkStopped", data: { workerId: W, workId: "a", stoppedAt: "2026-11-02T14:30:00.000Z", source: "mobile", workedSeconds: 8 * 3600, pauseSeconds: 1800 } },
  { type: "WorkLogAdded", data: { workerId: W, workId: "b", workNumber: 2, date: "2026-11-03", values: values("2026-11-03T06:00:00.000Z", "2026-11-03T08:00:00.000Z", "first"), source: "web", workedSeconds: 7200, pauseSeconds: 0 } },
  {
    type: "WorkLogEdited",
    data: {
      workerId: W,
      workId: "b",
      date: "2026-11-03",
      previous: values("2026-11-03T06:00:00.000Z", "2026-11-03T08:00:00.000Z", "first"),
      next: values("2026-11-03T06:00:00.000Z", "2026-11-03T09:00:00.000Z", "second"),
      workedSeconds: 10800,
      pauseSeconds: 0,
    },
  },
  { type: "WorkLogConfirmed", data: { workerId: W, workId: "b", date: "2026-11-03", confirmedAt: "2026-11-04T08:00:00.000Z", confirmedBy: "boss" } },
  { type: "WorkLogAdded", data: { workerId: W, workId: "c", workNumber: 3, date: "2026-11-04", values: values("2026-11-04T06:00:00.000Z", "2026-11-04T07:00:00.000Z"), source: "web", workedSeconds: 3600, pauseSeconds: 0 } },
  { type: "WorkLogDeleted", data: { workerId: W, workId: "c", date: "2026-11-04" } },
  { type: "WorkStarted", data: { workerId: W, workId: "d", workNumber: 4, date: "2026-11-30", startedAt: "2026-11-30T20:00:00.000Z", source: "web", workTypeId: null, workspaceId: null, comment: "night" } },
  { type: "WorkPeriodClosed", data: { workerId: W, period: "2026-11", nextPeriod: "2026-12", summary } },
];
const december: WorkTimeEvent[] = [
  { type: "WorkPeriodOpened", data: { workerId: W, period: "2026-12", previousPeriod: "2026-11", summary } },
  // Events about November logs sit in December's stream: keyed by work id.
  { type: "WorkAutoStopped", data: { workerId: W, workId: "d", stoppedAt: "2026-12-01T02:00:00.000Z", reason: "end_of_workday", workedSeconds: 6 * 3600, pauseSeconds: 0 } },
  { type: "WorkLogUnconfirmed", data: { workerId: W, workId: "b", date: "2026-11-03" } },
  { type: "WorkStarted", data: { workerId: W, workId: "e", workNumber: 5, date: "2026-12-01", startedAt: "2026-12-01T06:00:00.000Z", source: "web", workTypeId: null, workspaceId: "ws-1", comment: "" } },
  { type: "WorkPaused", data: { workerId: W, workId: "e", pausedAt: "2026-12-01T07:00:00.000Z", source: "web" } },
];

for (const kind of testDatabaseKinds) {
  describe(`work-time read models on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const company = `company-${crypto.randomUUID()}`;
    const append = async (stream: string, events: readonly { type: string; data: unknown }[], actorId = "user-1"): Promise<Position> => {
      const recorded = events.map((e) => newTestEvent({ companyId: company, type: e.type, data: e.data }));
      const withActor = recorded.map((e) => ({ ...e, metadata: { ...e.metadata, actorId } }));
      return (await ctx.store.appendToStream(stream, withActor, "any")).position;
    };
    const projections = [timesheetProjection, workTimerProjection, workTimeSettingsProjection];
    const caughtUp = async (position: Position) => {
      for (const p of projections) await waitForPosition(ctx.db, p.name, position, { timeoutMs: 10_000 });
    };

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(`work-time-${company}-${W}-2026-11`, november);
      await append(`work-time-${company}-${W}-2026-12`, december);
      await append(`company-settings-${company}`, [{ type: "CompanySettingsChanged", data: { changes: { show_time_decimal: true, auto_end_workday: true } } }]);
      await append(`preferences-${company}`, [{ type: "PreferencesChanged", data: { scope: { kind: "company" }, changes: { idleStopMinutes: 30, autoEndAt: "17:00" } } }]);
      await append(`preferences-${company}-${W}`, [{ type: "PreferencesChanged", data: { scope: { kind: "person", personId: W }, changes: { idleStopMinutes: 15, timeAsDecimals: true } } }]);
      const last = await append(`rule-groups-work-round-${company}`, [
        { type: "WorkRoundGroupCreated", data: { groupId: "g1", name: "Quarters", rules: { roundStartMinutes: 15, roundEndMinutes: 15 } } },
        { type: "WorkRoundGroupCreated", data: { groupId: "g2", name: "Halves", rules: { roundStartMinutes: 30, roundEndMinutes: null } } },
        { type: "WorkRoundGroupAssigned", data: { groupId: "g1", personIds: [W, "worker-2"] } },
        { type: "WorkRoundGroupAssigned", data: { groupId: "g2", personIds: ["worker-2"] } },
        { type: "WorkRoundGroupRulesChanged", data: { groupId: "g1", rules: { roundStartMinutes: 10, roundEndMinutes: 10 } } },
      ]);
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, projections, { logger: silentLogger, batchSize: 4 });
      await runner.start();
      await caughtUp(last);
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("keeps one row per log by work id across both period streams", async () => {
      const logs = await listTimesheetLogs(ctx.db, { companyId: company, from: "2026-11-01", to: "2026-12-31" });
      expect(logs.map((l) => [l.work_id, l.date, l.status, l.worked_seconds, l.pause_seconds])).toEqual([
        ["a", "2026-11-02", "stopped", 8 * 3600, 1800],
        ["b", "2026-11-03", "stopped", 10800, 0],
        ["d", "2026-11-30", "stopped", 6 * 3600, 0],
        ["e", "2026-12-01", "paused", 0, 0],
      ]);
      const a = logs[0]!;
      expect(a).toMatchObject({ started_by: "door", ended_by: "mobile", work_type_id: "wt", pauses: [{ start: "2026-11-02T10:00:00.000Z", end: "2026-11-02T10:30:00.000Z", lengthSeconds: 1800 }] });
      expect(logs[1]).toMatchObject({ comment: "second", edited: true, confirmed: false, confirmed_at: null, confirmed_by: null });
      expect(logs[2]).toMatchObject({ ended_by: "automatic", end_at: new Date("2026-12-01T02:00:00.000Z") });
      expect((await findTimesheetLog(ctx.db, company, "c"))?.deleted).toBe(true);
      expect(await findTimesheetLog(ctx.db, "another-company", "a")).toBeUndefined();
      expect(await listTimesheetLogs(ctx.db, { companyId: company, from: "2026-11-01", to: "2026-12-31", workspaceIds: ["ws-1"] })).toHaveLength(3);
      expect(await listTimesheetLogs(ctx.db, { companyId: company, from: "2026-11-01", to: "2026-12-31", workerIds: [] })).toEqual([]);
      const counts = await countLogsPerWorkerDay(ctx.db, company, [{ workerId: W, date: "2026-11-02" }, { workerId: W, date: "2026-11-04" }]);
      expect(counts.get(`${W}/2026-11-02`)).toBe(1);
      expect(counts.get(`${W}/2026-11-04`)).toBeUndefined();
    });

    it("sums a worker's live logs per date range in SQL, as the listed rows add up", async () => {
      const november = { companyId: company, from: "2026-11-01", to: "2026-11-30" };
      const rows = await listTimesheetLogs(ctx.db, november);
      const [totals, ...others] = await timesheetTotalsPerWorker(ctx.db, november);
      expect(others).toEqual([]);
      expect(totals).toEqual({
        worker_id: W,
        logs: 3,
        worked_seconds: 8 * 3600 + 10800 + 6 * 3600,
        pause_seconds: 1800,
        unconfirmed: rows.filter((r) => !r.confirmed).length,
      });
      expect(totals!.unconfirmed).toBeGreaterThan(0);
      // The deleted log "c" is left out, as are other companies, other workspaces and an empty filter.
      expect(await timesheetTotalsPerWorker(ctx.db, { ...november, companyId: "another-company" })).toEqual([]);
      expect(await timesheetTotalsPerWorker(ctx.db, { ...november, workspaceIds: ["ws-2"] })).toEqual([]);
      expect(await timesheetTotalsPerWorker(ctx.db, { ...november, workerIds: [] })).toEqual([]);
      expect((await timesheetTotalsPerWorker(ctx.db, { ...november, from: "2026-11-03", workerIds: [W] })).map((t) => t.worked_seconds)).toEqual([10800 + 6 * 3600]);
    });

    it("keeps the history of a log with who, source and the values before and after", async () => {
      const history = await listWorkLogHistory(ctx.db, company, "b");
      expect(history.map((h) => h.event_type)).toEqual(["WorkLogAdded", "WorkLogEdited", "WorkLogConfirmed", "WorkLogUnconfirmed"]);
      expect(history[1]).toMatchObject({ actor_id: "user-1", source: "web", previous: { comment: "first" }, next: { comment: "second" } });
      expect(await listWorkLogHistory(ctx.db, "another-company", "b")).toEqual([]);
    });

    it("tracks the current work, missing works and overlaps", async () => {
      expect(await findWorkTimer(ctx.db, company, W)).toMatchObject({ current_work_id: "e", status: "paused", period: "2026-12", date: "2026-12-01" });
      const running = await listRunningWorks(ctx.db, { limit: 100 });
      expect(running.filter((r) => r.company_id === company).map((r) => r.current_work_id)).toEqual(["e"]);
      expect((await listMissingWorks(ctx.db, { companyId: company, today: "2026-12-02" })).map((l) => l.work_id)).toEqual(["e"]);
      expect(await listMissingWorks(ctx.db, { companyId: company, today: "2026-12-01" })).toEqual([]);
      const overlaps = await listOverlapRows(ctx.db, { companyId: company, start: "2026-11-02T14:00:00.000Z", end: "2026-11-03T06:30:00.000Z" });
      expect(overlaps.map((o) => [o.work_id, o.started_at, o.start_device])).toEqual([
        ["a", "2026-11-02T08:00:00", "door"],
        ["b", "2026-11-03T08:00:00", "web"],
      ]);
      // Half-open to the minute: ending when the other starts is no overlap; open work runs on.
      expect(await listOverlapRows(ctx.db, { companyId: company, start: "2026-11-02T14:30:00.000Z", end: "2026-11-03T06:00:00.000Z" })).toEqual([]);
      expect((await listOverlapRows(ctx.db, { companyId: company, start: "2026-12-05T00:00:00.000Z", end: null })).map((o) => o.work_id)).toEqual(["e"]);
    });

    it("reads settings (person over company) and work-round groups (one per person)", async () => {
      expect(await findWorkTimeSettings(ctx.db, company, W)).toEqual({ companyShowTimeDecimal: true, autoEndWorkday: true, idleStopMinutes: 15, autoEnd: false, autoEndAt: "17:00", personTimeAsDecimals: true, companyTimeAsDecimals: null });
      expect(await findWorkTimeSettings(ctx.db, company, "worker-2")).toMatchObject({ idleStopMinutes: 30 });
      expect(await findWorkTimeSettings(ctx.db, "nobody")).toEqual({ companyShowTimeDecimal: null, autoEndWorkday: false, idleStopMinutes: null, autoEnd: false, autoEndAt: null, personTimeAsDecimals: null, companyTimeAsDecimals: null });
      const groups = await workRoundGroupsOf(ctx.db, company, [W, "worker-2"]);
      expect(groups.get(W)).toMatchObject({ group_id: "g1", round_start_minutes: 10, round_end_minutes: 10 });
      expect(groups.get("worker-2")).toMatchObject({ group_id: "g2", round_start_minutes: 30, round_end_minutes: null });
    });

    it("rebuilds every table to exactly the first build", async () => {
      const tables = [
        ["timesheet", "timesheet_logs", ["work_id"]],
        ["timesheet", "timesheet_log_history", ["position_commit", "position_prepare"]],
        ["work-timer", "work_timers", ["company_id", "worker_id"]],
        ["work-time-settings", "work_time_settings", ["company_id", "person_id"]],
        ["work-time-settings", "work_round_groups", ["group_id"]],
      ] as const;
      const before = await Promise.all(tables.map(([, table, order]) => tableContents(ctx.db, table, order)));
      for (const name of new Set(tables.map(([p]) => p))) await runner.rebuild(name);
      const after = await Promise.all(tables.map(([, table, order]) => tableContents(ctx.db, table, order)));
      expect(after).toEqual(before);
      expect(before.every((rows) => rows.length > 0)).toBe(true);
    });
  });
}
