import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { ScheduleEvent, ScheduleEventValues, SchedulePositionEvent, SchedulePresetEvent, WorkTimeEvent } from "@workledger/event-schemas";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAbsenceBlocks } from "../absence-blocks/absence-blocks.queries.ts";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { timesheetProjection } from "../timesheet/timesheet.projection.ts";
import { schedulesProjection } from "./schedules.projection.ts";
import { listPlannedVsWorked, listScheduleEvents, listScheduleEventsCompact, listSchedulePositions, listSchedulePresets, scheduleCompanyVersion, scheduleWeeklyTotals } from "./schedules.queries.ts";

const W = "worker-1";
const V = "worker-2";
const values = (start: string, end: string, more: Partial<ScheduleEventValues> = {}): ScheduleEventValues => ({
  kind: "shift",
  title: "Shift",
  start,
  end,
  positionId: "pos-1",
  isAllDay: false,
  pauseLengthMinutes: 30,
  additionalBreakMinutes: 0,
  comment: "",
  color: "#ff0000",
  absenceTypeId: null,
  workLeave: false,
  ...more,
});
const created = (personId: string, eventId: string, v: ScheduleEventValues, date: string, totalSeconds: number): ScheduleEvent => ({
  type: "ScheduleEventCreated",
  data: { personId, eventId, values: v, series: null, movedFrom: null, confirmed: false, shiftManagerId: null, date, totalSeconds, isNightShift: false },
});

/** Worker 1: shifts Mon-Wed (one confirmed, one resized), a paid absence Thu, a removed shift; worker 2: a shift moved to November from another stream. */
const w1: ScheduleEvent[] = [
  created(W, "mon", values("2026-11-02T06:00:00.000Z", "2026-11-02T14:30:00.000Z"), "2026-11-02", 8 * 3600),
  created(W, "tue", values("2026-11-03T06:00:00.000Z", "2026-11-03T14:30:00.000Z"), "2026-11-03", 8 * 3600),
  created(W, "wed", values("2026-11-04T06:00:00.000Z", "2026-11-04T14:30:00.000Z"), "2026-11-04", 8 * 3600),
  created(W, "gone", values("2026-11-06T06:00:00.000Z", "2026-11-06T14:30:00.000Z"), "2026-11-06", 8 * 3600),
  created(W, "leave", values("2026-11-04T22:00:00.000Z", "2026-11-05T22:00:00.000Z", { kind: "absence", workLeave: true, absenceTypeId: "vacation", pauseLengthMinutes: null }), "2026-11-05", 24 * 3600),
  { type: "ScheduleEventConfirmed", data: { personId: W, eventId: "mon", confirmedAt: "2026-11-01T10:00:00.000Z" } },
  {
    type: "ScheduleEventChanged",
    data: {
      personId: W,
      eventId: "wed",
      action: "resize",
      previous: values("2026-11-04T06:00:00.000Z", "2026-11-04T14:30:00.000Z"),
      next: values("2026-11-04T06:00:00.000Z", "2026-11-04T12:30:00.000Z"),
      date: "2026-11-04",
      totalSeconds: 6 * 3600,
      isNightShift: false,
    },
  },
  { type: "ScheduleEventRemoved", data: { personId: W, eventId: "gone", scope: "this", kind: "shift", date: "2026-11-06" } },
  { type: "ShiftManagerAssigned", data: { personId: W, eventId: "tue", managerId: "boss" } },
];
const positions: SchedulePositionEvent[] = [
  { type: "SchedulePositionAdded", data: { positionId: "pos-1", name: "Kitchen", orderNumber: 1 } },
  { type: "SchedulePositionAdded", data: { positionId: "pos-2", name: "Bar", orderNumber: 2 } },
  { type: "ScheduleWorkerAssigned", data: { positionId: "pos-1", personId: W } },
  { type: "ScheduleWorkerAssigned", data: { positionId: "pos-1", personId: V } },
  { type: "ScheduleWorkersReordered", data: { positionId: "pos-1", personIds: [V, W] } },
  { type: "SchedulePositionsReordered", data: { positionId: "pos-2", orders: [{ positionId: "pos-2", orderNumber: 1 }, { positionId: "pos-1", orderNumber: 2 }] } },
  { type: "SchedulePositionRenamed", data: { positionId: "pos-2", name: "Bar & lounge" } },
];
const presets: SchedulePresetEvent[] = [
  { type: "SchedulePresetSaved", data: { presetId: "pr-1", values: { kind: "shift", title: "Morning", startTime: "06:00", endTime: "14:00", pauseLengthMinutes: 30, additionalBreakMinutes: 0, comment: "", color: null } } },
  { type: "SchedulePresetSaved", data: { presetId: "pr-2", values: { kind: "task", title: "Inventory", startTime: "09:00", endTime: "10:00", pauseLengthMinutes: null, additionalBreakMinutes: 0, comment: "", color: null } } },
  { type: "SchedulePresetDestroyed", data: { presetId: "pr-2" } },
];
const logValues = (start: string, end: string) => ({ start, end, pauses: [], workTypeId: null, workspaceId: null, comment: "", workerComment: "", bonus: null, tags: [], files: [] });
const worked: WorkTimeEvent[] = [
  // Monday: late start (06:20) and early leave (13:00); Tuesday: nothing (no-show); Saturday: unscheduled work.
  { type: "WorkLogAdded", data: { workerId: W, workId: "l1", workNumber: 1, date: "2026-11-02", values: logValues("2026-11-02T06:20:00.000Z", "2026-11-02T13:00:00.000Z"), source: "web", workedSeconds: 24000, pauseSeconds: 0 } },
  { type: "WorkLogAdded", data: { workerId: W, workId: "l2", workNumber: 2, date: "2026-11-07", values: logValues("2026-11-07T08:00:00.000Z", "2026-11-07T10:00:00.000Z"), source: "web", workedSeconds: 7200, pauseSeconds: 0 } },
];

