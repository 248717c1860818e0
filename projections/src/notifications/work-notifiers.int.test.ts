import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { Position } from "@workledger/event-store";
import { finnishOvertimeRules, notificationKindOf, notificationLocales, renderNotification } from "@workledger/event-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directoryProjection } from "../directory/directory.projection.ts";
import { organisationProjection } from "../organisation/organisation.projection.ts";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { notificationsProjection } from "./notifications-projection.ts";
import { listNotifications } from "./notifications.queries.ts";
import { crossesDailyOvertime } from "./work-notifiers.ts";

const person = (companyId: string, userId: string, firstName: string, manager: boolean, managerWorkspaces: string[] = []) => ({
  userId,
  companyId,
  email: `${userId}@example.test`,
  firstName,
  lastName: "Test",
  language: "en",
  rights: {
    user_role_id: manager ? 1 : 3,
    general_rights_workspace_ids: [],
    manager_rights_workspace_ids: managerWorkspaces,
    permissions: manager ? ["has_manager_rights"] : ["can_register_own_work_time_from_computer"],
  },
  isAdmin: false,
});

describe("crossesDailyOvertime", () => {
  it("is true once, for the log that takes the day over the threshold", () => {
    expect(crossesDailyOvertime(6 * 3600, 9 * 3600, 8 * 3600)).toBe(true);
    expect(crossesDailyOvertime(8 * 3600, 8 * 3600 + 1, 8 * 3600)).toBe(true);
    expect(crossesDailyOvertime(6 * 3600, 8 * 3600, 8 * 3600)).toBe(false);
    expect(crossesDailyOvertime(9 * 3600, 10 * 3600, 8 * 3600)).toBe(false);
    expect(crossesDailyOvertime(0, 20 * 3600, null)).toBe(false);
  });
});

