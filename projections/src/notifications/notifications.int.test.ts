import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { Position } from "@workledger/event-store";
import { notificationLocales, notificationTypes, renderNotification, type NotificationType } from "@workledger/event-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directoryProjection } from "../directory/directory.projection.ts";
import { organisationProjection } from "../organisation/organisation.projection.ts";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { timesheetProjection } from "../timesheet/timesheet.projection.ts";
import { notificationIdOf } from "./notification-ids.ts";
import { notificationsProjection } from "./notifications-projection.ts";
import { listNotifications, pendingNotificationDeliveries } from "./notifications.queries.ts";

const rights = (manager: boolean) => ({
  user_role_id: manager ? 1 : 3,
  general_rights_workspace_ids: [],
  manager_rights_workspace_ids: [],
  permissions: manager ? ["has_manager_rights", "can_accept_decline_requests"] : ["can_register_own_work_time_from_computer"],
});
const person = (companyId: string, userId: string, firstName: string, lastName: string, manager: boolean) => ({
  userId,
  companyId,
  email: `${userId}@example.test`,
  firstName,
  lastName,
  language: "en",
  rights: rights(manager),
  isAdmin: false,
});
const workTypeDetails = {
  name: "Welding",
  parentId: null,
  productNumber: null,
  vismaProductNumber: null,
  price: 10,
  unit: "Hour",
  showSeparatelyOnReport: false,
  costDescriptions: [],
  defaultPauseSeconds: 0,
  includeInOvertime: true,
  paidAbsenceExtras: false,
};

/** The types the events of this fixture notify of (overtime and bill warnings: work-notifiers.int.test.ts). */
const projectedTypes: readonly NotificationType[] = [
  "workspace_in",
  "workspace_out",
  "automatic_start_by_mobile",
  "automatic_pause_by_preference",
  "automatic_resume_by_preference",
  "automatic_end_by_mobile",
  "automatic_end_by_preference",
  "trial_ends",
  "bill_warning",
  "company",
  "system",
  "absence_request",
  "absence_added",
  "bonus_request",
  "bonus_declined",
];

