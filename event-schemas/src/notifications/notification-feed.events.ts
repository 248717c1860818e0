import { Schema } from "effect";

/**
 * What a person does to their own feed: one stream per person and company,
 * `notification-feed-{companyId}-{userId}`. The feed rows themselves are projected from the events
 * that notify (requests, decisions, automatic punches, broadcasts); these events only mark them read
 * or remove them, so the feed stays a replay of the ledger.
 */
export const notificationFeedStreamName = (companyId: string, userId: string): string => `notification-feed-${companyId}-${userId}`;

const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct({ userId: Schema.String, ...fields }) });

export const NotificationRead = event("NotificationRead", { notificationId: Schema.String });
export const NotificationsAllRead = event("NotificationsAllRead", {});
export const NotificationDeleted = event("NotificationDeleted", { notificationId: Schema.String });
export const NotificationsCleared = event("NotificationsCleared", {});

export const NotificationFeedEvent = Schema.Union([NotificationRead, NotificationsAllRead, NotificationDeleted, NotificationsCleared]);
export type NotificationFeedEvent = typeof NotificationFeedEvent.Type;
export type NotificationFeedEventType = NotificationFeedEvent["type"];
export const notificationFeedEventTypes: readonly NotificationFeedEventType[] = ["NotificationRead", "NotificationsAllRead", "NotificationDeleted", "NotificationsCleared"];