for (const kind of testDatabaseKinds) {
  describe(`schedules read model on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const a = `company-${crypto.randomUUID()}`;
    const b = `company-${crypto.randomUUID()}`;
    const append = async (company: string, stream: string, events: readonly { type: string; data: unknown }[]): Promise<Position> =>
      (await ctx.store.appendToStream(stream, events.map((e) => newTestEvent({ companyId: company, type: e.type, data: e.data })), "any")).position;

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(a, `schedule-${a}-${W}-2026-11`, w1);
      // Worker 2's shift moved from October's stream into November's: created first in the new stream, then removed ("moved") in the old one.
      await append(a, `schedule-${a}-${V}-2026-10`, [created(V, "mv", values("2026-10-30T06:00:00.000Z", "2026-10-30T14:00:00.000Z"), "2026-10-30", 8 * 3600)]);
      await append(a, `schedule-${a}-${V}-2026-11`, [{ ...created(V, "mv", values("2026-11-02T06:00:00.000Z", "2026-11-02T14:00:00.000Z"), "2026-11-02", 8 * 3600) }]);
      await append(a, `schedule-${a}-${V}-2026-10`, [{ type: "ScheduleEventRemoved", data: { personId: V, eventId: "mv", scope: "moved", kind: "shift", date: "2026-10-30" } }]);
      await append(a, `schedule-positions-${a}`, positions);
      await append(a, `schedule-presets-${a}`, presets);
      await append(a, `work-time-${a}-${W}-2026-11`, worked);
      // Company B uses the same event ids: its own rows.
      const last = await append(b, `schedule-${b}-${W}-2026-11`, [created(W, "mon", values("2026-11-02T08:00:00.000Z", "2026-11-02T09:00:00.000Z"), "2026-11-02", 1800)]);
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [schedulesProjection, timesheetProjection], { logger: silentLogger, batchSize: 5 });
      await runner.start();
      await waitForPosition(ctx.db, "schedules", last, { timeoutMs: 15_000 });
      await waitForPosition(ctx.db, "timesheet", last, { timeoutMs: 15_000 });
    });

    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("answers the schedule by company, person and day, with the position's order number", async () => {
      const rows = await listScheduleEvents(ctx.db, a, { from: "2026-11-01", to: "2026-11-30" });
      expect(rows.map((r) => [r.event_id, r.person_id, r.date, r.confirmed, r.order_number, r.total_seconds])).toEqual([
        ["mon", W, "2026-11-02", true, 2, 8 * 3600],
        ["mv", V, "2026-11-02", false, 2, 8 * 3600],
        ["tue", W, "2026-11-03", false, 2, 8 * 3600],
        ["wed", W, "2026-11-04", false, 2, 6 * 3600],
        ["leave", W, "2026-11-05", false, 2, 24 * 3600],
      ]);
      expect(rows.find((r) => r.event_id === "tue")?.shift_manager_id).toBe("boss");
      expect((await listScheduleEvents(ctx.db, a, { from: "2026-11-03", to: "2026-11-03", personIds: [W] })).map((r) => r.event_id)).toEqual(["tue"]);
      expect((await listScheduleEvents(ctx.db, a, { from: "2026-10-01", to: "2026-10-31" })).map((r) => r.event_id)).toEqual([]);
      expect((await listScheduleEvents(ctx.db, b, { from: "2026-11-01", to: "2026-11-30" })).map((r) => [r.event_id, r.total_seconds])).toEqual([["mon", 1800]]);
    });

    it("keeps positions, their people in order, and presets", async () => {
      expect((await listSchedulePositions(ctx.db, a)).map((p) => [p.position_id, p.name, p.order_number, p.person_ids])).toEqual([
        ["pos-2", "Bar & lounge", 1, []],
        ["pos-1", "Kitchen", 2, [V, W]],
      ]);
      expect((await listSchedulePresets(ctx.db, a)).map((p) => p.preset_id)).toEqual(["pr-1"]);
      expect(await listSchedulePositions(ctx.db, b)).toEqual([]);
    });

    it("totals planned seconds per person per week, absences out", async () => {
      expect(await scheduleWeeklyTotals(ctx.db, a, { from: "2026-11-01", to: "2026-11-30" })).toEqual([
        { person_id: W, week: "2026-11-02", total_seconds: 22 * 3600 },
        { person_id: V, week: "2026-11-02", total_seconds: 8 * 3600 },
      ].sort((x, y) => x.person_id.localeCompare(y.person_id)));
    });

    it("joins planned and worked per worker and day", async () => {
      const rows = await listPlannedVsWorked(ctx.db, a, { from: "2026-11-01", to: "2026-11-30", personIds: [W] });
      expect(rows.map((r) => [r.date, r.planned_seconds, r.worked_seconds, r.first_start?.toISOString() ?? null])).toEqual([
        ["2026-11-02", 8 * 3600, 24000, "2026-11-02T06:20:00.000Z"],
        ["2026-11-03", 8 * 3600, 0, null],
        ["2026-11-04", 6 * 3600, 0, null],
        ["2026-11-07", 0, 7200, "2026-11-07T08:00:00.000Z"],
      ]);
    });

    it("keeps a scheduled paid absence as a block on work logs", async () => {
      expect(await listAbsenceBlocks(ctx.db, a, W, "2026-11-05T08:00:00.000Z", "2026-11-05T09:00:00.000Z")).toEqual([
        { kind: "paid_absence", source: "schedule", sourceId: "leave", start: "2026-11-04T22:00:00.000Z", end: "2026-11-05T22:00:00.000Z" },
      ]);
      expect(await listAbsenceBlocks(ctx.db, a, W, "2026-11-05T22:00:00.000Z", "2026-11-06T09:00:00.000Z")).toEqual([]);
      expect(await listAbsenceBlocks(ctx.db, b, W, "2026-11-05T08:00:00.000Z", "2026-11-05T09:00:00.000Z")).toEqual([]);
    });

    it("draws a new version token for each change to a company's schedule (an erasure's scrub too), read in the compact read's own statement", async () => {
      const first = await scheduleCompanyVersion(ctx.db, a);
      const other = await scheduleCompanyVersion(ctx.db, b);
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(other).not.toBe(first);
      const compact = await listScheduleEventsCompact(ctx.db, a, { from: "2026-11-01", to: "2026-11-30" });
      expect(compact.version).toBe(first);
      expect(compact.totals).toEqual(await scheduleWeeklyTotals(ctx.db, a, { from: "2026-11-01", to: "2026-11-30" }));
      expect((await listScheduleEventsCompact(ctx.db, a, { from: "2026-11-01", to: "2026-11-30", personIds: [V] })).totals).toEqual([{ person_id: V, week: "2026-11-02", total_seconds: 8 * 3600 }]);

      const confirmed = await append(a, `schedule-${a}-${W}-2026-11`, [{ type: "ScheduleEventConfirmed", data: { personId: W, eventId: "tue", confirmedAt: "2026-11-02T10:00:00.000Z" } }]);
      await waitForPosition(ctx.db, "schedules", confirmed, { timeoutMs: 15_000 });
      const second = await scheduleCompanyVersion(ctx.db, a);
      expect(second).not.toBe(first);
      expect(await scheduleCompanyVersion(ctx.db, b)).toBe(other);

      // Erasing company B's worker scrubs B's rows: B's token is drawn anew, A's stays.
      const erased = await append(b, `user-${b}-${W}`, [{ type: "UserErased", data: { by: "admin-1", erasedAt: "2026-11-28T16:00:00.000Z" } }]);
      await waitForPosition(ctx.db, "schedules", erased, { timeoutMs: 15_000 });
      expect(await scheduleCompanyVersion(ctx.db, b)).not.toBe(other);
      expect(await scheduleCompanyVersion(ctx.db, a)).toBe(second);
      expect(await scheduleCompanyVersion(ctx.db, `company-${crypto.randomUUID()}`)).toBeNull();
    });

    it("rebuilds to exactly the first build (schedule and planned-vs-worked equal a replay)", async () => {
      const tables = [
        ["schedule_events", ["company_id", "event_id"]],
        ["schedule_positions", ["company_id", "position_id"]],
        ["schedule_presets", ["company_id", "preset_id"]],
        ["schedule_absence_blocks", ["company_id", "person_id", "event_id"]],
      ] as const;
      const before = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      const plannedBefore = await listPlannedVsWorked(ctx.db, a, { from: "2026-10-01", to: "2026-11-30" });
      await runner.rebuild("schedules");
      await runner.rebuild("timesheet");
      const after = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      expect(after).toEqual(before);
      expect(await listPlannedVsWorked(ctx.db, a, { from: "2026-10-01", to: "2026-11-30" })).toEqual(plannedBefore);
      expect(before.every((rows) => rows.length > 0)).toBe(true);
    });
  });
}
