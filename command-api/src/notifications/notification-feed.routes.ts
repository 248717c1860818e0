import type { FastifyRequest } from "fastify";
import { authorize, NotFoundError, notificationFeedDecider, type NotificationFeedCommand } from "@workledger/domain";
import {
  isNotificationType,
  notificationFeedStreamName,
  notificationGroupOf,
  notificationKindOf,
  notificationLocales,
  notificationTitle,
  renderNotification,
  type NotificationData,
} from "@workledger/event-schemas";
import { findNotification, listNotifications, type FeedNotification } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { anyObject, answers, obj, str } from "../identity/route-schemas.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { okAnswers, queryString, replyCommand, runOrganisationCommand, waitForHeaderSchema } from "../organisation/organisation-http.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import type { NotificationsDeps } from "./notifications-deps.ts";

export const notificationMessages = {
  notFound: "Notification not found",
  read: "Notification marked as read",
  allRead: "All notifications marked as read",
  deleted: "Notification deleted successfully",
  cleared: "All notifications cleared",
} as const;

export const feedLimitMax = 100;
export const feedOffsetMax = 1_000_000;

const feedActor = (request: FastifyRequest): SessionActor => {
  const actor = requireSession(request);
  authorize(actor.principal, "notifications.feed", { companyId: actor.companyId });
  return actor;
};

/** A feed row as the API answers it: the stored data, its kind (colour), group, title and text in the reader's locale. */
export const feedItemOf = (n: FeedNotification, locale: string, timeZone: string, now: Date) => {
  const data = n.data as NotificationData;
  const type = isNotificationType(n.type) ? n.type : null;
  return {
    id: n.id,
    type: n.type,
    kind: type === null ? "neutral" : notificationKindOf(type),
    group: notificationGroupOf(n.created_at, now),
    title: type === null ? n.type : notificationTitle(type, data, locale),
    text: type === null ? String(data.message ?? "") : renderNotification(type, data, { locale, timeZone }),
    data: n.data,
    created_at: n.created_at,
    read_at: n.read_at,
  };
};

const itemSchema = obj(
  {
    id: str,
    type: str,
    kind: { type: "string", enum: ["success", "primary", "warning", "danger", "neutral"] },
    group: { type: "string", enum: ["latest", "this_week", "older"] },
    title: { type: "string" },
    text: { type: "string" },
    data: anyObject,
    created_at: str,
    read_at: { type: ["string", "null"] },
  },
  ["id", "type", "kind", "group", "title", "text", "data", "created_at", "read_at"],
);
const countSchema = { type: "integer", minimum: 0 } as const;
const feedAnswer = obj(
  { data: { type: "array", items: itemSchema }, unread_count: countSchema, total: countSchema, groups: obj({ latest: countSchema, this_week: countSchema, older: countSchema }, ["latest", "this_week", "older"]) },
  ["data", "unread_count", "total", "groups"],
);
const notificationParams = obj({ id: str }, ["id"]);

type FeedQuery = { Querystring: { limit?: number; offset?: number; lang?: string; waitFor?: string } };

/**
 * The signed-in person's notification feed in the company they act in (spec section 7:
 * GET /notifications, POST notifications/{id}/read, notifications/{id}/delete, notifications/read/all,
 * notifications/delete/all). Every change is an event on the person's feed stream; the feed is the
 * notifications read model, which a command's position can be waited for.
 */
export const notificationFeedSlice =
  (deps: NotificationsDeps): RouteSlice =>
  async (app) => {
    const readModels = waitForReadModels(deps.readModels, ["notifications"], deps.readYourWritesTimeoutMs);

    app.get<FeedQuery>(
      "/notifications",
      {
        schema: {
          tags: ["notifications"],
          summary: "The signed-in person's notifications, newest first, with the unread count and the Latest / This week / Older groups",
          querystring: queryString({
            limit: { type: "integer", minimum: 1, maximum: feedLimitMax, default: 50 },
            offset: { type: "integer", minimum: 0, maximum: feedOffsetMax, default: 0 },
            lang: { type: "string", enum: [...notificationLocales] },
          }),
          headers: waitForHeaderSchema,
          response: answers({ 200: feedAnswer }),
        },
        preHandler: readModels,
      },
      async (request) => {
        const actor = feedActor(request);
        const now = deps.clock();
        const page = await listNotifications(deps.db, actor.companyId, actor.id, { limit: request.query.limit ?? 50, offset: request.query.offset ?? 0 });
        const locale = request.query.lang ?? actor.user.language;
        const timeZone = actor.company?.timezone ?? "Europe/Helsinki";
        const data = page.notifications.map((n) => feedItemOf(n, locale, timeZone, now));
        const groups = { latest: 0, this_week: 0, older: 0 };
        for (const item of data) groups[item.group] += 1;
        return { data, unread_count: page.unreadCount, total: page.total, groups };
      },
    );

    const run = (request: FastifyRequest, actor: SessionActor, command: NotificationFeedCommand) =>
      runOrganisationCommand(deps, request, actor, notificationFeedStreamName(actor.companyId, actor.id), notificationFeedDecider, command);

    const ownNotification = async (actor: SessionActor, id: string) => {
      const found = await findNotification(deps.db, actor.companyId, actor.id, id);
      if (found === null) throw new NotFoundError(notificationMessages.notFound, "notification_not_found");
      return found;
    };

    const writeSchema = (summary: string, params?: typeof notificationParams) => ({
      schema: { tags: ["notifications"], summary, ...(params === undefined ? {} : { params }), response: okAnswers },
    });

    app.post("/notifications/read/all", writeSchema("Mark every notification of the feed read"), async (request, reply) => {
      const actor = feedActor(request);
      const result = await run(request, actor, { type: "MarkAllNotificationsRead", data: { userId: actor.id } });
      return replyCommand(reply, result, notificationMessages.allRead);
    });

    app.post("/notifications/delete/all", writeSchema("Clear the feed (after 'Are you sure you want to clear all notifications?')"), async (request, reply) => {
      const actor = feedActor(request);
      const result = await run(request, actor, { type: "ClearNotifications", data: { userId: actor.id } });
      return replyCommand(reply, result, notificationMessages.cleared);
    });

    app.post<{ Params: { id: string } }>("/notifications/:id/read", writeSchema("Mark one notification of the feed read", notificationParams), async (request, reply) => {
      const actor = feedActor(request);
      const notification = await ownNotification(actor, request.params.id);
      const result = await run(request, actor, { type: "MarkNotificationRead", data: { userId: actor.id, notificationId: notification.id } });
      return replyCommand(reply, result, notificationMessages.read, { id: notification.id });
    });

    app.post<{ Params: { id: string } }>("/notifications/:id/delete", writeSchema("Delete one notification of the feed", notificationParams), async (request, reply) => {
      const actor = feedActor(request);
      const notification = await ownNotification(actor, request.params.id);
      const result = await run(request, actor, { type: "DeleteNotification", data: { userId: actor.id, notificationId: notification.id } });
      return replyCommand(reply, result, notificationMessages.deleted, { id: notification.id });
    });
  };
