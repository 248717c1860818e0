import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { onRealtimeFrame } from "../../app/session/realtime-events.ts";
import { useSession } from "../../app/session/use-session.ts";
import { RequestDrawerFor } from "../requests/RequestDrawerFor.tsx";
import { feedQueryOptions, notificationKeys } from "./notifications.api.ts";
import { NotificationsDrawer, type OpenRequest } from "./NotificationsDrawer.tsx";

/** The bell in the top bar: an unread dot when any notification is unread; opens the Notifications drawer. */
export const NotificationBell = () => {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const feed = useQuery(feedQueryOptions());
  // The users_{id} channel is an outside source: a pushed notification refreshes the feed at once.
  useEffect(
    () =>
      onRealtimeFrame((frame) => {
        if (frame.type === "notification") void queryClient.invalidateQueries({ queryKey: notificationKeys.feed() });
      }),
    [queryClient],
  );
  const unread = (feed.data?.unread_count ?? 0) > 0;
  const company = session?.company as { id?: string | number; timezone?: string } | null | undefined;
  const zone = company?.timezone ?? "Europe/Helsinki";
  // The feed gives way to the request's drawer; closing that drawer shows the feed again, refreshed.
  const openRequest = (next: OpenRequest) => {
    setOpen(false);
    setRequest(next);
  };
  const closeRequest = () => {
    setRequest(null);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.feed() });
    setOpen(true);
  };
  const canDecide = session?.persona === "manager" && session.permissions.has("can_accept_decline_requests");
  return (
    <>
      <button
        type="button"
        data-testid="notification-bell"
        aria-label={unread ? t("Notifications (unread)") : t("Notifications")}
        onClick={() => setOpen(true)}
        className={css({ position: "relative", display: "inline-grid", placeItems: "center", w: "9", h: "9", borderRadius: "full", cursor: "pointer", _hover: { bg: "bg.subtle" } })}
      >
        <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unread && <span data-testid="notification-dot" className={css({ position: "absolute", top: "1.5", right: "1.5", w: "2", h: "2", borderRadius: "full", bg: "red.9" })} />}
      </button>
      {open && <NotificationsDrawer onClose={() => setOpen(false)} timeZone={zone} canDecide={canDecide} onOpenRequest={openRequest} />}
      {request !== null && <RequestDrawerFor companyId={company?.id === undefined ? "" : String(company.id)} zone={zone} request={request.ref} role={request.role} onClose={closeRequest} />}
    </>
  );
};
