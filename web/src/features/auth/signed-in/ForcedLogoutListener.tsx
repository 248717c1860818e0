import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { logout } from "../../../app/session/session.ts";
import { feedback } from "../../../lib/feedback/feedback.ts";
import { readStored, storageKeys } from "../../../lib/storage.ts";
import { forcedLogoutOf, realtimeUrl, shouldReconnect, type ForcedLogout } from "./forced-logout.ts";

const reconnectMs = 5000;
/**
 * The API ends the sessions before it publishes the forced logout, so a request of this page may
 * meet a 401 (and sign the app out) a moment before the frame arrives: keep listening that long.
 */
const lingerMs = 10_000;

/** Listens on users_{id} and logs out with 'Oops!' when the account is updated or disabled (spec section 4). */
export const ForcedLogoutListener = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const onForced = useRef<(f: ForcedLogout) => void>(() => undefined);
  onForced.current = (forced) => {
    logout(queryClient);
    void router.invalidate().then(() => navigate({ href: "/login", replace: true }));
    feedback().dialog({ tone: "error", title: t(forced.title), message: t(forced.message), cancellable: false });
  };

  // A socket is an outside system to stay in sync with: the one place here where an effect belongs.
  useEffect(() => {
    const token = readStored(storageKeys.accessToken);
    if (token === null || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let lingering = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      socket = new WebSocket(realtimeUrl(window.location, token, userId));
      socket.onmessage = (event) => {
        const forced = typeof event.data === "string" ? forcedLogoutOf(event.data) : null;
        if (forced === null) return;
        stopped = true;
        socket?.close();
        onForced.current(forced);
      };
      socket.onclose = (event) => {
        if (!stopped && !lingering && shouldReconnect(event.code)) retry = setTimeout(connect, reconnectMs);
      };
    };
    connect();
    return () => {
      lingering = true;
      clearTimeout(retry);
      setTimeout(() => {
        stopped = true;
        socket?.close();
      }, lingerMs);
    };
  }, [userId]);
  return null;
};
