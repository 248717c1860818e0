import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { timesheetProjection } from "../timesheet/timesheet.projection.ts";
import { findTimesheetLog, listTimesheetLogs, listWorkLogHistory } from "../timesheet/timesheet.queries.ts";
import { payCalendarProjection } from "./pay-calendar.projection.ts";
import { findPayCalendar } from "./pay-calendar.queries.ts";

const W = "worker-1";
const values = (start: string, end: string, workTypeId: string | null = "wt-clean", comment = "") => ({
  start,
  end,
  pauses: [],
  workTypeId,
  workspaceId: null,
  comment,
  workerComment: "",
  bonus: null,
  tags: [],
  files: [],
});
const cleaning = { workTypeId: "wt-clean", workTypeName: "Cleaning", productNumber: "100", vismaProductNumber: null, price: 25.5, unit: "Hour" };
const windows = { workTypeId: "wt-windows", workTypeName: "Windows", productNumber: null, vismaProductNumber: "W1", price: 3, unit: "Piece" };
const monthly = { kind: "monthly", startDay: 1, closeAfterDays: 5 };
const weekly = { kind: "weekly", startDay: 1, closeAfterDays: 2 };

for (const kind of testDatabaseKinds) {
  describe(`pay calendar and frozen pricing read models on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const company = `company-${crypto.randomUUID()}`;
    const append = async (stream: string, events: readonly { type: string; data: unknown }[], actorId = "boss"): Promise<Position> => {
      const recorded = events.map((e) => ({ ...newTestEvent({ companyId: company, type: e.type, data: e.data }) }));
      return (await ctx.store.appendToStream(stream, recorded.map((e) => ({ ...e, metadata: { ...e.metadata, actorId } })), "any")).position;
    };
    const projections = [timesheetProjection, payCalendarProjection];

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(`pay-calendar-${company}`, [
        { type: "PayPeriodRuleChanged", data: { effectiveFrom: "2026-11-01", rule: monthly } },
        { type: "PayPeriodRuleChanged", data: { effectiveFrom: "2027-01-04", rule: weekly } },
        { type: "PayPeriodRuleChanged", data: { effectiveFrom: "2027-02-01", rule: monthly } },
        // An earlier change replaces what was planned from its date on.
        { type: "PayPeriodRuleChanged", data: { effectiveFrom: "2026-12-07", rule: weekly } },
        { type: "PayPeriodClosed", data: { start: "2026-10-01", end: "2026-10-31" } },
        { type: "PayPeriodClosed", data: { start: "2026-11-01", end: "2026-11-30" } },
        { type: "CompanyTimeZoneChanged", data: { effectiveFrom: "2026-12-01", timeZone: "Europe/Stockholm" } },
      ]);
      await append(`person-time-zone-${company}-${W}`, [
        { type: "PersonTimeZoneChanged", data: { personId: W, effectiveFrom: "2026-12-10", timeZone: "UTC" } },
        { type: "PersonTimeZoneChanged", data: { personId: W, effectiveFrom: "2027-01-01", timeZone: null } },
      ], W);
      const last = await append(`work-time-${company}-${W}-2026-11`, [
        { type: "WorkLogAdded", data: { workerId: W, workId: "long", workNumber: 1, date: "2026-11-10", values: values("2026-11-10T06:00:00.000Z", "2026-11-11T08:00:00.000Z"), source: "web", workedSeconds: 26 * 3600, pauseSeconds: 0, flags: ["worker_over_24_hours"] } },
        { type: "WorkLogConfirmed", data: { workerId: W, workId: "long", date: "2026-11-10", confirmedAt: "2026-11-12T08:00:00.000Z", confirmedBy: "boss", pricing: cleaning } },
        { type: "WorkLogAdded", data: { workerId: W, workId: "plain", workNumber: 2, date: "2026-11-12", values: values("2026-11-12T06:00:00.000Z", "2026-11-12T08:00:00.000Z", null), source: "web", workedSeconds: 7200, pauseSeconds: 0 } },
        { type: "WorkLogConfirmed", data: { workerId: W, workId: "plain", date: "2026-11-12", confirmedAt: "2026-11-13T08:00:00.000Z", confirmedBy: "boss", pricing: null } },
        // A manager's edit after the close: flagged, still confirmed with the same frozen price.
        {
          type: "WorkLogEdited",
          data: {
            workerId: W,
            workId: "long",
            date: "2026-11-10",
            previous: values("2026-11-10T06:00:00.000Z", "2026-11-11T08:00:00.000Z"),
            next: values("2026-11-10T06:00:00.000Z", "2026-11-10T14:00:00.000Z", "wt-clean", "fixed"),
            workedSeconds: 8 * 3600,
            pauseSeconds: 0,
            flags: ["changed_after_pay_period_closed"],
          },
        },
        // Moved to another work type while confirmed: priced again.
        {
          type: "WorkLogEdited",
          data: {
            workerId: W,
            workId: "plain",
            date: "2026-11-12",
            previous: values("2026-11-12T06:00:00.000Z", "2026-11-12T08:00:00.000Z", null),
            next: values("2026-11-12T06:00:00.000Z", "2026-11-12T08:00:00.000Z", "wt-windows"),
            workedSeconds: 7200,
            pauseSeconds: 0,
            pricing: windows,
          },
        },
        { type: "WorkLogAdded", data: { workerId: W, workId: "gone", workNumber: 3, date: "2026-11-14", values: values("2026-11-14T06:00:00.000Z", "2026-11-14T07:00:00.000Z"), source: "web", workedSeconds: 3600, pauseSeconds: 0 } },
        { type: "WorkLogDeleted", data: { workerId: W, workId: "gone", date: "2026-11-14", flags: ["changed_after_pay_period_closed"] } },
        { type: "WorkLogAdded", data: { workerId: W, workId: "unconfirmed", workNumber: 4, date: "2026-11-15", values: values("2026-11-15T06:00:00.000Z", "2026-11-15T07:00:00.000Z"), source: "web", workedSeconds: 3600, pauseSeconds: 0 } },
        { type: "WorkLogConfirmed", data: { workerId: W, workId: "unconfirmed", date: "2026-11-15", confirmedAt: "2026-11-16T08:00:00.000Z", confirmedBy: "boss", pricing: cleaning } },
        { type: "WorkLogUnconfirmed", data: { workerId: W, workId: "unconfirmed", date: "2026-11-15" } },
      ]);
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, projections, { logger: silentLogger, batchSize: 3 });
      await runner.start();
      for (const p of projections) await waitForPosition(ctx.db, p.name, last, { timeoutMs: 10_000 });
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("keeps the pay period rules as a timeline, the closes, and the zones of the company and its people", async () => {
      const calendar = await findPayCalendar(ctx.db, company, [W]);
      expect(calendar.rules).toEqual([
        { effectiveFrom: "2026-11-01", rule: monthly },
        { effectiveFrom: "2026-12-07", rule: weekly },
      ]);
      expect(calendar.closedThrough).toBe("2026-11-30");
      expect(calendar.closes.map((c) => [c.start_date, c.end_date, c.closed_by])).toEqual([
        ["2026-11-01", "2026-11-30", "boss"],
        ["2026-10-01", "2026-10-31", "boss"],
      ]);
      expect(calendar.companyTimeZones).toEqual([{ effectiveFrom: "2026-12-01", timeZone: "Europe/Stockholm" }]);
      expect(calendar.personTimeZones.get(W)).toEqual([
        { effectiveFrom: "2026-12-10", timeZone: "UTC" },
        { effectiveFrom: "2027-01-01", timeZone: null },
      ]);
      const other = await findPayCalendar(ctx.db, "another-company", [W]);
      expect(other).toMatchObject({ rules: [], closedThrough: null, companyTimeZones: [] });
      expect(other.personTimeZones.size).toBe(0);
    });

    it("answers a confirmed log's frozen pricing and the manager's flags with the timesheet rows", async () => {
      const logs = await listTimesheetLogs(ctx.db, { companyId: company, from: "2026-11-01", to: "2026-11-30" });
      const byId = Object.fromEntries(logs.map((l) => [l.work_id, l]));
      expect(byId["long"]).toMatchObject({ confirmed: true, confirmed_pricing: cleaning, changed_after_close: true, worker_over_24_hours: false, comment: "fixed" });
      expect(byId["plain"]).toMatchObject({ confirmed: true, confirmed_pricing: windows, changed_after_close: false });
      expect(byId["unconfirmed"]).toMatchObject({ confirmed: false, confirmed_pricing: null });
      expect(await findTimesheetLog(ctx.db, company, "gone")).toMatchObject({ deleted: true, changed_after_close: true });
      const history = await listWorkLogHistory(ctx.db, company, "long");
      expect(history.map((h) => h.data["flags"] ?? null)).toEqual([["worker_over_24_hours"], null, ["changed_after_pay_period_closed"]]);
    });

    it("rebuilds to exactly the first build", async () => {
      const tables = [
        ["pay-calendar", "pay_period_rules", ["company_id", "effective_from"]],
        ["pay-calendar", "pay_period_closes", ["company_id", "end_date"]],
        ["pay-calendar", "time_zone_changes", ["company_id", "person_id", "effective_from"]],
        ["timesheet", "timesheet_logs", ["work_id"]],
      ] as const;
      const before = await Promise.all(tables.map(([, table, order]) => tableContents(ctx.db, table, order)));
      for (const name of new Set(tables.map(([p]) => p))) await runner.rebuild(name);
      const after = await Promise.all(tables.map(([, table, order]) => tableContents(ctx.db, table, order)));
      expect(after).toEqual(before);
      expect(before.every((rows) => rows.length > 0)).toBe(true);
    });
  });
}