for (const kind of testDatabaseKinds) {
  describe(`notification feed on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    const boss = crypto.randomUUID();
    const worker = crypto.randomUUID();
    const outsider = crypto.randomUUID();
    const ws = crypto.randomUUID();
    const wt = crypto.randomUUID();
    let at = Date.parse("2026-11-20T08:00:00.000Z");
    let last: Position;
    const eventIds: Record<string, string> = {};
    const append = async (stream: string, companyId: string, type: string, data: unknown, actorId: string = boss, label?: string): Promise<Position> => {
      at += 60_000;
      const e = newTestEvent({ companyId, type, data });
      if (label !== undefined) eventIds[label] = e.id;
      last = (await ctx.store.appendToStream(stream, [{ ...e, metadata: { ...e.metadata, actorId, occurredAt: new Date(at).toISOString() } }], "any")).position;
      return last;
    };
    const work = (workId: string) => `work-time-${a}-${worker}-${workId}`;

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(`company-${a}`, a, "CompanyRegistered", { companyId: a, name: "Alpha", mainUserId: boss, telephoneNumber: null, timezone: "Europe/Helsinki", trialEndsAt: null });
      await append(`user-${a}-${boss}`, a, "UserSignedUp", { ...person(a, boss, "Boss", "Bossman", true), termsAcceptedAt: "2026-11-20T08:00:00.000Z" });
      // A first-day company given a trial of a year and a day: far from its end, no billing reminder.
      await append(`company-${a}`, a, "CompanySubscriptionChanged", { trialEndsAt: "2027-11-21T08:00:00.000Z", isLoginDisabled: false }, "admin");
      await append(`user-${a}-${worker}`, a, "UserInvited", { ...person(a, worker, "Wendy", "Worker", false), invitedBy: boss, workspaceId: null });
      await append(`user-${b}-${outsider}`, b, "UserSignedUp", { ...person(b, outsider, "Olli", "Outsider", true), termsAcceptedAt: "2026-11-20T08:00:00.000Z" });
      await append(`organisation-${a}-ws`, a, "WorkspaceCreated", { workspaceId: ws, name: "Harbour", location: { lat: 60.1, lng: 24.9 }, radiusMeters: 100, defaultWorkTypeId: null });
      await append(`organisation-${a}-wt`, a, "WorkTypeCreated", { workTypeId: wt, details: workTypeDetails });
      // Work punched by hand notifies the worker of nothing; automatic punches notify the worker.
      // Work started and stopped in a workspace tells the managers who reach it (workspace in/out).
      const started = (workId: string, source: string, startedAt: string) => ({ workerId: worker, workId, workNumber: 1, date: startedAt.slice(0, 10), startedAt, source, workTypeId: wt, workspaceId: ws, comment: "" });
      await append(work("w1"), a, "WorkStarted", started("w1", "web", "2026-11-20T06:00:00.000Z"), worker);
      await append(work("w1"), a, "WorkStopped", { workerId: worker, workId: "w1", stoppedAt: "2026-11-20T07:00:00.000Z", source: "web", workedSeconds: 3600, pauseSeconds: 0 }, worker);
      await append(work("w2"), a, "WorkStarted", started("w2", "automatic", "2026-11-21T06:00:00.000Z"), worker, "start");
      await append(work("w2"), a, "WorkPaused", { workerId: worker, workId: "w2", pausedAt: "2026-11-21T09:00:00.000Z", source: "automatic" }, worker);
      await append(work("w2"), a, "WorkResumed", { workerId: worker, workId: "w2", resumedAt: "2026-11-21T09:30:00.000Z", pauseSeconds: 1800, source: "automatic" }, worker);
      await append(work("w2"), a, "WorkStopped", { workerId: worker, workId: "w2", stoppedAt: "2026-11-21T14:00:00.000Z", source: "automatic", workedSeconds: 7 * 3600, pauseSeconds: 1800 }, worker);
      await append(work("w3"), a, "WorkStarted", started("w3", "web", "2026-11-22T06:00:00.000Z"), worker);
      await append(work("w3"), a, "WorkAutoStopped", { workerId: worker, workId: "w3", stoppedAt: "2026-11-22T16:00:00.000Z", reason: "idle", workedSeconds: 10 * 3600, pauseSeconds: 0 }, worker);
      // The trial's end moved: the main user hears how many days remain (ceil of whole days).
      at = Date.parse("2026-11-23T08:00:00.000Z");
      await append(`company-${a}`, a, "CompanySubscriptionChanged", { trialEndsAt: "2026-11-30T09:00:00.000Z", isLoginDisabled: false }, "admin");
      // An unpaid invoice: the main user hears the closing date; a warning naming another company than its ledger's is nobody's.
      await append(`bill-warnings-${a}`, a, "BillWarningIssued", { companyId: a, closesOn: "2026-12-15" }, "admin");
      await append(`bill-warnings-${b}`, b, "BillWarningIssued", { companyId: a, closesOn: "2026-12-16" }, "admin");
      const content = (title: string, text: string, push = true) => ({ title, text, channels: { push, email: true }, audience: { userIds: [], workspaceIds: [ws] } });
      await append(`broadcast-${a}-b1`, a, "BroadcastPosted", { broadcastId: "b1", kind: "company", content: content("Closed", "Office closed on Friday"), recipients: [{ companyId: a, userId: worker }, { companyId: a, userId: boss }], repost: false }, boss, "company");
      await append(`broadcast-${a}-b2`, a, "BroadcastPosted", { broadcastId: "b2", kind: "company", content: content("Mail only", "Only by email", false), recipients: [{ companyId: a, userId: worker }], repost: false }, boss);
      // A system broadcast reaches people of several companies, each in their own company's feed.
      await append(`broadcast-admin-b3`, "admin", "BroadcastPosted", { broadcastId: "b3", kind: "system", content: content("Maintenance", "Maintenance tonight"), recipients: [{ companyId: a, userId: worker }, { companyId: b, userId: outsider }], repost: false }, "admin", "system");
      // A paid absence asked and approved; a bonus asked and declined (the requests capability's events).
      const absence = { absenceTypeId: crypto.randomUUID(), absenceTypeName: "Vacation", start: "2026-12-01T00:00:00.000Z", end: "2026-12-04T00:00:00.000Z", comment: "" };
      await append(`paid-absence-requests-${a}-${worker}`, a, "PaidAbsenceRequested", { requestId: "r1", workerId: worker, details: absence }, worker);
      await append(`bonus-requests-${a}-w2`, a, "BonusRequested", { requestId: "r2", workerId: worker, workId: "w2", details: { bonus: 40, comment: "", managerId: null } }, worker);
      await append(`paid-absence-requests-${a}-${worker}`, a, "PaidAbsenceRequestApproved", { requestId: "r1", workerId: worker, details: absence, decidedBy: boss, decidedAt: "2026-11-23T09:00:00.000Z" });
      await append(`bonus-requests-${a}-w2`, a, "BonusRequestDeclined", { requestId: "r2", workerId: worker, workId: "w2", originalBonus: 40, comment: "", decidedBy: boss, decidedAt: "2026-11-23T09:01:00.000Z" });
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [directoryProjection, organisationProjection, timesheetProjection, notificationsProjection], { logger: silentLogger, batchSize: 3 });
      await runner.start();
      for (const name of ["directory", "organisation", "timesheet", "notifications"]) await waitForPosition(ctx.db, name, last, { timeoutMs: 20_000 });
    }, 60_000);

    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("puts each notifying event in its recipients' feeds, newest first, with the names its text needs", async () => {
      const feed = await listNotifications(ctx.db, a, worker, { limit: 50, offset: 0 });
      expect(feed.notifications.map((n) => n.type)).toEqual(["bonus_declined", "absence_added", "system", "company", "automatic_end_by_preference", "automatic_end_by_mobile", "automatic_resume_by_preference", "automatic_pause_by_preference", "automatic_start_by_mobile"]);
      expect(feed.unreadCount).toBe(9);
      expect(feed.notifications.find((n) => n.type === "automatic_start_by_mobile")).toMatchObject({
        id: notificationIdOf(eventIds["start"]!, `${a}:${worker}`),
        data: { workspace: "Harbour", worktype: "Welding", datetime: "2026-11-21T06:00:00.000Z", work_id: "w2" },
        read_at: null,
      });
      const boss_ = await listNotifications(ctx.db, a, boss, { limit: 50, offset: 0 });
      const inOut = boss_.notifications.filter((n) => n.type === "workspace_in" || n.type === "workspace_out");
      expect(inOut.map((n) => [n.type, n.data["work_id"], n.data["name"], n.data["workspace"], n.data["datetime"]])).toEqual([
        ["workspace_out", "w3", "Wendy Worker", "Harbour", "2026-11-22T16:00:00.000Z"],
        ["workspace_in", "w3", "Wendy Worker", "Harbour", "2026-11-22T06:00:00.000Z"],
        ["workspace_out", "w2", "Wendy Worker", "Harbour", "2026-11-21T14:00:00.000Z"],
        ["workspace_in", "w2", "Wendy Worker", "Harbour", "2026-11-21T06:00:00.000Z"],
        ["workspace_out", "w1", "Wendy Worker", "Harbour", "2026-11-20T07:00:00.000Z"],
        ["workspace_in", "w1", "Wendy Worker", "Harbour", "2026-11-20T06:00:00.000Z"],
      ]);
      expect(boss_.notifications.filter((n) => !inOut.includes(n)).map((n) => [n.type, n.data["trial_ends_at_in_days"] ?? n.data["message"] ?? n.data["status"] ?? n.data["bill_warning"]])).toEqual([
        // The requests reach the manager who may decide them, and show how they were decided.
        ["bonus_request", "declined"],
        ["absence_request", "approved"],
        ["company", "Office closed on Friday"],
        ["bill_warning", "2026-12-15"],
        // Only once the trial's end is near (8 days): the 366 days of the first day told nobody.
        ["trial_ends", 8],
      ]);
      // Another company's person sees only what reached them, in their own company.
      expect((await listNotifications(ctx.db, b, outsider, { limit: 50, offset: 0 })).notifications.map((n) => n.data["message"])).toEqual(["Maintenance tonight"]);
      expect((await listNotifications(ctx.db, b, worker, { limit: 50, offset: 0 })).total).toBe(0);
      expect((await listNotifications(ctx.db, a, outsider, { limit: 50, offset: 0 })).total).toBe(0);
    });

    it("renders each projected type's text in each of the six locales from the feed's data", async () => {
      const feed = [...(await listNotifications(ctx.db, a, worker, { limit: 50, offset: 0 })).notifications, ...(await listNotifications(ctx.db, a, boss, { limit: 50, offset: 0 })).notifications];
      const texts = Object.fromEntries(
        projectedTypes.map((type) => {
          const n = feed.find((f) => f.type === type)!;
          return [type, Object.fromEntries(notificationLocales.map((locale) => [locale, renderNotification(type, n.data, { locale, timeZone: "Europe/Helsinki" })]))];
        }),
      );
      expect(texts["automatic_start_by_mobile"]).toEqual({
        en: "Your work (Harbour - Welding) has automatically started at 21.11.2026 08:00.",
        et: "Sinu töö (Harbour - Welding) algas automaatselt 21.11.2026 08:00.",
        fi: "Työsi (Harbour - Welding) alkoi automaattisesti 21.11.2026 08:00.",
        ru: "Ваша работа (Harbour - Welding) автоматически начата в 21.11.2026 08:00.",
        sv: "Ditt arbete (Harbour - Welding) har startat automatiskt 21.11.2026 08:00.",
        es: "Tu trabajo (Harbour - Welding) se ha iniciado automáticamente el 21.11.2026 08:00.",
      });
      // The workspace and work type of a punch that does not carry them come from its work log.
      expect(texts["automatic_pause_by_preference"]!["en"]).toBe("Your work (Harbour - Welding) has automatically paused at 21.11.2026 11:00.");
      expect(texts["automatic_resume_by_preference"]!["sv"]).toBe("Ditt arbete (Harbour - Welding) har återupptagits automatiskt 21.11.2026 11:30.");
      expect(texts["automatic_end_by_mobile"]!["fi"]).toBe("Työsi (Harbour - Welding) päättyi automaattisesti 21.11.2026 16:00.");
      expect(texts["automatic_end_by_preference"]!["ru"]).toBe("Ваша работа (Harbour - Welding) автоматически завершена в 22.11.2026 18:00.");
      expect(texts["workspace_in"]).toEqual({
        en: "Wendy Worker has entered Harbour at 22.11.2026 08:00.",
        et: "Wendy Worker saabus tööalale Harbour 22.11.2026 08:00.",
        fi: "Wendy Worker saapui työpisteelle Harbour 22.11.2026 08:00.",
        ru: "Wendy Worker пришёл(ла) на рабочее место Harbour в 22.11.2026 08:00.",
        sv: "Wendy Worker har kommit till Harbour 22.11.2026 08:00.",
        es: "Wendy Worker ha entrado en Harbour el 22.11.2026 08:00.",
      });
      expect(texts["workspace_out"]!["en"]).toBe("Wendy Worker has left Harbour at 22.11.2026 18:00.");
      expect(texts["workspace_out"]!["fi"]).toBe("Wendy Worker lähti työpisteeltä Harbour 22.11.2026 18:00.");
      expect(texts["absence_request"]!["en"]).toBe("Wendy Worker has requested a paid absence 'Vacation' (01.12.2026 - 04.12.2026).");
      expect(texts["absence_request"]!["fi"]).toBe("Wendy Worker pyysi palkallista poissaoloa 'Vacation' (01.12.2026 - 04.12.2026).");
      expect(texts["absence_added"]!["en"]).toBe("Boss Bossman has approved a paid absence.");
      expect(texts["absence_added"]!["et"]).toBe("Boss Bossman on kinnitanud tasustatud puudumise.");
      expect(texts["bonus_request"]!["en"]).toBe("Wendy Worker has requested a bonus of 40€.");
      expect(texts["bonus_request"]!["ru"]).toBe("Wendy Worker запросил(а) премию 40€.");
      expect(texts["bonus_declined"]!["en"]).toBe("Boss Bossman has declined your request for a bonus.");
      expect(texts["bonus_declined"]!["sv"]).toBe("Boss Bossman har avslagit din begäran om bonus.");
      expect(texts["bill_warning"]).toEqual({
        en: "You have an unpaid invoice. Your account will be closed on 15.12.2026.",
        et: "Sul on tasumata arve. Sinu konto suletakse 15.12.2026.",
        fi: "Sinulla on maksamaton lasku. Tilisi suljetaan 15.12.2026.",
        ru: "У вас есть неоплаченный счёт. Ваш аккаунт будет закрыт 15.12.2026.",
        sv: "Du har en obetald faktura. Ditt konto stängs den 15.12.2026.",
        es: "Tienes una factura impagada. Tu cuenta se cerrará el 15.12.2026.",
      });
      expect(texts["trial_ends"]!["en"]).toBe("Your Workledger trial will end in 8 days. Add your billing details to keep using Workledger.");
      expect(texts["trial_ends"]!["es"]).toBe("Tu prueba de Workledger terminará en 8 días. Añade tus datos de facturación para seguir usando Workledger.");
      for (const locale of notificationLocales) {
        expect(texts["company"]![locale]).toBe("Office closed on Friday");
        expect(texts["system"]![locale]).toBe("Maintenance tonight");
      }
      expect(projectedTypes.every((t) => (notificationTypes as readonly string[]).includes(t))).toBe(true);
    });

    it("queues one delivery per notification, email-only broadcasts included, deduplicated by id", async () => {
      const pending = (await pendingNotificationDeliveries(ctx.db, 100)).filter((d) => d.company_id === a || d.company_id === b);
      expect(pending).toHaveLength(22);
      expect(pending.filter((d) => !d.push).map((d) => [d.recipient_id, d.type, d.email])).toEqual([[worker, "company", true]]);
      expect(new Set(pending.map((d) => d.notification_id)).size).toBe(22);
    });

    it("marks read, reads all, deletes and clears through the person's own feed events only", async () => {
      const before = await listNotifications(ctx.db, a, worker, { limit: 50, offset: 0 });
      const [first, second] = before.notifications;
      await append(`notification-feed-${a}-${worker}`, a, "NotificationRead", { userId: worker, notificationId: first!.id }, worker);
      // Someone else's feed event names the worker's notification: it touches only its own feed.
      await append(`notification-feed-${a}-${boss}`, a, "NotificationDeleted", { userId: boss, notificationId: second!.id }, boss);
      await append(`notification-feed-${b}-${worker}`, b, "NotificationsCleared", { userId: worker }, worker);
      await waitForPosition(ctx.db, "notifications", last, { timeoutMs: 10_000 });
      let feed = await listNotifications(ctx.db, a, worker, { limit: 50, offset: 0 });
      expect(feed.total).toBe(9);
      expect(feed.unreadCount).toBe(8);
      expect(feed.notifications[0]!.read_at).not.toBeNull();

      await append(`notification-feed-${a}-${worker}`, a, "NotificationDeleted", { userId: worker, notificationId: second!.id }, worker);
      await append(`notification-feed-${a}-${worker}`, a, "NotificationsAllRead", { userId: worker }, worker);
      await waitForPosition(ctx.db, "notifications", last, { timeoutMs: 10_000 });
      feed = await listNotifications(ctx.db, a, worker, { limit: 2, offset: 0 });
      expect(feed.total).toBe(8);
      expect(feed.unreadCount).toBe(0);
      expect(feed.notifications.map((n) => n.id)).not.toContain(second!.id);

      await append(`notification-feed-${a}-${boss}`, a, "NotificationsCleared", { userId: boss }, boss);
      await waitForPosition(ctx.db, "notifications", last, { timeoutMs: 10_000 });
      expect((await listNotifications(ctx.db, a, boss, { limit: 50, offset: 0 })).total).toBe(0);
      expect((await listNotifications(ctx.db, a, worker, { limit: 50, offset: 0 })).total).toBe(8);
    });

    it("rebuilds to exactly the first build: the feed equals a replay of the log", async () => {
      const tables = [
        ["notifications", ["company_id", "recipient_id", "id"]],
        ["notification_people", ["company_id", "user_id"]],
        ["notification_companies", ["company_id"]],
        ["notification_works", ["company_id", "work_id"]],
      ] as const;
      const before = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      const deliveries = await tableContents(ctx.db, "notification_deliveries", ["company_id", "recipient_id", "notification_id"]);
      await runner.rebuild("notifications");
      const after = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      expect(after).toEqual(before);
      expect(before.every((rows) => rows.length > 0)).toBe(true);
      // The rebuild queued nothing again: delivery keeps its own rows.
      expect(await tableContents(ctx.db, "notification_deliveries", ["company_id", "recipient_id", "notification_id"])).toEqual(deliveries);
    });
  });
}
