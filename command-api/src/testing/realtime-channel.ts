import WebSocket from "ws";

/** Asks for a one-time realtime ticket as a browser does: bearer token and anti-forgery value in headers. */
export const realtimeTicket = async (url: string, token: string): Promise<{ status: number; ticket?: string }> => {
  const csrf = ((await (await fetch(`${url}/api/sanctum/csrf-cookie`)).json()) as { csrf_token: string }).csrf_token;
  const response = await fetch(`${url}/api/realtime/ticket`, { method: "POST", headers: { authorization: `Bearer ${token}`, "x-xsrf-token": csrf } });
  if (!response.ok) return { status: response.status };
  return { status: response.status, ticket: ((await response.json()) as { ticket: string }).ticket };
};

/** Opens the realtime websocket with exactly this query string and collects its messages. */
export const openRealtimeSocket = (url: string, query: string) => {
  const messages: Record<string, unknown>[] = [];
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/realtime${query === "" ? "" : `?${query}`}`);
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  socket.on("error", () => undefined);
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

/**
 * Opens the realtime websocket (users_{id}, or another channel) the way the web app does: a ticket
 * asked for with the bearer token, then the socket with the ticket. Without a ticket (the token
 * names no live session) it connects without one, and the server closes it (4401).
 */
export const openRealtimeChannel = async (url: string, token: string, channel?: string) => {
  const { ticket } = await realtimeTicket(url, token);
  const query = [ticket === undefined ? "" : `ticket=${encodeURIComponent(ticket)}`, channel === undefined ? "" : `channel=${channel}`].filter((p) => p !== "").join("&");
  return { ...openRealtimeSocket(url, query), ticket };
};
