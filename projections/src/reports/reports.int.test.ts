import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { reportsProjection } from "./reports.projection.ts";
import { loadHolidayCountries, loadReportFacts, reportPositionAt, reportsPosition, type ReportPosition } from "./reports.queries.ts";

const W = "worker-1";
const values = (start: string, end: string, bonus: number | null = null) => ({ start, end, pauses: [], workTypeId: "wt-1", workspaceId: "ws-1", comment: "", workerComment: "", bonus, tags: [], files: [] });
const details = (price: number) => ({ name: "Build", parentId: null, productNumber: "P-1", vismaProductNumber: null, price, unit: "Hour", showSeparatelyOnReport: true, costDescriptions: ["site A"], defaultPauseSeconds: 0, includeInOvertime: true, paidAbsenceExtras: false });
const finnish = { daily: { thresholdSeconds: 28800, tiers: [{ lengthSeconds: 7200, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] }, weekly: null, monthly: null };
const toPosition = (p: Position): ReportPosition => ({ commit: String(p.commit), prepare: String(p.prepare) });

for (const kind of testDatabaseKinds) {
  describe(`reports read model on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const company = `company-${crypto.randomUUID()}`;
    const marks: Record<string, Position> = {};
    const append = async (stream: string, events: readonly { type: string; data: unknown }[], occurredAt = "2026-11-10T12:00:00.000Z"): Promise<Position> => {
      const recorded = events.map((e) => newTestEvent({ companyId: company, type: e.type, data: e.data }));
      const stamped = recorded.map((e) => ({ ...e, metadata: { ...e.metadata, occurredAt } }));
      return (await ctx.store.appendToStream(stream, stamped, "any")).position;
    };

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      const ot = `rule-groups-overtime-${company}`;
      await append(`work-types-${company}`, [{ type: "WorkTypeCreated", data: { workTypeId: "wt-1", details: details(20) } }], "2026-11-01T08:00:00.000Z");
      await append(ot, [
        { type: "OvertimeGroupCreated", data: { groupId: "g", name: "Finnish", rules: finnish } },
        { type: "OvertimeGroupAssigned", data: { groupId: "g", personIds: [W] } },
      ], "2026-11-01T08:00:00.000Z");
      const stream = `work-time-${company}-${W}-2026-11`;
      await append(stream, [
        { type: "WorkLogAdded", data: { workerId: W, workId: "a", workNumber: 1, date: "2026-11-02", values: values("2026-11-02T06:00:00.000Z", "2026-11-02T16:00:00.000Z"), source: "web", workedSeconds: 36000, pauseSeconds: 0 } },
        { type: "WorkStarted", data: { workerId: W, workId: "b", workNumber: 2, date: "2026-11-03", startedAt: "2026-11-03T06:00:00.000Z", source: "web", workTypeId: null, workspaceId: "ws-1", comment: "" } },
        { type: "WorkPaused", data: { workerId: W, workId: "b", pausedAt: "2026-11-03T10:00:00.000Z", source: "web" } },
        { type: "WorkResumed", data: { workerId: W, workId: "b", resumedAt: "2026-11-03T10:30:00.000Z", pauseSeconds: 1800, source: "web" } },
        { type: "WorkStopped", data: { workerId: W, workId: "b", stoppedAt: "2026-11-03T14:30:00.000Z", source: "web", workedSeconds: 28800, pauseSeconds: 1800 } },
        { type: "WorkLogConfirmed", data: { workerId: W, workId: "a", date: "2026-11-02", confirmedAt: "2026-11-05T08:00:00.000Z", confirmedBy: "boss" } },
      ], "2026-11-05T08:00:00.000Z");
      marks.beforeEdit = await append(`work-time-${company}-${W}-2026-11`, [{ type: "WorkLogAdded", data: { workerId: W, workId: "c", workNumber: 3, date: "2026-11-04", values: values("2026-11-04T06:00:00.000Z", "2026-11-04T07:00:00.000Z"), source: "web", workedSeconds: 3600, pauseSeconds: 0 } }], "2026-11-06T08:00:00.000Z");
      await append(stream, [
        { type: "WorkLogEdited", data: { workerId: W, workId: "a", date: "2026-11-02", previous: values("2026-11-02T06:00:00.000Z", "2026-11-02T16:00:00.000Z"), next: values("2026-11-02T06:00:00.000Z", "2026-11-02T18:00:00.000Z", 15), workedSeconds: 43200, pauseSeconds: 0 } },
        { type: "WorkLogDeleted", data: { workerId: W, workId: "c", date: "2026-11-04" } },
        // another worker's event under the same work id changes nothing
        { type: "WorkLogDeleted", data: { workerId: "intruder", workId: "a", date: "2026-11-02" } },
      ], "2026-11-12T08:00:00.000Z");
      await append(ot, [{ type: "OvertimeGroupRulesChanged", data: { groupId: "g", rules: { ...finnish, daily: { ...finnish.daily, thresholdSeconds: 27000 } } } }], "2026-11-12T09:00:00.000Z");
      await append(`work-types-${company}`, [{ type: "WorkTypeUpdated", data: { workTypeId: "wt-1", details: details(25) } }], "2026-11-12T09:00:00.000Z");
      await append(`paid-absence-requests-${company}-${W}`, [
        { type: "PaidAbsenceRequestApproved", data: { requestId: "r1", workerId: W, details: { absenceTypeId: "vac", absenceTypeName: "Vacation", start: "2026-11-05T06:00:00.000Z", end: "2026-11-05T14:00:00.000Z", comment: "" }, decidedBy: "boss", decidedAt: "2026-11-12T10:00:00.000Z" } },
      ], "2026-11-12T10:00:00.000Z");
      await append(`rule-groups-overtime-${company}`, [{ type: "OvertimeGroupUnassigned", data: { groupId: "g", personIds: [W] } }], "2026-11-13T10:00:00.000Z");
      // The company's holiday country: a change without it, set, a person's own choice (not the company's), then changed.
      const holidays = (countryCode: string) => ({ holidays: { countryCode, holidaysAreDaysOff: true } });
      marks.finnish = await append(`preferences-${company}`, [
        { type: "PreferencesChanged", data: { scope: { kind: "company" }, changes: { rounding: 15 } } },
        { type: "PreferencesChanged", data: { scope: { kind: "company" }, changes: holidays("FI") } },
      ], "2026-11-13T11:00:00.000Z");
      await append(`preferences-${company}-${W}`, [{ type: "PreferencesChanged", data: { scope: { kind: "person", personId: W }, changes: holidays("SE") } }], "2026-11-13T12:00:00.000Z");
      const last = await append(`preferences-${company}`, [{ type: "PreferencesChanged", data: { scope: { kind: "company" }, changes: holidays("ee") } }], "2026-11-14T23:30:00.000Z");
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [reportsProjection], { logger: silentLogger, batchSize: 3 });
      await runner.start();
      await waitForPosition(ctx.db, "reports", last, { timeoutMs: 10_000 });
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    const query = (asOf: ReportPosition) => loadReportFacts(ctx.db, { companyId: company, from: "2026-10-26", to: "2026-11-30", workerIds: null, asOf });

    it("reads the current facts: finished, not deleted logs with their events, rule versions and assignments", async () => {
      const facts = await query(await reportsPosition(ctx.db));
      expect(facts.entries.map((e) => [e.work_id, e.end_at?.toISOString(), e.bonus, e.confirmed, e.event_ids.length])).toEqual([
        ["a", "2026-11-02T18:00:00.000Z", 15, true, 3],
        ["b", "2026-11-03T14:30:00.000Z", null, false, 4],
      ]);
      expect(facts.entries[1]?.pauses).toEqual([{ start: "2026-11-03T10:00:00.000Z", end: "2026-11-03T10:30:00.000Z", lengthSeconds: 1800 }]);
      expect(facts.ruleVersions.map((v) => [v.version, v.effective_at?.toISOString() ?? null])).toEqual([[1, null], [2, "2026-11-12T09:00:00.000Z"]]);
      expect(facts.assignments.map((a) => [a.group_id, a.effective_at?.toISOString() ?? null])).toEqual([["g", null], [null, "2026-11-13T10:00:00.000Z"]]);
      expect(facts.workTypes.map((w) => w.details.price)).toEqual([25]);
      expect(facts.absences.map((a) => [a.request_id, a.absence_type_id])).toEqual([["r1", "vac"]]);
      expect(await loadReportFacts(ctx.db, { companyId: "other", from: "2026-10-26", to: "2026-11-30", workerIds: null, asOf: await reportsPosition(ctx.db) })).toMatchObject({ entries: [], ruleVersions: [] });
      expect((await loadReportFacts(ctx.db, { companyId: company, from: "2026-10-26", to: "2026-11-30", workerIds: [], asOf: await reportsPosition(ctx.db) })).entries).toEqual([]);
    });

    it("as of a past position leaves out later edits, deletions, rule changes, prices and absences", async () => {
      const past = await query(toPosition(marks.beforeEdit!));
      expect(past.entries.map((e) => [e.work_id, e.end_at?.toISOString(), e.bonus])).toEqual([
        ["a", "2026-11-02T16:00:00.000Z", null],
        ["b", "2026-11-03T14:30:00.000Z", null],
        ["c", "2026-11-04T07:00:00.000Z", null],
      ]);
      expect(past.ruleVersions.map((v) => v.version)).toEqual([1]);
      expect(past.assignments).toHaveLength(1);
      expect(past.workTypes.map((w) => w.details.price)).toEqual([20]);
      expect(past.absences).toEqual([]);
    });

    it("resolves an instant to the last position recorded by then", async () => {
      const now = await reportsPosition(ctx.db);
      expect(await reportPositionAt(ctx.db, company, new Date("2026-11-06T09:00:00.000Z"), now)).toEqual(toPosition(marks.beforeEdit!));
      expect(await reportPositionAt(ctx.db, company, new Date("2026-10-01T00:00:00.000Z"), now)).toEqual({ commit: "0", prepare: "0" });
      // Positions compare as numbers: 10 is after 9 (as text it would not be).
      const other = `digits-${company}`;
      const stamp = { company_id: other, kind: "overtime", position_prepare: "1", recorded_at: "2026-01-01T00:00:00.000Z", effective_at: null };
      await ctx.db.insertInto("report_rule_versions").values({ ...stamp, group_id: "g", version: 1, position_commit: "9", rules: "{}", event_id: "e9" }).execute();
      await ctx.db.insertInto("report_rule_assignments").values({ ...stamp, person_id: W, group_id: "g", position_commit: "10", event_id: "e10" }).execute();
      expect(await reportPositionAt(ctx.db, other, new Date("2026-02-01T00:00:00.000Z"), { commit: "99", prepare: "0" })).toEqual({ commit: "10", prepare: "1" });
      await ctx.db.deleteFrom("report_rule_versions").where("company_id", "=", other).execute();
      await ctx.db.deleteFrom("report_rule_assignments").where("company_id", "=", other).execute();
    });

    it("keeps the company's holiday-country changes with their positions, not a person's own choice", async () => {
      const now = await loadHolidayCountries(ctx.db, company, await reportsPosition(ctx.db));
      expect(now.map((c) => [c.country_code, c.effective_at.toISOString()])).toEqual([
        ["FI", "2026-11-13T11:00:00.000Z"],
        ["EE", "2026-11-14T23:30:00.000Z"],
      ]);
      expect((await loadHolidayCountries(ctx.db, company, toPosition(marks.finnish!))).map((c) => c.country_code)).toEqual(["FI"]);
      expect(await loadHolidayCountries(ctx.db, company, toPosition(marks.beforeEdit!))).toEqual([]);
      expect(await reportPositionAt(ctx.db, company, new Date("2026-11-14T00:00:00.000Z"), await reportsPosition(ctx.db))).toEqual(toPosition(marks.finnish!));
    });

    it("rebuilds every table to exactly the first build", async () => {
      const tables = [
        ["report_entry_versions", ["work_id", "from_commit", "from_prepare"]],
        ["report_work_type_versions", ["work_type_id", "from_commit", "from_prepare"]],
        ["report_absence_versions", ["request_id", "from_commit", "from_prepare"]],
        ["report_rule_versions", ["kind", "group_id", "version"]],
        ["report_rule_assignments", ["position_commit", "position_prepare", "person_id"]],
        ["report_holiday_countries", ["position_commit", "position_prepare"]],
      ] as const;
      const before = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      await runner.rebuild("reports");
      const after = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      expect(after).toEqual(before);
      expect(before.every((rows) => rows.length > 0)).toBe(true);
      // Event by event (apply) and in one batch (applyBatch) leave exactly the same rows, versions closed at the same positions.
      await runner.stop();
      for (const batchSize of [1, 1000]) {
        runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [reportsProjection], { logger: silentLogger, batchSize });
        await runner.start();
        await runner.rebuild("reports");
        expect(await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)))).toEqual(before);
        await runner.stop();
      }
      expect(before[0]?.filter((r) => (r as { to_commit: unknown }).to_commit !== null).length).toBeGreaterThan(3);
    });
  });
}
