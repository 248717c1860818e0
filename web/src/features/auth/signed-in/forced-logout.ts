import { forcedLogoutMessages, forcedLogoutTitle, realtimeChannelOf, type ForcedLogoutType } from "@workledger/event-schemas/identity/realtime-messages.ts";

export interface ForcedLogout {
  readonly title: string;
  readonly message: string;
}

const isForcedType = (type: unknown): type is ForcedLogoutType => typeof type === "string" && type in forcedLogoutMessages;

/** A frame of the users_{id} channel that forces a logout (spec section 4), with the spec's texts as fallback. */
export const forcedLogoutOf = (frame: string): ForcedLogout | null => {
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { type, title, message } = data as { type?: unknown; title?: unknown; message?: unknown };
  if (!isForcedType(type)) return null;
  return {
    title: typeof title === "string" && title !== "" ? title : forcedLogoutTitle,
    message: typeof message === "string" && message !== "" ? message : forcedLogoutMessages[type],
  };
};

/**
 * The websocket address (command-api identity README): a one-time ticket, asked for with the bearer
 * token in a header (POST /api/realtime/ticket), authorises the channel; the token itself never
 * goes into a URL.
 */
export const realtimeUrl = (location: { protocol: string; host: string }, ticket: string, userId: string): string =>
  `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/realtime?ticket=${encodeURIComponent(ticket)}&channel=${realtimeChannelOf(userId)}`;

/**
 * What to do when the socket closes. 4403 (not your channel): stop. 4401 (no live session, or it
 * has just ended): ask for a new ticket, whose 401 says the session is over. Anything else: the
 * network; reconnect later.
 */
export const afterSocketClose = (closeCode: number): "stop" | "check-session" | "reconnect" =>
  closeCode === 4403 ? "stop" : closeCode === 4401 ? "check-session" : "reconnect";

/**
 * What a failed ticket request means (status null: no answer). 401: the session is over. No answer,
 * a throttle or a server in trouble: try again later. Anything else will not change by retrying: stop.
 */
export const afterTicketFailure = (status: number | null): "ended" | "retry" | "stop" =>
  status === 401 ? "ended" : status === null || [429, 500, 502, 503, 504].includes(status) ? "retry" : "stop";
