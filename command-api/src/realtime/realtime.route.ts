import websocket from "@fastify/websocket";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus, BusSubscription } from "@workledger/bus";
import { forcedLogoutMessage, realtimeChannelOf, realtimeSubjectOf, type RealtimeMessage } from "@workledger/event-schemas";
import type { Database } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { answers, obj, str } from "../identity/route-schemas.ts";
import { requireSession } from "../identity/session-actor.ts";
import { liveSessionById } from "../identity/session-authenticator.ts";
import { sessionsRevokedSubject, type SessionsRevoked } from "../identity/sessions.ts";
import { issueRealtimeTicket, realtimeTicketLifetimeMs, redeemRealtimeTicket } from "./realtime-tickets.ts";
import { createSessionSockets, forcedLogoutTypeOf, type SessionSockets } from "./session-sockets.ts";

export interface RealtimeDeps {
  readonly db: Kysely<Database>;
  readonly bus: Bus;
  readonly logger: Logger;
  readonly clock: () => Date;
  /**
   * The longest an open socket goes without re-reading its session (besides the timer set for the
   * session's own end). A safety net under the session-revoked signal; default one minute.
   */
  readonly sessionRecheckMs?: number;
}

/**
 * Close codes: 4401 no live session (an unknown, spent or expired ticket, or the session has just
 * ended: logout, revocation, idle or absolute lifetime), 4403 the channel is someone else's.
 */
export const realtimeCloseCodes = { unauthenticated: 4401, forbidden: 4403 } as const;

const defaultRecheckMs = 60_000;

/**
 * POST /api/realtime/ticket (bearer token in the Authorization header) -> a one-time ticket, then
 * GET /api/realtime?ticket={ticket}&channel=users_{userId} (websocket). The private channel
 * users_{userId} is fed from the bus subject realtime.users.{userId}; each message is a JSON
 * RealtimeMessage ({ channel, type, title, message }). The first frame is { type: "subscribed", channel }.
 * The socket lives exactly as long as its session: the session-revoked signal on the bus (from any
 * API process) closes it, and so does the session's own end (idle timeout, absolute lifetime).
 */
export const realtimeSlice =
  (deps: RealtimeDeps, sockets: SessionSockets = createSessionSockets()): RouteSlice =>
  async (app) => {
    await app.register(websocket);
    const recheckMs = deps.sessionRecheckMs ?? defaultRecheckMs;
    const revoked = await deps.bus.subscribe<SessionsRevoked>(sessionsRevokedSubject, (message) => sockets.endRevoked(message.data));
    app.addHook("onClose", async () => revoked.unsubscribe());

    app.post(
      "/realtime/ticket",
      {
        schema: {
          tags: ["realtime"],
          summary: "A one-time ticket for the realtime websocket, valid for seconds; ask with the bearer token in the Authorization header",
          response: answers({ 200: obj({ ticket: str, expires_in: { type: "integer" } }, ["ticket", "expires_in"]) }),
        },
      },
      async (request) => {
        const actor = requireSession(request);
        const { ticket } = await issueRealtimeTicket(deps.db, actor.sessionId, deps.clock());
        return { ticket, expires_in: realtimeTicketLifetimeMs / 1000 };
      },
    );

    app.get<{ Querystring: { ticket?: string; channel?: string; token?: string } }>(
      "/realtime",
      {
        websocket: true,
        schema: {
          tags: ["realtime"],
          summary: "Websocket of the private channel users_{userId}, opened with a one-time ticket (POST /api/realtime/ticket); an access token in the URL is refused",
          querystring: { type: "object", properties: { ticket: { type: "string" }, channel: { type: "string" } } },
        },
      },
      async (socket, request) => {
        const state: { closed: boolean; userId?: string; subscription?: BusSubscription; timer?: NodeJS.Timeout; forget?: () => void } = { closed: false };
        socket.on("close", () => {
          state.closed = true;
          clearTimeout(state.timer);
          state.forget?.();
          void state.subscription?.unsubscribe();
        });
        const close = (code: number, reason: string) => {
          if (state.closed) return;
          state.closed = true;
          socket.close(code, reason);
        };
        const end = (reason: string) => {
          const forced = forcedLogoutTypeOf(reason);
          if (!state.closed && forced !== null && state.userId !== undefined && socket.readyState === socket.OPEN) {
            socket.send(JSON.stringify(forcedLogoutMessage(state.userId, forced)));
          }
          close(realtimeCloseCodes.unauthenticated, "Session ended");
        };

        const ticket = request.query.ticket;
        if (ticket === undefined || request.query.token !== undefined) return close(realtimeCloseCodes.unauthenticated, "Unauthenticated");
        const sessionId = await redeemRealtimeTicket(deps.db, ticket, deps.clock()).catch(() => undefined);
        if (sessionId === undefined) return close(realtimeCloseCodes.unauthenticated, "Unauthenticated");
        // Registered before the session is read, so a revocation from this instant on reaches it.
        state.forget = sockets.add(sessionId, { end });
        const live = await liveSessionById(deps, sessionId, deps.clock()).catch(() => null);
        if (live === null) return close(realtimeCloseCodes.unauthenticated, "Unauthenticated");
        state.userId = live.userId;
        const channel = realtimeChannelOf(live.userId);
        if (request.query.channel !== undefined && request.query.channel !== channel) return close(realtimeCloseCodes.forbidden, "Forbidden channel");

        const check = async () => {
          const now = deps.clock();
          const still = await liveSessionById(deps, sessionId, now).catch((error: unknown) => {
            request.log.error({ err: error }, "realtime session check failed");
            return undefined; // keep the socket; the next check decides
          });
          if (state.closed) return;
          if (still === null) return end("expired");
          schedule(still?.expiresAt ?? new Date(now.getTime() + recheckMs));
        };
        const schedule = (expiresAt: Date) => {
          const untilEnd = expiresAt.getTime() - deps.clock().getTime() + 1;
          state.timer = setTimeout(() => void check(), Math.max(1, Math.min(recheckMs, untilEnd)));
        };

        const subscription = await deps.bus.subscribe<RealtimeMessage>(realtimeSubjectOf(live.userId), (message) => {
          if (!state.closed && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message.data));
        });
        state.subscription = subscription;
        if (state.closed) {
          await subscription.unsubscribe();
          return;
        }
        socket.send(JSON.stringify({ type: "subscribed", channel }));
        schedule(live.expiresAt);
      },
    );
  };
