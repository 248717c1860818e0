import type { Transaction } from "kysely";
import {
  billWarningEventTypes,
  broadcastEventTypes,
  companyEventTypes,
  notificationFeedEventTypes,
  TRIAL_REMINDER_DAYS,
  userEventTypes,
  type BillWarningEvent,
  type BroadcastContent,
  type BroadcastEvent,
  type CompanyEvent,
  type NotificationFeedEvent,
  type NotificationType,
  type UserEvent,
  type WorkTimeEvent,
} from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import { notificationIdOf } from "./notification-ids.ts";
import { applyOvertimeGroup, overtimeGroupEventTypes, workNotices } from "./work-notifiers.ts";
import { scrubbingOnErasure, scrubNotificationsPerson } from "../erasure/person-erasure.scrub.ts";

type Trx = Transaction<Database>;

export interface Notify {
  readonly companyId: string;
  readonly recipientId: string;
  readonly type: NotificationType;
  readonly data: Record<string, unknown>;
  /** Pushed over users_{id} and kept in the feed; false only for an email-only broadcast. */
  readonly push?: boolean;
  /** May be emailed (the user's notification_settings decide at delivery); default true. */
  readonly email?: boolean;
  /** Tells apart two notifications one event brings one recipient (a stop's workspace out and overtime). */
  readonly idKey?: string;
}

/** Writes the feed rows and their delivery rows for one notifying event. */
export const notify = async (trx: Trx, event: RecordedEvent, notifications: readonly Notify[]): Promise<void> => {
  if (notifications.length === 0) return;
  const createdAt = event.metadata.occurredAt;
  const rows = notifications.map(({ idKey, ...n }) => ({ ...n, id: notificationIdOf(event.id, `${n.companyId}:${n.recipientId}${idKey === undefined ? "" : `:${idKey}`}`) }));
  const feed = rows.filter((n) => n.push !== false);
  // Chunks keep each statement under PostgreSQL's 65 535 bind parameters.
  for (let i = 0; i < feed.length; i += 2000) {
    await trx
      .insertInto("notifications")
      .values(
        feed.slice(i, i + 2000).map((n) => ({
          company_id: n.companyId,
          recipient_id: n.recipientId,
          id: n.id,
          type: n.type,
          data: JSON.stringify(n.data),
          created_at: createdAt,
          read_at: null,
          position_commit: String(event.position.commit),
          position_prepare: String(event.position.prepare),
        })),
      )
      .onConflict((oc) => oc.columns(["company_id", "recipient_id", "id"]).doNothing())
      .execute();
  }
  for (let i = 0; i < rows.length; i += 2000) {
    await trx
      .insertInto("notification_deliveries")
      .values(
        rows.slice(i, i + 2000).map((n) => ({
          company_id: n.companyId,
          recipient_id: n.recipientId,
          notification_id: n.id,
          type: n.type,
          push: n.push !== false,
          email: n.email !== false,
          created_at: createdAt,
          delivered_at: null,
          last_error: null,
          data: n.push === false ? JSON.stringify(n.data) : null,
        })),
      )
      .onConflict((oc) => oc.columns(["company_id", "recipient_id", "notification_id"]).doNothing())
      .execute();
  }
};

const applyWorkTime = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as WorkTimeEvent;
  const companyId = recorded.metadata.companyId;
  // Managers hear of work in a workspace and of overtime; the worker of automatic punches (below).
  const notices = await workNotices(trx, recorded);
  await notify(
    trx,
    recorded,
    // The overtime notice of a stop is a second notification of the same event to the same manager.
    notices.flatMap((n) => n.recipientIds.map((recipientId) => ({ companyId, recipientId, type: n.type, data: n.data, ...(n.type === "overtime" ? { idKey: "overtime" } : {}) }))),
  );
  const to = (type: NotificationType, data: Record<string, unknown>): Notify[] => [{ companyId, recipientId: event.data.workerId, type, data }];
  switch (event.type) {
    case "WorkStarted":
      if (event.data.source !== "automatic") return;
      return notify(trx, recorded, to("automatic_start_by_mobile", { work_id: event.data.workId, workspace_id: event.data.workspaceId, work_type_id: event.data.workTypeId, datetime: event.data.startedAt }));
    case "WorkStopped":
      if (event.data.source !== "automatic") return;
      return notify(trx, recorded, to("automatic_end_by_mobile", { work_id: event.data.workId, datetime: event.data.stoppedAt }));
    case "WorkPaused":
      if (event.data.source !== "automatic") return;
      return notify(trx, recorded, to("automatic_pause_by_preference", { work_id: event.data.workId, datetime: event.data.pausedAt }));
    case "WorkResumed":
      if (event.data.source !== "automatic") return;
      return notify(trx, recorded, to("automatic_resume_by_preference", { work_id: event.data.workId, datetime: event.data.resumedAt }));
    case "WorkAutoStopped":
      return notify(trx, recorded, to("automatic_end_by_preference", { work_id: event.data.workId, datetime: event.data.stoppedAt, reason: event.data.reason }));
    default:
      return;
  }
};

