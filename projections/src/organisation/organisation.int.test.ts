import { testDatabaseKinds, newTestEvent } from "@workledger/event-store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner } from "../runner/projection-runner.ts";
import { rebuildProjection } from "../runner/rebuild-projection.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { organisationProjection } from "./organisation.projection.ts";
import {
  chosenCompanySettings,
  chosenPreferences,
  findWorkspace,
  listDevices,
  listPaidAbsenceTypes,
  listRuleGroups,
  listWorkTypes,
  listWorkspaces,
} from "./organisation.queries.ts";
import { organisationTables } from "./organisation.tables.ts";

const location = { lat: 60.17, lng: 24.94 };
const workType = (name: string, parentId: string | null = null) => ({
  name,
  parentId,
  productNumber: "P-1",
  vismaProductNumber: null,
  price: 12.5,
  unit: "Hour",
  showSeparatelyOnReport: false,
  costDescriptions: ["Fuel"],
  defaultPauseSeconds: 1800,
  includeInOvertime: true,
  paidAbsenceExtras: false,
});
const overtimeRules = { daily: { thresholdSeconds: 28800, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] }, weekly: null, monthly: null };

for (const kind of testDatabaseKinds) {
  describe(`organisation read models on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    const a = `company-a-${crypto.randomUUID()}`;
    const b = `company-b-${crypto.randomUUID()}`;
    let at = Date.parse("2026-11-01T08:00:00Z");
    const append = (companyId: string, stream: string, type: string, data: unknown) =>
      ctx.store.appendToStream(stream, [newTestEvent({ companyId, type, data, metadata: { ...newTestEvent({ companyId }).metadata, occurredAt: new Date((at += 60_000)).toISOString() } })], "any");

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(a, `workspace-${a}-w1`, "WorkspaceCreated", { workspaceId: "w1", name: "Harbour", location, radiusMeters: 150, defaultWorkTypeId: "t1" });
      await append(a, `workspace-${a}-w1`, "PeopleAssignedToWorkspace", { workspaceId: "w1", personIds: ["p1", "p2"] });
      await append(a, `workspace-${a}-w1`, "PeopleUnassignedFromWorkspace", { workspaceId: "w1", personIds: ["p1"] });
      await append(a, `workspace-${a}-w1`, "WorkspaceLocationChanged", { workspaceId: "w1", location: { lat: 61, lng: 25 }, radiusMeters: 300 });
      await append(a, `workspace-${a}-w2`, "WorkspaceCreated", { workspaceId: "w2", name: "Archive", location, radiusMeters: 100, defaultWorkTypeId: null });
      await append(a, `workspace-${a}-w2`, "WorkspaceDeactivated", { workspaceId: "w2" });
      await append(b, `workspace-${b}-w9`, "WorkspaceCreated", { workspaceId: "w9", name: "Other tenant", location, radiusMeters: 100, defaultWorkTypeId: null });
      await append(a, `work-types-${a}`, "WorkTypeCreated", { workTypeId: "t1", details: workType("Cleaning") });
      await append(a, `work-types-${a}`, "WorkTypeCreated", { workTypeId: "t2", details: workType("Windows", "t1") });
      await append(a, `work-types-${a}`, "WorkTypeUpdated", { workTypeId: "t2", details: { ...workType("Windows", "t1"), unit: "Piece", price: 3 } });
      await append(a, `work-types-${a}`, "WorkTypeCreated", { workTypeId: "t3", details: workType("Old") });
      await append(a, `work-types-${a}`, "WorkTypeDeactivated", { workTypeId: "t3" });
      await append(a, `paid-absence-types-${a}`, "PaidAbsenceTypeCreated", { absenceTypeId: "a1", details: { name: "Vacation", timeUnit: "Day", length: 1, doNotCountAsWorkday: true } });
      await append(a, `paid-absence-types-${a}`, "PaidAbsenceTypeCreated", { absenceTypeId: "a3", details: { name: "Child sick day", timeUnit: "Day", length: 1, doNotCountAsWorkday: true, maxDays: 4 } });
      await append(a, `paid-absence-types-${a}`, "PaidAbsenceTypeCreated", { absenceTypeId: "a2", details: { name: "Gone", timeUnit: "Hour", length: 2, doNotCountAsWorkday: false } });
      await append(a, `paid-absence-types-${a}`, "PaidAbsenceTypeDeactivated", { absenceTypeId: "a2" });
      await append(a, `rule-groups-overtime-${a}`, "OvertimeGroupCreated", { groupId: "g1", name: "Finnish", rules: overtimeRules });
      await append(a, `rule-groups-overtime-${a}`, "OvertimeGroupCreated", { groupId: "g2", name: "Part time", rules: overtimeRules });
      await append(a, `rule-groups-overtime-${a}`, "OvertimeGroupAssigned", { groupId: "g1", personIds: ["p1", "p2"] });
      await append(a, `rule-groups-overtime-${a}`, "OvertimeGroupUnassigned", { groupId: "g1", personIds: ["p2"] });
      await append(a, `rule-groups-overtime-${a}`, "OvertimeGroupAssigned", { groupId: "g2", personIds: ["p2"] });
      await append(a, `rule-groups-overtime-${a}`, "OvertimeGroupRenamed", { groupId: "g2", name: "Part-timers" });
      await append(a, `rule-groups-work-round-${a}`, "WorkRoundGroupCreated", { groupId: "r1", name: "Quarter", rules: { roundStartMinutes: 15, roundEndMinutes: 15 } });
      await append(a, `rule-groups-work-round-${a}`, "WorkRoundGroupDeleted", { groupId: "r1", personIds: [] });
      await append(a, `company-settings-${a}`, "CompanySettingsChanged", { changes: { auto_end_workday: true } });
      await append(a, `company-settings-${a}`, "CompanySettingsChanged", { changes: { show_time_decimal: true, auto_end_workday: false } });
      await append(a, `preferences-${a}`, "PreferencesChanged", { scope: { kind: "company" }, changes: { rounding: 15 } });
      await append(a, `preferences-${a}-p1`, "PreferencesChanged", { scope: { kind: "person", personId: "p1" }, changes: { timeAsDecimals: true } });
      await append(a, `devices-${a}`, "LoginBoxRegistered", { deviceId: "d1", details: { name: "Lobby", mainScreen: "WithWorkerList", message: null, visibleWorkspaceIds: ["w1"] } });
      await append(a, `devices-${a}`, "DoorConfigured", { deviceId: "d2", details: { doorId: "IR-1", name: "Front", workspaceId: "w1", mainDoor: true, frontDoor: true, changeWorkTypeOnEntry: null, resumeWorkOnEntry: false } });
      await append(a, `devices-${a}`, "DoorUpdated", { deviceId: "d2", details: { doorId: "IR-1", name: "Front door", workspaceId: "w1", mainDoor: true, frontDoor: true, changeWorkTypeOnEntry: "t1", resumeWorkOnEntry: true } });
      await append(a, `devices-${a}`, "GeofenceGatewayAdded", { deviceId: "d3", details: { name: "Yard", workspaceId: null, location, radiusMeters: 200 } });
      const last = await append(a, `devices-${a}`, "GeofenceGatewayRemoved", { deviceId: "d3" });
      const runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [organisationProjection], { logger: silentLogger, batchSize: 7 });
      await runner.start();
      await waitForPosition(ctx.db, "organisation", last.position, { timeoutMs: 15_000 });
      await runner.stop();
    });
    afterAll(async () => ctx?.drop());

    it("lists only active, non-zero divisions when asked, with their people and location", async () => {
      const active = await listWorkspaces(ctx.db, a, { onlyActive: true });
      expect(active.map((w) => w.id)).toEqual(["w1"]);
      expect(active[0]).toMatchObject({ name: "Harbour", lat: 61, lng: 25, radius_meters: 300, default_work_type_id: "t1", person_ids: ["p2"], active: 1 });
      expect((await listWorkspaces(ctx.db, a, { onlyActive: false })).map((w) => [w.id, w.active])).toEqual([["w2", 0], ["w1", 1]]);
      expect(await findWorkspace(ctx.db, b, "w1")).toBeUndefined();
    });

    it("keeps work types with active 1, sub-types with their parent, whole details replaced on update", async () => {
      const types = await listWorkTypes(ctx.db, a, { onlyActive: true });
      expect(types.map((t) => t.id)).toEqual(["t1", "t2"]);
      expect(types[1]).toMatchObject({ parent_id: "t1", unit: "Piece", price: 3, cost_descriptions: ["Fuel"], default_pause_seconds: 1800, active: 1 });
      expect(await listWorkTypes(ctx.db, a, { onlyActive: false })).toHaveLength(3);
      expect(await listWorkTypes(ctx.db, b, { onlyActive: false })).toEqual([]);
    });

    it("lists paid absence types, rule groups with their people, settings, preferences and devices", async () => {
      // A type made before the longest request existed has none (the default applies); one that names it keeps it.
      expect((await listPaidAbsenceTypes(ctx.db, a, { onlyActive: true })).map((t) => [t.name, t.time_unit, t.do_not_count_as_workday, t.max_days])).toEqual([
        ["Child sick day", "Day", true, 4],
        ["Vacation", "Day", true, null],
      ]);
      const groups = await listRuleGroups(ctx.db, a, "overtime");
      expect(groups.map((g) => [g.id, g.name, g.person_ids])).toEqual([["g1", "Finnish", ["p1"]], ["g2", "Part-timers", ["p2"]]]);
      expect(groups[0]?.rules).toEqual(overtimeRules);
      expect(await listRuleGroups(ctx.db, a, "work-round")).toEqual([]);
      expect(await chosenCompanySettings(ctx.db, a)).toEqual({ auto_end_workday: false, show_time_decimal: true });
      expect(await chosenCompanySettings(ctx.db, b)).toEqual({});
      expect(await chosenPreferences(ctx.db, a, null)).toEqual({ rounding: 15 });
      expect(await chosenPreferences(ctx.db, a, "p1")).toEqual({ timeAsDecimals: true });
      expect((await listDevices(ctx.db, a, "loginBox")).map((d) => d.id)).toEqual(["d1"]);
      expect((await listDevices(ctx.db, a, "door"))[0]?.details).toMatchObject({ name: "Front door", changeWorkTypeOnEntry: "t1" });
      expect(await listDevices(ctx.db, a, "geofenceGateway")).toEqual([]);
    });

    it("rebuilds to exactly the rows of the first run", async () => {
      const order = { organisation_company_settings: ["company_id"], organisation_preferences: ["company_id", "scope_key"], organisation_rule_groups: ["company_id", "kind", "id"] } as Record<string, string[]>;
      const snapshot = async () => Promise.all(organisationTables.map((t) => tableContents(ctx.db, t, order[t] ?? ["company_id", "id"])));
      const before = await snapshot();
      await rebuildProjection({ db: ctx.db, store: ctx.store }, organisationProjection, { logger: silentLogger });
      expect(await snapshot()).toEqual(before);
    });
  });
}
