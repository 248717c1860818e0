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

/** The websocket address (command-api identity README): the bearer token authorises the channel. */
export const realtimeUrl = (location: { protocol: string; host: string }, token: string, userId: string): string =>
  `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/realtime?token=${encodeURIComponent(token)}&channel=${realtimeChannelOf(userId)}`;

/** 4401 no live session, 4403 not your channel: reconnecting cannot help. */
export const shouldReconnect = (closeCode: number): boolean => closeCode !== 4401 && closeCode !== 4403;
