import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { publishRealtimeFrame } from "../../../app/session/realtime-events.ts";
import { logout } from "../../../app/session/session.ts";
import { feedback } from "../../../lib/feedback/feedback.ts";
import { HttpError } from "../../../lib/http/http-client.ts";
import { toast } from "../../../ui/toast/toaster.ts";
import { authApi } from "../api/auth.api.ts";
import { afterSocketClose, afterTicketFailure, forcedLogoutOf, realtimeUrl, type ForcedLogout } from "./forced-logout.ts";

const reconnectMs = 5000;
/**
 * The API ends the sessions before it publishes the forced logout, so a request of this page may
 * meet a 401 (and sign the app out) a moment before the frame arrives: keep listening that long.
 */
const lingerMs = 10_000;

/** A ticket for the socket, or what its failure means (see afterTicketFailure). */
const ticketOrFailure = async (): Promise<{ readonly ticket: string } | { readonly failure: ReturnType<typeof afterTicketFailure> }> => {
  try {
    return { ticket: (await authApi.realtimeTicket()).ticket };
  } catch (error) {
    return { failure: afterTicketFailure(error instanceof HttpError ? error.responseStatus : null) };
  }
};

/**
 * Listens on users_{id}: logs out with 'Oops!' when the account is updated or disabled (spec
 * section 4), and goes to /login when the session ends elsewhere (logout in another tab, signed
 * out everywhere, ended from the sessions list, absolute lifetime): the server closes the socket.
 */
export const ForcedLogoutListener = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const leave = () => {
    logout(queryClient);
    void router.invalidate().then(() => navigate({ href: "/login", replace: true }));
  };
  const onForced = useRef<(f: ForcedLogout) => void>(() => undefined);
  onForced.current = (forced) => {
    leave();
    feedback().dialog({ tone: "error", title: t(forced.title), message: t(forced.message), cancellable: false });
  };
  const onEnded = useRef<() => void>(() => undefined);
  onEnded.current = () => {
    leave();
    toast.info(t("Your session has ended. Please sign in again."));
  };

  // A socket is an outside system to stay in sync with: the one place here where an effect belongs.
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let lingering = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      const answer = await ticketOrFailure();
      if (stopped || lingering) return;
      if ("failure" in answer) {
        if (answer.failure === "ended") {
          stopped = true;
          onEnded.current();
        } else if (answer.failure === "retry") retry = setTimeout(() => void connect(), reconnectMs);
        return;
      }
      const { ticket } = answer;
      let worked = false;
      socket = new WebSocket(realtimeUrl(window.location, ticket, userId));
      socket.onmessage = (event) => {
        if (typeof event.data !== "string") return;
        worked = true; // the first frame is { type: "subscribed" }
        publishRealtimeFrame(event.data);
        const forced = forcedLogoutOf(event.data);
        if (forced === null) return;
        stopped = true;
        socket?.close();
        onForced.current(forced);
      };
      socket.onclose = (event) => {
        if (stopped || lingering) return;
        const next = afterSocketClose(event.code);
        if (next === "stop") return;
        // A socket that was working and is closed with 4401 lost its session: ask at once (a new
        // ticket's 401 says so). One refused at the door waits, so a clock skew cannot spin.
        const delay = next === "check-session" && worked ? 0 : reconnectMs;
        retry = setTimeout(() => void connect(), delay);
      };
    };
    void connect();
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
