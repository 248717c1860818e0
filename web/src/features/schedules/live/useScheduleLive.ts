import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { authApi } from "../../auth/api/auth.api.ts";
import { realtimeUrl } from "../../auth/signed-in/forced-logout.ts";
import { scheduleKeys } from "../schedules.api.ts";
import { isScheduleChange } from "./schedule-live.ts";

const reconnectMs = 10_000;

/** Reads the schedule again when the users_{id} channel says it changed (a socket is an outside system: an effect belongs here). */
export const useScheduleLive = (companyId: string, userId: string, onChange: () => void): void => {
  const queryClient = useQueryClient();
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (typeof WebSocket === "undefined" || companyId === "" || userId === "") return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      const ticket = await authApi.realtimeTicket().then((a) => a.ticket).catch(() => null);
      if (stopped) return;
      if (ticket === null) {
        retry = setTimeout(() => void connect(), reconnectMs);
        return;
      }
      socket = new WebSocket(realtimeUrl(window.location, ticket, userId));
      socket.onmessage = (event) => {
        if (typeof event.data !== "string" || !isScheduleChange(event.data, companyId)) return;
        void queryClient.invalidateQueries({ queryKey: scheduleKeys.all(companyId) });
        changed.current();
      };
      socket.onclose = (event) => {
        if (stopped || event.code === 4403 || event.code === 4401) return;
        retry = setTimeout(() => void connect(), reconnectMs);
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [companyId, userId, queryClient]);
};
