import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatNotificationDateTime, renderNotification } from "@workledger/event-schemas/notifications/notification-texts.ts";
import { isNotificationType } from "@workledger/event-schemas/notifications/notification-types.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../ui/button/Button.tsx";
import { dialogToast } from "../../ui/dialog-toast/dialog-toast.store.ts";
import { Drawer } from "../../ui/drawer/Drawer.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import type { RequestRef } from "../requests/requests.api.ts";
import { feedQueryOptions, notificationKeys, notificationsApi, type FeedItem, type NotificationGroup, type NotificationKind } from "./notifications.api.ts";

const groups: readonly [NotificationGroup, string][] = [
  ["latest", "Latest"],
  ["this_week", "This week"],
  ["older", "Older"],
];

/** Spec section 6: added is success, requests are primary, overtime is warning, declined is danger. */
export const kindColours: Readonly<Record<NotificationKind, string>> = {
  success: "green.9",
  primary: "blue.9",
  warning: "orange.9",
  danger: "red.9",
  neutral: "gray.8",
};

/** The item's text in the reader's locale, from its data (the server's English text when the type is unknown). */
const textOf = (item: FeedItem, locale: string, timeZone: string): string =>
  isNotificationType(item.type) ? renderNotification(item.type, item.data, { locale, timeZone }) : item.text;

/** Who opens a request from its notification: the decider from the request, the requester from the decision. */
const requestRoleOf: Readonly<Record<string, "decider" | "requester">> = {
  absence_request: "decider",
  bonus_request: "decider",
  absence_added: "requester",
  absence_declined: "requester",
  bonus_added: "requester",
  bonus_declined: "requester",
};

/** The request a notification names, or null (not about a request, or a decision notification without its id). */
export const requestRefOf = (item: FeedItem): RequestRef | null => {
  const id = item.data["request_id"];
  const workId = item.data["work_id"];
  if (typeof id !== "string" || requestRoleOf[item.type] === undefined) return null;
  if (item.type.startsWith("bonus_")) return typeof workId === "string" ? { kind: "bonus", id, workId } : null;
  return { kind: "paid_absence", id };
};

export interface OpenRequest {
  readonly ref: RequestRef;
  readonly role: "decider" | "requester";
}

const Item = ({ item, timeZone, onChanged, canDecide, onOpenRequest }: { item: FeedItem; timeZone: string; onChanged: (position?: string) => void; canDecide: boolean; onOpenRequest: (open: OpenRequest) => void }) => {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const unread = item.read_at === null;
  const run = async (call: () => Promise<{ message?: string; position?: string }>, fallback: string) => {
    setBusy(true);
    const outcome = await runMutation(call, fallback);
    setBusy(false);
    if (outcome.ok) onChanged(outcome.data.position);
  };
  const ref = requestRefOf(item);
  const role = requestRoleOf[item.type];
  const openable = ref !== null && role !== undefined && (role === "requester" || canDecide);
  return (
    <li
      data-testid="notification-item"
      data-kind={item.kind}
      data-unread={unread}
      className={css({ display: "flex", gap: "3", py: "3", borderBottomWidth: "1px", borderColor: "border.subtle" })}
    >
      <span aria-hidden className={css({ w: "1", borderRadius: "full", flexShrink: 0 })} style={{ background: `var(--colors-${kindColours[item.kind].replace(".", "-")})` }} />
      <div className={css({ display: "flex", flexDirection: "column", gap: "1", flex: "1" })}>
        <p className={css({ fontSize: "sm", fontWeight: unread ? "semibold" : "normal" })}>{textOf(item, i18n.language, timeZone)}</p>
        <span className={css({ fontSize: "xs", color: "fg.muted" })}>{formatNotificationDateTime(item.created_at, timeZone)}</span>
        <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
          {openable && (
            <Button size="sm" variant="primary" disabled={busy} onClick={() => onOpenRequest({ ref, role })}>
              {t(role === "decider" && item.data["status"] === "pending" ? "Decide" : "View")}
            </Button>
          )}
          {unread && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => notificationsApi.read(item.id), "Notification marked as read")}>
              {t("Mark as read")}
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => notificationsApi.remove(item.id), "Notification deleted successfully")}>
            {t("Delete")}
          </Button>
        </div>
      </div>
    </li>
  );
};

/**
 * The Notifications drawer (spec section 2): the feed in groups, mark read, mark all read, delete,
 * clear all. A request's notification opens its Edit Request / Edit Bonus drawer (`onOpenRequest`),
 * where a manager decides, as from the person's profile.
 */
export const NotificationsDrawer = ({ onClose, timeZone, canDecide, onOpenRequest }: { onClose: () => void; timeZone: string; canDecide: boolean; onOpenRequest: (open: OpenRequest) => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [waitFor, setWaitFor] = useState<string | undefined>(undefined);
  const feed = useQuery(feedQueryOptions(waitFor));
  const items = feed.data?.data ?? [];
  const changed = (position?: string) => {
    setWaitFor(position);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.feed() });
  };
  const clearAll = async () => {
    const confirmed = await dialogToast.confirm({ title: t("Confirm action"), message: t("Are you sure you want to clear all notifications?") });
    if (!confirmed) return;
    const outcome = await runMutation(() => notificationsApi.clearAll(), "All notifications cleared");
    if (outcome.ok) changed(outcome.data.position);
  };
  const readAll = async () => {
    const outcome = await runMutation(() => notificationsApi.readAll(), "All notifications marked as read");
    if (outcome.ok) changed(outcome.data.position);
  };
  return (
    <Drawer title={t("Notifications")} onCancel={onClose} footer={false}>
      <div className={css({ display: "flex", flexDirection: "column", gap: "3", maxH: "680px" })} data-testid="notifications-drawer">
        <div className={css({ display: "flex", gap: "2", justifyContent: "flex-end" })}>
          <Button size="sm" variant="secondary" disabled={(feed.data?.unread_count ?? 0) === 0} onClick={() => void readAll()}>
            {t("Mark all as read")}
          </Button>
          <Button size="sm" variant="secondary" disabled={items.length === 0} onClick={() => void clearAll()}>
            {t("Clear all")}
          </Button>
        </div>
        {feed.isSuccess && items.length === 0 && <p className={css({ color: "fg.muted", fontSize: "sm", textAlign: "center", py: "8" })}>{t("No notifications yet")}</p>}
        {groups.map(([group, label]) => {
          const inGroup = items.filter((item) => item.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-label={t(label)}>
              <h3 className={css({ fontSize: "xs", fontWeight: "semibold", color: "fg.muted", textTransform: "uppercase" })}>{t(label)}</h3>
              <ul>
                {inGroup.map((item) => (
                  <Item key={item.id} item={item} timeZone={timeZone} onChanged={changed} canDecide={canDecide} onOpenRequest={onOpenRequest} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Drawer>
  );
};
