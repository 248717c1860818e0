import type { NotificationFeedEvent } from "@workledger/event-schemas";

/** What a person does to their own feed. Which notifications exist is the read model's to say. */
export type NotificationFeedCommand =
  | { readonly type: "MarkNotificationRead"; readonly data: { readonly userId: string; readonly notificationId: string } }
  | { readonly type: "MarkAllNotificationsRead"; readonly data: { readonly userId: string } }
  | { readonly type: "DeleteNotification"; readonly data: { readonly userId: string; readonly notificationId: string } }
  | { readonly type: "ClearNotifications"; readonly data: { readonly userId: string } };

/** The feed stream keeps no state the commands depend on: each command records what was done. */
export type NotificationFeedState = null;

export const notificationFeedDecider = {
  initialState: null as NotificationFeedState,
  decide: (command: NotificationFeedCommand, _state: NotificationFeedState): NotificationFeedEvent[] => {
    switch (command.type) {
      case "MarkNotificationRead":
        return [{ type: "NotificationRead", data: command.data }];
      case "MarkAllNotificationsRead":
        return [{ type: "NotificationsAllRead", data: command.data }];
      case "DeleteNotification":
        return [{ type: "NotificationDeleted", data: command.data }];
      case "ClearNotifications":
        return [{ type: "NotificationsCleared", data: command.data }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown notification feed command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve: (state: NotificationFeedState, _event: NotificationFeedEvent): NotificationFeedState => state,
};