const applyUser = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as UserEvent;
  // user-{companyId}-{userId}: the person's company is in the stream name.
  const userId = recorded.streamName.slice(-36);
  const companyId = recorded.streamName.slice("user-".length, -37);
  const setStatus = (status: string) => trx.updateTable("notification_people").set({ status }).where("company_id", "=", companyId).where("user_id", "=", userId).execute();
  switch (event.type) {
    case "UserSignedUp":
    case "UserInvited":
    case "UserAddedManually":
      await trx
        .insertInto("notification_people")
        .values({ company_id: event.data.companyId, user_id: event.data.userId, rights: JSON.stringify(event.data.rights), is_admin: event.data.isAdmin, status: event.type === "UserSignedUp" ? "active" : "waiting_activation" })
        .onConflict((oc) => oc.columns(["company_id", "user_id"]).doNothing())
        .execute();
      return;
    case "UserRightsChanged":
      await trx.updateTable("notification_people").set({ rights: JSON.stringify(event.data.rights) }).where("company_id", "=", companyId).where("user_id", "=", userId).execute();
      return;
    case "UserActivated":
      await setStatus("active");
      return;
    case "UserDeactivated":
      await setStatus("inactive");
      return;
    case "UserDeleted":
      await setStatus("deleted");
      return;
    default:
      return;
  }
};

const dayMs = 24 * 3600_000;

const applyCompany = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as CompanyEvent;
  const companyId = recorded.streamName.slice("company-".length);
  switch (event.type) {
    case "CompanyRegistered":
      await trx.insertInto("notification_companies").values({ company_id: companyId, main_user_id: event.data.mainUserId }).onConflict((oc) => oc.column("company_id").doNothing()).execute();
      return;
    case "CompanyMainUserChanged":
      await trx
        .insertInto("notification_companies")
        .values({ company_id: companyId, main_user_id: event.data.mainUserId })
        .onConflict((oc) => oc.column("company_id").doUpdateSet({ main_user_id: event.data.mainUserId }))
        .execute();
      return;
    case "CompanySubscriptionChanged": {
      // The trial's end moved (or was set) near: its main user hears how many days remain. A trial
      // ending further off than the reminder window is no billing reminder (a first-day manager's
      // first notification is not "your trial ends in 366 days").
      if (event.data.trialEndsAt === null) return;
      const days = Math.ceil((Date.parse(event.data.trialEndsAt) - Date.parse(recorded.metadata.occurredAt)) / dayMs);
      if (days < 0 || days > TRIAL_REMINDER_DAYS) return;
      const company = await trx.selectFrom("notification_companies").select("main_user_id").where("company_id", "=", companyId).executeTakeFirst();
      if (company?.main_user_id == null) return;
      return notify(trx, recorded, [{ companyId, recipientId: company.main_user_id, type: "trial_ends", data: { trial_ends_at_in_days: days, trial_ends_at: event.data.trialEndsAt } }]);
    }
    default:
      return;
  }
};

/** An unpaid-invoice warning: the company's main user hears the date the account will be closed on. */
const applyBillWarning = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as BillWarningEvent;
  const companyId = recorded.metadata.companyId;
  if (event.data.companyId !== companyId) return; // written in the company's own ledger, or not for it
  const company = await trx.selectFrom("notification_companies").select("main_user_id").where("company_id", "=", companyId).executeTakeFirst();
  if (company?.main_user_id == null) return;
  return notify(trx, recorded, [{ companyId, recipientId: company.main_user_id, type: "bill_warning", data: { bill_warning: event.data.closesOn } }]);
};

const broadcastColumns = (content: BroadcastContent) => ({
  title: content.title,
  text: content.text,
  push: content.channels.push,
  email: content.channels.email,
  user_ids: JSON.stringify(content.audience.userIds),
  workspace_ids: JSON.stringify(content.audience.workspaceIds),
});

