import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { authApi } from "../../auth/api/auth.api.ts";
import { realtimeUrl } from "../../auth/signed-in/forced-logout.ts";
import { noteSchedulePosition, scheduleKeys } from "../schedules.api.ts";
import { changedBySomeoneElse, queryAffectedBy, scheduleChangeOf } from "./schedule-live.ts";

const reconnectMs = 10_000;

/**
 * Reads the changed part of the schedule again when the users_{id} channel says it changed (a
 * socket is an outside system: an effect belongs here). The reads wait for the change's ledger
 * position, so they answer with it; `onOthersChange` runs when someone else made it.
 */
export const useScheduleLive = (companyId: string, userId: string, onOthersChange: () => void): void => {
  const queryClient = useQueryClient();
  const changed = useRef(onOthersChange);
  changed.current = onOthersChange;
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
        if (typeof event.data !== "string") return;
        const change = scheduleChangeOf(event.data, companyId);
        if (change === null) return;
        const newer = change.position === null || noteSchedulePosition(change.position);
        const others = changedBySomeoneElse(change, userId);
        // This tab's own write: it read the schedule again when the command answered.
        if (!newer && !others) return;
        const prefix = scheduleKeys.all(companyId);
        void queryClient.invalidateQueries({ queryKey: prefix, predicate: (query) => queryAffectedBy(query.queryKey.slice(prefix.length), change) });
        if (others) changed.current();
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