for (const kind of testDatabaseKinds) {
  describe(`overtime and workspace in/out notices on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const a = crypto.randomUUID();
    const boss = crypto.randomUUID();
    const siteBoss = crypto.randomUUID();
    const otherSiteBoss = crypto.randomUUID();
    const worker = crypto.randomUUID();
    const partTimer = crypto.randomUUID();
    const ws = crypto.randomUUID();
    const wt = crypto.randomUUID();
    let at = Date.parse("2026-11-24T05:00:00.000Z");
    let last: Position;
    const append = async (stream: string, type: string, data: unknown, actorId: string = boss): Promise<Position> => {
      at += 60_000;
      const e = newTestEvent({ companyId: a, type, data });
      last = (await ctx.store.appendToStream(stream, [{ ...e, metadata: { ...e.metadata, actorId, occurredAt: new Date(at).toISOString() } }], "any")).position;
      return last;
    };
    const values = (start: string, end: string, workspaceId: string | null) => ({ start, end, pauses: [], workTypeId: wt, workspaceId, comment: "", workerComment: "", bonus: null, tags: [], files: [] });
    const added = (who: string, workId: string, start: string, end: string, seconds: number) =>
      append(`work-time-${a}-${who}`, "WorkLogAdded", { workerId: who, workId, workNumber: 1, date: start.slice(0, 10), values: values(start, end, null), source: "web", workedSeconds: seconds, pauseSeconds: 0 }, who);

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(`company-${a}`, "CompanyRegistered", { companyId: a, name: "Alpha", mainUserId: boss, telephoneNumber: null, timezone: "Europe/Helsinki", trialEndsAt: null });
      await append(`user-${a}-${boss}`, "UserSignedUp", { ...person(a, boss, "Boss", true), termsAcceptedAt: "2026-11-20T08:00:00.000Z" });
      for (const [id, name, manager, spaces] of [
        [siteBoss, "Sirpa", true, [ws]],
        [otherSiteBoss, "Otto", true, ["elsewhere"]],
        [worker, "Wendy", false, []],
        [partTimer, "Pete", false, []],
      ] as const) {
        await append(`user-${a}-${id}`, "UserSignedUp", { ...person(a, id, name, manager, [...spaces]), termsAcceptedAt: "2026-11-20T08:00:00.000Z" });
      }
      await append(`organisation-${a}-ws`, "WorkspaceCreated", { workspaceId: ws, name: "Harbour", location: { lat: 60.1, lng: 24.9 }, radiusMeters: 100, defaultWorkTypeId: null });
      await append(`organisation-${a}-wt`, "WorkTypeCreated", {
        workTypeId: wt,
        details: { name: "Welding", parentId: null, productNumber: null, vismaProductNumber: null, price: 10, unit: "Hour", showSeparatelyOnReport: false, costDescriptions: [], defaultPauseSeconds: 0, includeInOvertime: true, paidAbsenceExtras: false },
      });
      // Wendy is in the Finnish group (over 8 hours a day is overtime); Pete in no group.
      await append(`rule-groups-overtime-${a}`, "OvertimeGroupCreated", { groupId: "g1", name: "Finnish", rules: finnishOvertimeRules });
      await append(`rule-groups-overtime-${a}`, "OvertimeGroupAssigned", { groupId: "g1", personIds: [worker, partTimer] });
      await append(`rule-groups-overtime-${a}`, "OvertimeGroupUnassigned", { groupId: "g1", personIds: [partTimer] });
      // 24.11: six hours added by hand, then three hours punched in the Harbour: the stop crosses 8 h.
      await added(worker, "w1", "2026-11-24T04:00:00.000Z", "2026-11-24T10:00:00.000Z", 6 * 3600);
      await append(`work-time-${a}-${worker}`, "WorkStarted", { workerId: worker, workId: "w2", workNumber: 2, date: "2026-11-24", startedAt: "2026-11-24T11:00:00.000Z", source: "web", workTypeId: wt, workspaceId: ws, comment: "" }, worker);
      await append(`work-time-${a}-${worker}`, "WorkStopped", { workerId: worker, workId: "w2", stoppedAt: "2026-11-24T14:00:00.000Z", source: "web", workedSeconds: 3 * 3600, pauseSeconds: 0 }, worker);
      // A later log that day is overtime too, but the crossing was told already.
      await added(worker, "w3", "2026-11-24T15:00:00.000Z", "2026-11-24T16:00:00.000Z", 3600);
      // 25.11: a deleted seven-hour log does not count towards the day: with two more hours it stays under 8.
      await added(worker, "w4", "2026-11-25T04:00:00.000Z", "2026-11-25T11:00:00.000Z", 7 * 3600);
      await append(`work-time-${a}-${worker}`, "WorkLogDeleted", { workerId: worker, workId: "w4", date: "2026-11-25" }, worker);
      await added(worker, "w5", "2026-11-25T12:00:00.000Z", "2026-11-25T14:00:00.000Z", 2 * 3600);
      // Pete works 12 hours without an overtime group: no overtime notice.
      await added(partTimer, "p1", "2026-11-24T04:00:00.000Z", "2026-11-24T16:00:00.000Z", 12 * 3600);
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [directoryProjection, organisationProjection, notificationsProjection], { logger: silentLogger, batchSize: 4 });
      await runner.start();
      for (const name of ["directory", "organisation", "notifications"]) await waitForPosition(ctx.db, name, last, { timeoutMs: 20_000 });
    }, 60_000);

    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    const feedOf = async (who: string) => (await listNotifications(ctx.db, a, who, { limit: 50, offset: 0 })).notifications;

    it("tells the worker's managers once, when a stop takes the day over the overtime group's daily threshold", async () => {
      const overtime = (await feedOf(boss)).filter((n) => n.type === "overtime");
      expect(overtime.map((n) => [n.data["work_id"], n.data["name"], n.data["workspace"], n.data["worktype"], n.data["datetime"]])).toEqual([
        ["w2", "Wendy Test", "Harbour", "Welding", "2026-11-24T14:00:00.000Z"],
      ]);
      expect(notificationKindOf("overtime")).toBe("warning");
      expect(Object.fromEntries(notificationLocales.map((l) => [l, renderNotification("overtime", overtime[0]!.data, { locale: l, timeZone: "Europe/Helsinki" })]))).toEqual({
        en: "Wendy Test is working overtime with work (Harbour - Welding) at this 24.11.2026 16:00.",
        et: "Wendy Test teeb ületunde tööga (Harbour - Welding) seisuga 24.11.2026 16:00.",
        fi: "Wendy Test tekee ylitöitä työssä (Harbour - Welding) hetkellä 24.11.2026 16:00.",
        ru: "Wendy Test работает сверхурочно (Harbour - Welding) на 24.11.2026 16:00.",
        sv: "Wendy Test arbetar övertid med arbetet (Harbour - Welding) vid 24.11.2026 16:00.",
        es: "Wendy Test está haciendo horas extra en el trabajo (Harbour - Welding) el 24.11.2026 16:00.",
      });
      // The workers hear of neither.
      expect((await feedOf(worker)).map((n) => n.type)).toEqual([]);
      expect((await feedOf(partTimer)).map((n) => n.type)).toEqual([]);
    });

    it("tells a manager limited to some workspaces only of work in those (overtime of a worker in no workspace reaches unscoped managers only)", async () => {
      const site = (await feedOf(siteBoss)).map((n) => [n.type, n.data["work_id"]]);
      expect(site.toSorted()).toEqual([
        ["workspace_in", "w2"],
        ["workspace_out", "w2"],
      ]);
      expect((await feedOf(otherSiteBoss)).map((n) => [n.type, n.data["work_id"]])).toEqual([]);
      expect((await feedOf(boss)).map((n) => n.type)).toContain("overtime");
    });

    it("rebuilds the work and overtime-group rows and the feed to exactly the first build", async () => {
      const tables = [
        ["notifications", ["company_id", "recipient_id", "id"]],
        ["notification_works", ["company_id", "work_id"]],
        ["notification_overtime_groups", ["company_id", "group_id"]],
      ] as const;
      const before = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      await runner.rebuild("notifications");
      expect(await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)))).toEqual(before);
      expect(before[2]).toMatchObject([{ group_id: "g1", daily_threshold_seconds: 8 * 3600, person_ids: [worker] }]);
    });
  });
}