const applyBroadcast = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as BroadcastEvent;
  const at = recorded.metadata.occurredAt;
  // broadcast-{companyId}-{broadcastId}: admins' broadcasts are written under the 'system' key.
  const owner = recorded.streamName.slice("broadcast-".length, -(event.data.broadcastId.length + 1));
  const row = trx.updateTable("broadcasts").where("company_id", "=", owner).where("id", "=", event.data.broadcastId);
  switch (event.type) {
    case "BroadcastDrafted":
      await trx
        .insertInto("broadcasts")
        .values({
          company_id: owner,
          id: event.data.broadcastId,
          kind: event.data.kind,
          ...broadcastColumns(event.data.content),
          status: "draft",
          created_by: recorded.metadata.actorId,
          created_at: at,
          updated_at: at,
          posted_at: null,
          post_count: 0,
          recipient_count: 0,
        })
        .onConflict((oc) => oc.columns(["company_id", "id"]).doNothing())
        .execute();
      return;
    case "BroadcastEdited":
      await row.set({ ...broadcastColumns(event.data.content), updated_at: at }).execute();
      return;
    case "BroadcastMarkedReady":
      await row.set({ status: "ready_for_posting", updated_at: at }).execute();
      return;
    case "BroadcastDeleted":
      await row.set({ status: "deleted", updated_at: at }).execute();
      return;
    case "BroadcastPosted": {
      const { kind, content, recipients } = event.data;
      await row.set((eb) => ({ status: "posted", posted_at: at, updated_at: at, post_count: eb("post_count", "+", 1), recipient_count: recipients.length })).execute();
      return notify(
        trx,
        recorded,
        recipients.map((r) => ({
          companyId: r.companyId,
          recipientId: r.userId,
          type: kind,
          data: { broadcast_id: event.data.broadcastId, title: content.title, message: content.text, sender_id: recorded.metadata.actorId },
          push: content.channels.push,
          email: content.channels.email,
        })),
      );
    }
    default: {
      const unknown: never = event;
      throw new Error(`notifications: unknown broadcast event ${JSON.stringify(unknown)}`);
    }
  }
};

const applyFeed = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as NotificationFeedEvent;
  const feed = trx.updateTable("notifications").where("company_id", "=", recorded.metadata.companyId).where("recipient_id", "=", event.data.userId);
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case "NotificationRead":
      await feed.set({ read_at: at }).where("id", "=", event.data.notificationId).where("read_at", "is", null).execute();
      return;
    case "NotificationsAllRead":
      await feed.set({ read_at: at }).where("read_at", "is", null).execute();
      return;
    case "NotificationDeleted":
      await trx.deleteFrom("notifications").where("company_id", "=", recorded.metadata.companyId).where("recipient_id", "=", event.data.userId).where("id", "=", event.data.notificationId).execute();
      return;
    case "NotificationsCleared":
      await trx.deleteFrom("notifications").where("company_id", "=", recorded.metadata.companyId).where("recipient_id", "=", event.data.userId).execute();
      return;
    default: {
      const unknown: never = event;
      throw new Error(`notifications: unknown feed event ${JSON.stringify(unknown)}`);
    }
  }
};

const workTimeTypes = ["WorkStarted", "WorkStopped", "WorkPaused", "WorkResumed", "WorkAutoStopped", "WorkLogAdded", "WorkLogEdited", "WorkLogDeleted"] as const;
const userTypes = ["UserSignedUp", "UserInvited", "UserAddedManually", "UserRightsChanged", "UserActivated", "UserDeactivated", "UserDeleted"] as const;
const companyTypes = ["CompanyRegistered", "CompanyMainUserChanged", "CompanySubscriptionChanged"] as const;

/** Extra notifiers other capabilities plug in (request events), keyed by event type. */
export type Notifier = (trx: Trx, event: RecordedEvent) => Promise<void>;

/**
 * The notification feed: each event that someone must hear about becomes one row in each
 * recipient's feed (keyed by company and recipient) and one delivery row; the feed events mark
 * rows read or remove them. Everything comes from the events, so a rebuild equals the first build.
 */
export const createNotificationsProjection = (notifiers: Readonly<Record<string, Notifier>> = {}): Projection =>
  scrubbingOnErasure({
  name: "notifications",
  eventTypes: [...workTimeTypes, ...overtimeGroupEventTypes, ...userTypes, ...companyTypes, ...billWarningEventTypes, ...broadcastEventTypes, ...notificationFeedEventTypes, ...Object.keys(notifiers)],
  tables: ["notifications", "notification_people", "notification_companies", "notification_works", "notification_overtime_groups", "broadcasts"],
  apply: async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
    const type = recorded.type;
    const extra = notifiers[type];
    if (extra !== undefined) return extra(trx, recorded);
    if ((workTimeTypes as readonly string[]).includes(type)) return applyWorkTime(trx, recorded);
    if (overtimeGroupEventTypes.includes(type)) return applyOvertimeGroup(trx, recorded);
    if ((billWarningEventTypes as readonly string[]).includes(type)) return applyBillWarning(trx, recorded);
    if ((userTypes as readonly string[]).includes(type) && (userEventTypes as readonly string[]).includes(type)) return applyUser(trx, recorded);
    if ((companyTypes as readonly string[]).includes(type) && (companyEventTypes as readonly string[]).includes(type)) return applyCompany(trx, recorded);
    if ((notificationFeedEventTypes as readonly string[]).includes(type)) return applyFeed(trx, recorded);
    if ((broadcastEventTypes as readonly string[]).includes(type)) return applyBroadcast(trx, recorded);
  },
}, scrubNotificationsPerson);
