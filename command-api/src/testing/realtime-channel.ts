import WebSocket from "ws";

/** Opens the realtime websocket (users_{id}, or another channel) with a bearer token and collects its messages. */
export const openRealtimeChannel = async (url: string, token: string, channel?: string) => {
  const messages: Record<string, unknown>[] = [];
  const socket = new WebSocket(`${url}/api/realtime?token=${encodeURIComponent(token)}${channel === undefined ? "" : `&channel=${channel}`}`);
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  socket.on("message", (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  const waitFor = async (predicate: (m: Record<string, unknown>) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find(predicate);
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no matching message in ${JSON.stringify(messages)}`);
  };
  return { socket, messages, closed, waitFor };
};
